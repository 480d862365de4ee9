import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { migrateToLatest } from '../../db/database';
import { newId } from '../../platform/security/tokens';
import { createMember, createTenant, type TestMember, type TestTenant } from '../../test/factories';
import { createPracticeTask, type TestPracticeTask } from '../../test/practice-factories';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { practiceLearningTasks } from './practice-learning-tasks.repository';

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

const source = () => practiceLearningTasks(database.db);
const fourQuestions = [
  QuestionType.SINGLE_CHOICE,
  QuestionType.SINGLE_CHOICE,
  QuestionType.TRUE_FALSE,
  QuestionType.TRUE_FALSE,
];

const addRecord = (task: TestPracticeTask, member: TestMember, score: number, finishedAt: number) =>
  database.db
    .insertInto('practice_records')
    .values({
      id: newId(),
      tenant_id: member.tenant.id,
      member_id: member.id,
      task_id: task.id,
      question_count: task.questions.length,
      correct_count: 0,
      score,
      time_spent_ms: 1000,
      started_at: finishedAt - 1000,
      finished_at: finishedAt,
    })
    .execute();

const addProgress = (task: TestPracticeTask, member: TestMember, mode: string, answered: number) =>
  database.db
    .insertInto('practice_progress')
    .values({
      id: newId(),
      tenant_id: member.tenant.id,
      member_id: member.id,
      task_id: task.id,
      mode,
      last_seq: answered,
      floor_seq: 0,
      answered_count: answered,
      started_at: Date.now(),
      last_saved_at: null,
    })
    .execute();

const codeOf = async (task: TestPracticeTask) =>
  (
    await database.db
      .selectFrom('practice_tasks')
      .select('code')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow()
  ).code;

describe('practice learning tasks (a practice task as a learning task)', () => {
  it('counts the answered questions over the task’s while not finished', async () => {
    const task = await createPracticeTask(database.db, tenant, {
      name: 'Drill',
      types: fourQuestions,
    });
    await addProgress(task, learner, 'answer', 3);

    const states = await source().statesOf(tenant.id, learner.id, [task.id]);
    expect(states.get(task.id)).toEqual({
      title: 'Drill',
      done: false,
      percent: 75,
      score: null,
      doneAt: null,
    });
  });

  it('is done once finished, with the best record’s score and the first finish', async () => {
    const task = await createPracticeTask(database.db, tenant, { types: fourQuestions });
    const first = Date.now() - 60_000;
    await addRecord(task, learner, 50, first);
    await addRecord(task, learner, 100, first + 30_000);
    await addProgress(task, learner, 'answer', 1);

    const states = await source().statesOf(tenant.id, learner.id, [task.id]);
    expect(states.get(task.id)).toMatchObject({
      done: true,
      percent: 100,
      score: 100,
      doneAt: first,
    });
  });

  it("counts only the learner's work and only the tenant's tasks", async () => {
    const task = await createPracticeTask(database.db, tenant, { types: fourQuestions });
    const colleague = await createMember(database.db, tenant);
    await addRecord(task, colleague, 100, Date.now());
    await addProgress(task, colleague, 'answer', 4);
    const foreign = await createPracticeTask(database.db, other, { types: fourQuestions });

    const states = await source().statesOf(tenant.id, learner.id, [task.id, foreign.id, 'nope']);
    expect([...states.keys()]).toEqual([task.id]);
    expect(states.get(task.id)).toMatchObject({ done: false, percent: 0, score: null });
    expect((await source().statesOf(tenant.id, learner.id, [])).size).toBe(0);
  });

  it('finds tasks by code in the tenant only', async () => {
    const task = await createPracticeTask(database.db, tenant, { types: fourQuestions });
    const foreign = await createPracticeTask(database.db, other, { types: fourQuestions });
    const codes = [await codeOf(task), await codeOf(foreign), 'nope'];
    expect([...(await source().idsOfCodes(tenant.id, codes))]).toEqual([[codes[0], task.id]]);
    expect((await source().idsOfCodes(tenant.id, [])).size).toBe(0);
  });
});
