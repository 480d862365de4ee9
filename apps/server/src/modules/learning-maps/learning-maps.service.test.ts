import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreditBizType,
  LearningTaskKind,
  MemberRole,
  type TLearningTaskKind,
} from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { migrateToLatest } from '../../db/database';
import { creditLedger } from '../../platform/credits/credit-ledger';
import type {
  LearningTaskSource,
  LearningTaskState,
  LearningTasksOn,
} from '../../platform/learning-tasks/learning-tasks';
import type { MemberSession } from '../../platform/sessions/member-session';
import {
  createMember,
  createOrganisation,
  createTenant,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { createLearningMap, type TestMapStage } from '../../test/learning-map-factories';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { learningMapsRepositories } from './learning-maps.repository';
import {
  learningMapsCore,
  learningMapsService,
  mapCompletionSource,
} from './learning-maps.service';

const { COURSE, EXAM, PRACTICE, OFFLINE_CLASS } = LearningTaskKind;
const HOUR = 60 * 60 * 1000;

let database: TestDatabase;
let tenant: TestTenant;

/**
 * Staged learning-task sources: what each member has done, set by the test. Courses, papers and
 * offline classes (kind 4, which another feature lends) have sources; practice has none, so its
 * tasks are unavailable.
 */
const done = new Map<string, LearningTaskState>();
const stateOf = (memberId: string, kind: number, refId: string) => `${memberId}/${kind}/${refId}`;
const stagedSource = (kind: TLearningTaskKind): LearningTaskSource => ({
  statesOf: async (_tenantId, memberId, refIds) =>
    new Map(
      refIds
        .filter((refId) => !refId.startsWith('gone'))
        .map((refId) => [
          refId,
          done.get(stateOf(memberId, kind, refId)) ?? {
            title: `Task ${refId}`,
            done: false,
            percent: 0,
            score: null,
            doneAt: null,
          },
        ]),
    ),
  idsOfCodes: async () => new Map(),
});
const staged: LearningTasksOn = () => ({
  [COURSE]: stagedSource(COURSE),
  [EXAM]: stagedSource(EXAM),
  [OFFLINE_CLASS]: stagedSource(OFFLINE_CLASS),
});

const setState = (
  member: TestMember,
  kind: TLearningTaskKind,
  refId: string,
  state: Partial<LearningTaskState>,
) =>
  done.set(stateOf(member.id, kind, refId), {
    title: `Task ${refId}`,
    done: false,
    percent: 0,
    score: null,
    doneAt: null,
    ...state,
  });
const finish = (member: TestMember, kind: TLearningTaskKind, refId: string, score?: number) =>
  setState(member, kind, refId, {
    done: true,
    percent: 100,
    score: score ?? null,
    doneAt: Date.now() - HOUR,
  });

const core = () =>
  learningMapsCore({
    db: database.db,
    transact: database.transact,
    repositories: learningMapsRepositories,
    learningTasks: staged,
  });
const sessionOf = (member: TestMember): MemberSession => ({
  tenantId: member.tenant.id,
  memberId: member.id,
  sessionId: 'test',
  factoryCode: member.tenant.factoryCode,
  role: MemberRole.LEARNER,
});
const detail = (member: TestMember, mapId: string) =>
  learningMapsService(core()).detail(sessionOf(member), mapId);
const learner = () => createMember(database.db, tenant);
const map = (stages: TestMapStage[], fields: { credit?: number } = {}) =>
  createLearningMap(database.db, tenant, { stages, ...fields });
const refusal = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'resolved';
};

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database);
  tenant = await createTenant(database.db);
});
afterAll(() => database.close());

