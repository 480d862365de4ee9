import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetNewMemberTrainDetailResponse } from '@lectern/contracts/new-employee-training/get-new-member-train-detail';
import type { TGetNewMemberTrainListResponse } from '@lectern/contracts/new-employee-training/get-new-member-train-list';
import { ZContentPack, type TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { importPack, type PackImportDeps } from '../../packs/import-pack';
import { createPasswordHasher } from '../../platform/security/passwords';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let deps: PackImportDeps;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await buildTestApp({ paperCacheMs: 0 });
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
});
afterAll(() => test.close());

type Programme = NonNullable<NonNullable<TContentPackInput['newEmployeeTraining']>['programmes']>;

/** A tenant with a question bank, two papers and a practice task, and the given programmes. */
const packOf = (
  factoryCode: string,
  programmes: Programme,
  papers: TContentPackInput['papers'] = [],
): TContentPackInput => ({
  version: 1,
  tenant: {
    factoryCode,
    sysName: `Training ${factoryCode}`,
    edition: 'all-in-one',
    modules: ['courses'],
  },
  members: [
    { userCode: 'hire', nickName: 'Hire', password: 'password-1' },
    { userCode: 'veteran', nickName: 'Veteran', password: 'password-1' },
  ],
  questionBanks: [
    {
      code: 'bank',
      name: 'Bank',
      questions: [{ code: 'q1', content: '<p>True?</p>', key: { questionType: 4, value: true } }],
    },
  ],
  papers: [
    {
      code: 'warm-up',
      name: 'Warm-up',
      passScore: 5,
      questions: [{ bankCode: 'bank', questionCode: 'q1', score: 10 }],
    },
    {
      code: 'final',
      name: 'Final',
      isPublic: false,
      passScore: 5,
      questions: [{ bankCode: 'bank', questionCode: 'q1', score: 10 }],
    },
    ...(papers ?? []),
  ],
  practiceTasks: [{ code: 'drill', name: 'Drill', banks: ['bank'] }],
  newEmployeeTraining: {
    classifications: [
      { code: 'welcome', name: 'Welcome', children: [{ code: 'sales', name: 'Sales' }] },
    ],
    programmes,
  },
});

const programme: Programme[number] = {
  code: 'week-one',
  name: 'Week one',
  classifyCode: 'sales',
  tasks: [
    { kind: 2, code: 'warm-up', withinDays: 3 },
    { kind: 3, code: 'drill', withinDays: 7 },
  ],
  exam: { paper: 'final' },
  invitees: [{ userCode: 'hire', invitedDaysAgo: 5 }],
};

const run = (input: TContentPackInput) => importPack(deps, ZContentPack.parse(input), '.');

const signIn = async (factoryCode: string, userCode: string) => {
  const { envelope } = await callApi<{ tokenValue: string }>(test.app, {
    path: '/login/login',
    body: { factoryCode, userCode, password: 'password-1' },
  });
  return envelope.body.tokenValue;
};

const programmesOf = async (token: string) =>
  (await callApi<TGetNewMemberTrainListResponse>(test.app, { path: '/newMemberTrain/list', token }))
    .envelope.body.list;

