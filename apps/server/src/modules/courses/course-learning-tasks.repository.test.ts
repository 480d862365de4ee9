import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database';
import { newId } from '../../platform/security/tokens';
import { createCourse, type TestCourse } from '../../test/course-factories';
import { createMember, createTenant, type TestMember, type TestTenant } from '../../test/factories';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { courseLearningTasks } from './course-learning-tasks.repository';

let database: TestDatabase;
let tenant: TestTenant;
let other: TestTenant;
let learner: TestMember;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database);
  tenant = await createTenant(database.db);
  other = await createTenant(database.db);
  learner = await createMember(database.db, tenant);
});
afterAll(() => database.close());

const source = () => courseLearningTasks(database.db);
const threeParts = [{}, {}, {}];

/** A run of the course as learning leaves it. */
const addRun = (
  course: TestCourse,
  member: TestMember,
  run: {
    runNo: number;
    completedAt?: number | null;
    completedCount?: number;
    endedAt?: number | null;
  },
) =>
  database.db
    .insertInto('course_runs')
    .values({
      id: newId(),
      tenant_id: member.tenant.id,
      member_id: member.id,
      course_id: course.id,
      run_no: run.runNo,
      status: run.completedAt ? 2 : 1,
      started_at: Date.now() - 100_000,
      completed_at: run.completedAt ?? null,
      last_learn_at: null,
      learned_ms: 0,
      completed_count: run.completedCount ?? 0,
      days_learned: 0,
      last_learn_day: null,
      first_sign_url: null,
      first_signed_at: null,
      completion_sign_url: null,
      completion_signed_at: null,
      face_passed_at: null,
      face_failures: 0,
      ended_at: run.endedAt ?? null,
    })
    .execute();

const codeOf = async (course: TestCourse) =>
  (
    await database.db
      .selectFrom('courses')
      .select('code')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow()
  ).code;

describe('course learning tasks (a course as a learning task)', () => {
  it("counts the open run's completed courseware over the course's while not done", async () => {
    const course = await createCourse(database.db, tenant, {
      name: 'Handbook',
      coursewares: threeParts,
    });
    await addRun(course, learner, { runNo: 1, completedCount: 2 });

    const states = await source().statesOf(tenant.id, learner.id, [course.id]);
    expect(states.get(course.id)).toEqual({
      title: 'Handbook',
      done: false,
      percent: 66,
      score: null,
      doneAt: null,
    });
  });

  it('is done once any run completed it, at the first completion, even after a reset', async () => {
    const course = await createCourse(database.db, tenant, { coursewares: threeParts });
    const first = Date.now() - 50_000;
    await addRun(course, learner, {
      runNo: 1,
      completedAt: first,
      completedCount: 3,
      endedAt: first + 1,
    });
    await addRun(course, learner, {
      runNo: 2,
      completedAt: first + 20_000,
      completedCount: 3,
      endedAt: first + 20_001,
    });
    await addRun(course, learner, { runNo: 3, completedCount: 1 });

    const states = await source().statesOf(tenant.id, learner.id, [course.id]);
    expect(states.get(course.id)).toMatchObject({ done: true, percent: 100, doneAt: first });
  });

  it('is 0 % without a run, and for a course without courseware', async () => {
    const untouched = await createCourse(database.db, tenant);
    const empty = await createCourse(database.db, tenant, { coursewares: [] });
    await addRun(empty, learner, { runNo: 1 });
    const states = await source().statesOf(tenant.id, learner.id, [untouched.id, empty.id]);
    expect(states.get(untouched.id)).toMatchObject({ done: false, percent: 0 });
    expect(states.get(empty.id)).toMatchObject({ done: false, percent: 0 });
  });

  it("counts only the learner's runs and only the tenant's courses", async () => {
    const course = await createCourse(database.db, tenant);
    const colleague = await createMember(database.db, tenant);
    await addRun(course, colleague, { runNo: 1, completedAt: Date.now(), completedCount: 1 });
    const foreign = await createCourse(database.db, other);

    const states = await source().statesOf(tenant.id, learner.id, [course.id, foreign.id, 'nope']);
    expect([...states.keys()]).toEqual([course.id]);
    expect(states.get(course.id)).toMatchObject({ done: false });
    expect((await source().statesOf(tenant.id, learner.id, [])).size).toBe(0);
  });

  it('finds courses by code in the tenant only', async () => {
    const course = await createCourse(database.db, tenant);
    const foreign = await createCourse(database.db, other);
    const codes = [await codeOf(course), await codeOf(foreign), 'nope'];
    expect([...(await source().idsOfCodes(tenant.id, codes))]).toEqual([[codes[0], course.id]]);
    expect((await source().idsOfCodes(tenant.id, [])).size).toBe(0);
  });
});