describe('unlock rules', () => {
  it('keeps a stage that follows the previous one locked until that stage is completed', async () => {
    const member = await learner();
    const { id } = await map([
      {
        name: 'Basics',
        tasks: [
          { kind: COURSE, refId: 'c1' },
          { kind: EXAM, refId: 'p1' },
        ],
      },
      { name: 'Advanced', afterPrevious: true, tasks: [{ kind: COURSE, refId: 'c2' }] },
    ]);
    finish(member, COURSE, 'c1');

    const before = await detail(member, id);
    expect(before.stages[0]).toMatchObject({ unlocked: true, locks: [] });
    expect(before.stages[1]).toMatchObject({
      unlocked: false,
      locks: [{ type: 'previous', stageName: 'Basics' }],
    });

    finish(member, EXAM, 'p1', 70);
    const after = await detail(member, id);
    expect(after.stages[0]?.progress.completed).toBe(true);
    expect(after.stages[1]).toMatchObject({ unlocked: true, locks: [] });
  });

  it('keeps a stage with an opening time locked until then, and says when it opens', async () => {
    const member = await learner();
    const opensAt = Date.now() + 2 * HOUR;
    const { id } = await map([{ opensAt, tasks: [{ kind: COURSE, refId: 'c1' }] }]);
    const rows = await core().visibleMaps(tenant.id, member.id);
    const row = rows.filter((candidate) => candidate.id === id);

    const [early] = await core().evaluate(tenant.id, member.id, row, { now: opensAt - 1 });
    expect(early?.stages[0]).toMatchObject({ unlocked: false, locks: [{ type: 'date', opensAt }] });
    const [open] = await core().evaluate(tenant.id, member.id, row, { now: opensAt });
    expect(open?.stages[0]).toMatchObject({ unlocked: true, locks: [] });
  });

  it('asks a minimum best score on each exam of the previous stage, naming those below it', async () => {
    const member = await learner();
    const { id } = await map([
      {
        tasks: [
          { kind: EXAM, refId: 'p1' },
          { kind: EXAM, refId: 'p2' },
          { kind: COURSE, refId: 'c1' },
        ],
      },
      { minPreviousExamScore: 80, tasks: [{ kind: COURSE, refId: 'c2' }] },
    ]);
    finish(member, EXAM, 'p1', 79.5);

    const low = await detail(member, id);
    expect(low.stages[1]).toMatchObject({
      unlocked: false,
      locks: [
        {
          type: 'score',
          minScore: 80,
          exams: [
            { title: 'Task p1', score: 79.5 },
            { title: 'Task p2', score: null },
          ],
        },
      ],
    });

    finish(member, EXAM, 'p1', 80);
    finish(member, EXAM, 'p2', 95);
    // The score rule alone: the previous stage's course is not done, and that does not matter.
    expect((await detail(member, id)).stages[1]).toMatchObject({ unlocked: true, locks: [] });
  });

  it('lists every rule that does not hold, and opens only when all hold', async () => {
    const member = await learner();
    const opensAt = Date.now() + HOUR;
    const { id } = await map([
      { name: 'One', tasks: [{ kind: EXAM, refId: 'p1' }] },
      {
        afterPrevious: true,
        opensAt,
        minPreviousExamScore: 60,
        tasks: [{ kind: COURSE, refId: 'c1' }],
      },
    ]);
    const stage = (await detail(member, id)).stages[1];
    expect(stage?.locks.map((lock) => lock.type)).toEqual(['previous', 'date', 'score']);

    finish(member, EXAM, 'p1', 60);
    const rows = (await core().visibleMaps(tenant.id, member.id)).filter((row) => row.id === id);
    const [later] = await core().evaluate(tenant.id, member.id, rows, { now: opensAt + 1 });
    expect(later?.stages[1]?.unlocked).toBe(true);
  });

  it('does not complete a locked stage even when its tasks were done elsewhere', async () => {
    const member = await learner();
    const { id } = await map(
      [
        { tasks: [{ kind: COURSE, refId: 'c1' }] },
        { afterPrevious: true, tasks: [{ kind: EXAM, refId: 'p1' }] },
      ],
      { credit: 5 },
    );
    finish(member, EXAM, 'p1', 100);
    const view = await detail(member, id);
    expect(view.stages[1]?.progress).toMatchObject({ completed: false, percent: 99, doneCount: 1 });
    expect(view.progress.completed).toBe(false);
    expect(
      await creditLedger(database.db).entryOf(tenant.id, member.id, mapCompletionSource(id)),
    ).toBe(undefined);
  });
});

describe('tasks of every kind', () => {
  it('shows a task of a kind without a source, or whose target is gone, as unavailable, never done', async () => {
    const member = await learner();
    const { id } = await map([
      {
        tasks: [
          { kind: PRACTICE, refId: 'x1' },
          { kind: COURSE, refId: 'gone-course' },
          { kind: COURSE, refId: 'c1' },
        ],
      },
    ]);
    finish(member, COURSE, 'c1');
    const view = await detail(member, id);
    expect(view.stages[0]?.tasks.map((task) => [task.kind, task.available, task.done])).toEqual([
      [PRACTICE, false, false],
      [COURSE, false, false],
      [COURSE, true, true],
    ]);
    expect(view.stages[0]?.progress).toMatchObject({
      completed: false,
      doneCount: 1,
      taskCount: 3,
    });
  });

  it('counts an offline class (kind 4) through its source like any other kind', async () => {
    const member = await learner();
    const { id } = await map([{ tasks: [{ kind: OFFLINE_CLASS, refId: 'class-1' }] }]);
    expect((await detail(member, id)).progress.completed).toBe(false);
    finish(member, OFFLINE_CLASS, 'class-1');
    const view = await detail(member, id);
    expect(view.stages[0]?.tasks[0]).toMatchObject({
      kind: OFFLINE_CLASS,
      available: true,
      done: true,
    });
    expect(view.progress.completed).toBe(true);
  });
});