describe('the new-employee training part of a content pack', () => {
  it('imports programmes with their tasks, training exam and invitation list dated before the import', async () => {
    const summary = await run(packOf('700001', [programme]));
    expect(summary).toMatchObject({ newEmployeeClassifications: 2, newEmployeeProgrammes: 1 });
    const token = await signIn('700001', 'hire');
    const [listed] = await programmesOf(token);
    expect(listed).toMatchObject({
      name: 'Week one',
      classifyName: 'Sales',
      taskCount: 2,
      hasExam: true,
    });
    expect(Date.now() - listed!.inviteTime).toBeGreaterThanOrEqual(5 * DAY_MS - 60_000);
    const { envelope } = await callApi<TGetNewMemberTrainDetailResponse>(test.app, {
      path: '/newMemberTrain/detail',
      token,
      query: { trainId: listed!.trainId },
    });
    expect(envelope.body.tasks.map((task) => [task.title, task.withinDays, task.overdue])).toEqual([
      ['Warm-up', 3, true],
      ['Drill', 7, false],
    ]);
    expect(envelope.body.exam).toMatchObject({ name: 'Final', opens: 'afterTasks', open: false });
    const veteran = await signIn('700001', 'veteran');
    expect(await programmesOf(veteran)).toEqual([]);
  });

  it('changes nothing on a second import and keeps the invitations’ dates', async () => {
    await run(packOf('700002', [programme]));
    const token = await signIn('700002', 'hire');
    const [before] = await programmesOf(token);
    const rows = () =>
      test.db
        .selectFrom('new_employee_tasks')
        .select(['id', 'position'])
        .where('programme_id', '=', before!.trainId)
        .orderBy('position')
        .execute();
    const tasksBefore = await rows();
    await run(packOf('700002', [programme]));
    const [after] = await programmesOf(token);
    expect(after).toEqual(before);
    expect(await rows()).toEqual(tasksBefore);
  });

  it('applies what a later pack changes: tasks reordered or dropped, invitees and programmes removed', async () => {
    await run(packOf('700003', [programme, { ...programme, code: 'week-two', name: 'Week two' }]));
    const hire = await signIn('700003', 'hire');
    expect((await programmesOf(hire)).map((listed) => listed.name).sort()).toEqual([
      'Week one',
      'Week two',
    ]);
    await run(
      packOf('700003', [
        {
          ...programme,
          tasks: [{ kind: 3, code: 'drill', withinDays: 2 }],
          invitees: [{ userCode: 'veteran', invitedDaysAgo: 0 }],
        },
      ]),
    );
    expect(await programmesOf(hire)).toEqual([]);
    const veteran = await signIn('700003', 'veteran');
    const [listed] = await programmesOf(veteran);
    const { envelope } = await callApi<TGetNewMemberTrainDetailResponse>(test.app, {
      path: '/newMemberTrain/detail',
      token: veteran,
      query: { trainId: listed!.trainId },
    });
    expect(envelope.body.tasks.map((task) => [task.title, task.withinDays])).toEqual([
      ['Drill', 2],
    ]);
    const { envelope: refused } = await callApi(test.app, {
      path: '/newMemberTrain/detail',
      token: hire,
      query: { trainId: listed!.trainId },
    });
    expect(refused.code).toBe(ErrorCode.NOT_ON_NEW_EMPLOYEE_TRAINING_LIST);
  });

  it('refuses a pack whose programmes name unknown content or an exam that others reach', () => {
    const issues = (programmes: Programme, papers: TContentPackInput['papers'] = []) => {
      const parsed = ZContentPack.safeParse(packOf('700004', programmes, papers));
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(issues([programme])).toEqual([]);
    expect(
      issues(
        [
          {
            ...programme,
            classifyCode: 'nowhere',
            tasks: [
              { kind: 1, code: 'no-course' },
              { kind: 2, code: 'warm-up' },
              { kind: 2, code: 'warm-up' },
            ],
            exam: { paper: 'warm-up' },
            invitees: [{ userCode: 'stranger' }],
          },
          { ...programme, exam: { paper: 'invited' } },
          { ...programme, code: 'other', exam: { paper: 'missing' } },
        ],
        [
          {
            code: 'invited',
            name: 'Invited',
            isPublic: false,
            invitees: ['veteran'],
            passScore: 5,
            questions: [{ bankCode: 'bank', questionCode: 'q1', score: 10 }],
          },
        ],
      ),
    ).toEqual([
      'unknown classification nowhere',
      'unknown task no-course of kind 1',
      'duplicate task 2:warm-up',
      'unknown member stranger',
      'training exam warm-up must not be public nor invite anyone',
      'duplicate code week-one',
      'training exam invited must not be public nor invite anyone',
      'unknown paper missing',
    ]);
  });
});
