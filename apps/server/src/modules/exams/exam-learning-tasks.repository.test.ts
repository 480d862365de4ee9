import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SheetState } from '@lectern/contracts/exams/exam';
import { createPaper, createSheets, type TestPaper } from '../../test/exam-factories';
import { createMember, createTenant, type TestMember, type TestTenant } from '../../test/factories';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../../db/database';
import { examLearningTasks } from './exam-learning-tasks.repository';

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

const source = () => examLearningTasks(database.db);
const codeOf = async (paper: TestPaper) =>
  (
    await database.db
      .selectFrom('papers')
      .select('code')
      .where('id', '=', paper.id)
      .executeTakeFirstOrThrow()
  ).code;

describe('exam learning tasks (a paper as a learning task)', () => {
  it('is done once a finished sheet passed, with the best score and the first pass time', async () => {
    const paper = await createPaper(database.db, tenant, { name: 'Safety exam' });
    const early = Date.now() - 60_000;
    const late = Date.now() - 1_000;
    await createSheets(database.db, paper, [
      { member: learner, score: 40, timeUsed: 1000, finishedAt: early - 10_000, attemptNo: 1 },
      { member: learner, score: 90, timeUsed: 1000, finishedAt: late, attemptNo: 3 },
      { member: learner, score: 70, timeUsed: 1000, finishedAt: early, attemptNo: 2 },
    ]);
    await database.db
      .updateTable('answer_sheets')
      .set({ passed: 0 })
      .where('paper_id', '=', paper.id)
      .where('score', '=', 40)
      .execute();

    const states = await source().statesOf(tenant.id, learner.id, [paper.id]);
    expect(states.get(paper.id)).toEqual({
      title: 'Safety exam',
      done: true,
      percent: 100,
      score: 90,
      doneAt: early,
    });
  });

  it('is not done while no sheet passed, is being marked or is still being answered', async () => {
    const failed = await createPaper(database.db, tenant);
    await createSheets(database.db, failed, [{ member: learner, score: 20, timeUsed: 1000 }]);
    await database.db
      .updateTable('answer_sheets')
      .set({ passed: 0 })
      .where('paper_id', '=', failed.id)
      .execute();
    const answering = await createPaper(database.db, tenant);
    await createSheets(database.db, answering, [
      { member: learner, score: 0, timeUsed: 0, state: SheetState.ANSWERING },
    ]);
    const marking = await createPaper(database.db, tenant);
    await createSheets(database.db, marking, [
      { member: learner, score: 50, timeUsed: 1000, state: SheetState.MARKING },
    ]);
    const untouched = await createPaper(database.db, tenant);

    const states = await source().statesOf(tenant.id, learner.id, [
      failed.id,
      answering.id,
      marking.id,
      untouched.id,
    ]);
    expect(states.get(marking.id)).toMatchObject({ done: false, doneAt: null });
    expect(states.get(failed.id)).toMatchObject({
      done: false,
      percent: 0,
      score: 20,
      doneAt: null,
    });
    expect(states.get(answering.id)).toMatchObject({ done: false, score: null, doneAt: null });
    expect(states.get(untouched.id)).toMatchObject({ done: false, score: null });
  });

  it("leaves out deleted papers, unknown ids and another tenant's papers", async () => {
    const deleted = await createPaper(database.db, tenant);
    await database.db
      .updateTable('papers')
      .set({ deleted_at: Date.now() })
      .where('id', '=', deleted.id)
      .execute();
    const foreign = await createPaper(database.db, other);
    await createSheets(database.db, foreign, [{ member: learner, score: 100, timeUsed: 1 }]);

    const states = await source().statesOf(tenant.id, learner.id, [
      deleted.id,
      foreign.id,
      'no-such-paper',
    ]);
    expect(states.size).toBe(0);
    expect((await source().statesOf(tenant.id, learner.id, [])).size).toBe(0);
  });

  it("counts only the learner's own sheets", async () => {
    const paper = await createPaper(database.db, tenant);
    const colleague = await createMember(database.db, tenant);
    await createSheets(database.db, paper, [{ member: colleague, score: 100, timeUsed: 1 }]);
    const states = await source().statesOf(tenant.id, learner.id, [paper.id]);
    expect(states.get(paper.id)).toMatchObject({ done: false, score: null });
  });

  it('finds papers by code in the tenant only, never deleted ones', async () => {
    const paper = await createPaper(database.db, tenant, { isPublic: false });
    const deleted = await createPaper(database.db, tenant);
    await database.db
      .updateTable('papers')
      .set({ deleted_at: Date.now() })
      .where('id', '=', deleted.id)
      .execute();
    const foreign = await createPaper(database.db, other);
    const codes = [await codeOf(paper), await codeOf(deleted), await codeOf(foreign), 'nope'];

    const ids = await source().idsOfCodes(tenant.id, codes);
    expect([...ids]).toEqual([[codes[0], paper.id]]);
    expect((await source().idsOfCodes(tenant.id, [])).size).toBe(0);
  });
});