describe('progress', () => {
  it('averages the tasks per stage and over the map, 100 only when completed', async () => {
    const member = await learner();
    const { id } = await map([
      {
        tasks: [
          { kind: COURSE, refId: 'c1' },
          { kind: COURSE, refId: 'c2' },
        ],
      },
      {
        tasks: [
          { kind: EXAM, refId: 'p1' },
          { kind: COURSE, refId: 'c3' },
        ],
      },
    ]);
    setState(member, COURSE, 'c1', { percent: 50 });
    finish(member, COURSE, 'c2');
    finish(member, EXAM, 'p1', 90);

    const view = await detail(member, id);
    expect(view.stages.map((stage) => stage.progress.percent)).toEqual([75, 50]);
    expect(view.progress).toMatchObject({
      doneCount: 2,
      taskCount: 4,
      percent: 62,
      completed: false,
    });

    setState(member, COURSE, 'c1', { done: true, percent: 100, doneAt: 1000 });
    const doneAt = Date.now() - 10;
    setState(member, COURSE, 'c3', { done: true, percent: 100, doneAt });
    const completed = await detail(member, id);
    expect(completed.progress).toMatchObject({
      percent: 100,
      completed: true,
      completedAt: doneAt,
    });
    expect(completed.stages[0]?.progress).toMatchObject({ percent: 100, completed: true });
  });
});

describe('credits on completion', () => {
  it("awards a completed map's credits once, as a learning-map entry of the ledger", async () => {
    const member = await learner();
    const { id, name } = await map([{ tasks: [{ kind: COURSE, refId: 'c1' }] }], { credit: 15 });
    await detail(member, id);
    const ledger = creditLedger(database.db);
    expect(await ledger.entryOf(tenant.id, member.id, mapCompletionSource(id))).toBe(undefined);

    finish(member, COURSE, 'c1');
    await detail(member, id);
    await detail(member, id);
    await learningMapsService(core()).list(sessionOf(member), { pageNum: 1, pageSize: 50 });
    expect(await ledger.entryOf(tenant.id, member.id, mapCompletionSource(id))).toMatchObject({
      biz_type: CreditBizType.LEARNING_MAP,
      biz_name: name,
      amount: 15,
    });
    expect(await ledger.total(tenant.id, member.id)).toBe(15);
  });

  it('awards once when many reads detect the completion at the same time', async () => {
    const member = await learner();
    const { id } = await map([{ tasks: [{ kind: EXAM, refId: 'p1' }] }], { credit: 7 });
    finish(member, EXAM, 'p1', 100);
    await Promise.all(Array.from({ length: 8 }, () => detail(member, id)));
    expect(await creditLedger(database.db).total(tenant.id, member.id)).toBe(7);
  });

  it('writes no entry for a map without credits', async () => {
    const member = await learner();
    const { id } = await map([{ tasks: [{ kind: COURSE, refId: 'c1' }] }]);
    finish(member, COURSE, 'c1');
    expect((await detail(member, id)).progress.completed).toBe(true);
    expect(
      await creditLedger(database.db).entryOf(tenant.id, member.id, mapCompletionSource(id)),
    ).toBe(undefined);
  });
});

describe('audience', () => {
  it('shows a map to the whole tenant, or to its organisations (and those under them) and members', async () => {
    const audienceTenant = await createTenant(database.db);
    const sales = await createOrganisation(database.db, audienceTenant);
    const east = await createOrganisation(database.db, audienceTenant, { parent: sales });
    const hr = await createOrganisation(database.db, audienceTenant);
    const inEast = await createMember(database.db, audienceTenant, { organisations: [east] });
    const inHr = await createMember(database.db, audienceTenant, { organisations: [hr] });
    const listed = await createMember(database.db, audienceTenant, { organisations: [hr] });
    const stages = [{ tasks: [{ kind: COURSE, refId: 'c1' }] }];
    const everyone = await createLearningMap(database.db, audienceTenant, { stages, position: 0 });
    const forSales = await createLearningMap(database.db, audienceTenant, {
      stages,
      organisations: [sales],
      position: 1,
    });
    const forListed = await createLearningMap(database.db, audienceTenant, {
      stages,
      memberIds: [listed.id],
      position: 2,
    });
    const foreign = await createLearningMap(database.db, tenant, { stages });

    const visible = async (member: TestMember) =>
      (await core().visibleMaps(audienceTenant.id, member.id)).map((row) => row.id);
    expect(await visible(inEast)).toEqual([everyone.id, forSales.id]);
    expect(await visible(inHr)).toEqual([everyone.id]);
    expect(await visible(listed)).toEqual([everyone.id, forListed.id]);
    expect(await refusal(detail(inHr, forSales.id))).toBe(ErrorCode.LEARNING_MAP_NOT_FOUND);
    expect(await refusal(detail(inEast, foreign.id))).toBe(ErrorCode.LEARNING_MAP_NOT_FOUND);
    expect(await refusal(detail(inEast, 'no-such-map'))).toBe(ErrorCode.LEARNING_MAP_NOT_FOUND);
  });
});
