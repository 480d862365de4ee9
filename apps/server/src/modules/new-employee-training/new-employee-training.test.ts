import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LearningTaskKind, MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetAdminNewMemberTrainProgressResponse } from '@lectern/contracts/new-employee-training/get-admin-new-member-train-progress';
import type { TGetNewMemberTrainClassifyResponse } from '@lectern/contracts/new-employee-training/get-new-member-train-classify';
import type { TGetNewMemberTrainDetailResponse } from '@lectern/contracts/new-employee-training/get-new-member-train-detail';
import type { TGetNewMemberTrainListResponse } from '@lectern/contracts/new-employee-training/get-new-member-train-list';
import { TrainingExamOpens } from '@lectern/contracts/new-employee-training/new-employee-training';
import { createCourse } from '../../test/course-factories';
import {
  createPaper,
  createPaperWithQuestions,
  createSheets,
  startExam,
} from '../../test/exam-factories';
import { createMember, createTenant, login, type TestTenant } from '../../test/factories';
import {
  createProgramme,
  createTrainingClassification,
  inviteToProgramme,
} from '../../test/new-employee-training-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
const DAY_MS = 24 * 60 * 60 * 1000;

const trainingTenant = (fields: Parameters<typeof createTenant>[1] = {}) =>
  createTenant(test.db, { edition: Edition.ALL_IN_ONE, modules: [Module.COURSES], ...fields });

beforeAll(async () => {
  test = await buildTestApp({ paperCacheMs: 0 });
  tenant = await trainingTenant();
});
afterAll(() => test.close());

const member = async (
  memberTenant = tenant,
  role?: (typeof MemberRole)[keyof typeof MemberRole],
) => {
  const created = await createMember(test.db, memberTenant, role === undefined ? {} : { role });
  return { member: created, token: await login(test.app, created) };
};

const list = async (token: string, query: Record<string, string> = {}) =>
  (
    await callApi<TGetNewMemberTrainListResponse>(test.app, {
      path: '/newMemberTrain/list',
      token,
      query,
    })
  ).envelope;

const detail = async (token: string, trainId: string) =>
  (
    await callApi<TGetNewMemberTrainDetailResponse>(test.app, {
      path: '/newMemberTrain/detail',
      token,
      query: { trainId },
    })
  ).envelope;

/** A paper passed (or failed) by the member, finished `at`. */
const sheet = (
  paper: Awaited<ReturnType<typeof createPaper>>,
  who: { id: string },
  at = Date.now(),
) =>
  createSheets(test.db, paper, [
    {
      member: who,
      score: 80,
      timeUsed: 1_000,
      finishedAt: at,
    },
  ]);

describe('new-employee training programmes', () => {
  it('lists the classification tree under My classification', async () => {
    const own = await trainingTenant();
    const parent = await createTrainingClassification(test.db, own, { name: '入职' });
    const child = await createTrainingClassification(test.db, own, { name: '销售', parent });
    const { token } = await member(own);
    const { envelope } = await callApi<TGetNewMemberTrainClassifyResponse>(test.app, {
      path: '/newMemberTrain/classify',
      token,
    });
    expect(envelope.body).toEqual([
      expect.objectContaining({
        classifyPath: '',
        labelKey: 'myClassification',
        children: [
          expect.objectContaining({
            name: '入职',
            children: [
              expect.objectContaining({
                name: '销售',
                classifyPath: child.path,
              }),
            ],
          }),
        ],
      }),
    ]);
  });

  it('lists only the programmes the learner is invited to, newest invitation first, by classification and name', async () => {
    const own = await trainingTenant();
    const onboarding = await createTrainingClassification(test.db, own);
    const sales = await createTrainingClassification(test.db, own, { parent: onboarding });
    const paper = await createPaper(test.db, own);
    const task = [{ kind: LearningTaskKind.EXAM, refId: paper.id, withinDays: 5 }];
    const first = await createProgramme(test.db, own, {
      name: 'Welcome week',
      classification: onboarding,
      tasks: task,
    });
    const second = await createProgramme(test.db, own, {
      name: 'Sales basics',
      classification: sales,
      tasks: task,
    });
    const uninvited = await createProgramme(test.db, own, { name: 'Not yours', tasks: task });
    const learner = await member(own);
    const other = await member(own);
    await inviteToProgramme(test.db, first, learner.member, 3);
    await inviteToProgramme(test.db, second, learner.member, 1);
    await inviteToProgramme(test.db, uninvited, other.member);

    const all = await list(learner.token);
    expect(all.body.total).toBe(2);
    expect(all.body.list.map((programme) => programme.name)).toEqual([
      'Sales basics',
      'Welcome week',
    ]);
    expect(all.body.list[1]).toMatchObject({
      taskCount: 1,
      doneCount: 0,
      progress: 0,
      hasExam: false,
      classifyName: onboarding.name,
    });
    expect(all.body.list[1]!.nextDeadline).toBe(all.body.list[1]!.inviteTime + 5 * DAY_MS);
    expect(
      (await list(learner.token, { classifyPath: sales.path })).body.list.map((p) => p.name),
    ).toEqual(['Sales basics']);
    expect((await list(learner.token, { classifyPath: onboarding.path })).body.total).toBe(2);
    expect(
      (await list(learner.token, { keyword: 'welcome' })).body.list.map((p) => p.name),
    ).toEqual(['Welcome week']);
    expect((await list(learner.token, { pageNum: '2', pageSize: '10' })).body).toEqual({
      list: [],
      total: 2,
    });
    expect((await list(other.token)).body.list.map((p) => p.name)).toEqual(['Not yours']);
  });

  it('answers 309250 for an unknown programme or another tenant’s, and 300540 to a learner not invited', async () => {
    const programme = await createProgramme(test.db, tenant);
    const invited = await member();
    await inviteToProgramme(test.db, programme, invited.member);
    const outsider = await member();
    expect((await detail(outsider.token, programme.id)).code).toBe(
      ErrorCode.NOT_ON_NEW_EMPLOYEE_TRAINING_LIST,
    );
    expect((await detail(outsider.token, 'no-such-programme')).code).toBe(
      ErrorCode.NEW_EMPLOYEE_TRAINING_NOT_FOUND,
    );
    const elsewhere = await member(await trainingTenant());
    expect((await detail(elsewhere.token, programme.id)).code).toBe(
      ErrorCode.NEW_EMPLOYEE_TRAINING_NOT_FOUND,
    );
    expect((await detail(invited.token, programme.id)).code).toBe('200');
  });

  it('dates each task from the invitation and marks overdue and late ones', async () => {
    const late = await createPaper(test.db, tenant, { name: 'Done late' });
    const inTime = await createPaper(test.db, tenant, { name: 'Done in time' });
    const overdue = await createPaper(test.db, tenant, { name: 'Overdue' });
    const open = await createPaper(test.db, tenant, { name: 'No deadline' });
    const programme = await createProgramme(test.db, tenant, {
      tasks: [
        { kind: LearningTaskKind.EXAM, refId: late.id, withinDays: 2 },
        { kind: LearningTaskKind.EXAM, refId: inTime.id, withinDays: 2 },
        { kind: LearningTaskKind.EXAM, refId: overdue.id, withinDays: 3 },
        { kind: LearningTaskKind.EXAM, refId: open.id },
      ],
    });
    const learner = await member();
    await inviteToProgramme(test.db, programme, learner.member, 5);
    await sheet(late, learner.member, Date.now() - DAY_MS);
    await sheet(inTime, learner.member, Date.now() - 4 * DAY_MS);

    const { body } = await detail(learner.token, programme.id);
    expect(
      body.tasks.map((task) => [task.title, task.overdue, task.doneLate, task.state?.done]),
    ).toEqual([
      ['Done late', false, true, true],
      ['Done in time', false, false, true],
      ['Overdue', true, false, false],
      ['No deadline', false, false, false],
    ]);
    expect(body.tasks[2]!.deadline).toBe(body.inviteTime + 3 * DAY_MS);
    expect(body.tasks[3]!.deadline).toBeNull();
    expect(body).toMatchObject({
      taskCount: 4,
      doneCount: 2,
      overdueCount: 1,
      progress: 50,
      completed: false,
    });
  });

  it('asks each kind’s feature where the learner stands, and shows a gone or unknown task as not done', async () => {
    const course = await createCourse(test.db, tenant, { name: 'Welcome course' });
    const paper = await createPaper(test.db, tenant, { name: 'Removed paper' });
    const programme = await createProgramme(test.db, tenant, {
      tasks: [
        { kind: LearningTaskKind.COURSE, refId: course.id, withinDays: 7 },
        { kind: LearningTaskKind.EXAM, refId: paper.id },
        { kind: LearningTaskKind.OFFLINE_CLASS, refId: 'a-class-to-come' },
      ],
    });
    await test.db
      .updateTable('papers')
      .set({ deleted_at: Date.now() })
      .where('id', '=', paper.id)
      .execute();
    const learner = await member();
    await inviteToProgramme(test.db, programme, learner.member);
    const { body } = await detail(learner.token, programme.id);
    expect(body.tasks.map((task) => [task.kind, task.title, task.state])).toEqual([
      [
        LearningTaskKind.COURSE,
        'Welcome course',
        { done: false, percent: 0, score: null, doneAt: null },
      ],
      [LearningTaskKind.EXAM, '', null],
      [LearningTaskKind.OFFLINE_CLASS, '', null],
    ]);
    expect(body.progress).toBe(0);
  });

  it('opens the training exam only to invited members, after the tasks or as the programme says', async () => {
    const task = await createPaper(test.db, tenant, { name: 'Task paper' });
    const { paper: exam } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.TRUE_FALSE],
      {
        name: 'Training exam',
        isPublic: false,
      },
    );
    const { paper: anytimeExam } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.TRUE_FALSE],
      { name: 'Open exam', isPublic: false },
    );
    const afterTasks = await createProgramme(test.db, tenant, {
      tasks: [{ kind: LearningTaskKind.EXAM, refId: task.id }],
      examPaperId: exam.id,
    });
    const anytime = await createProgramme(test.db, tenant, {
      tasks: [{ kind: LearningTaskKind.EXAM, refId: task.id }],
      examPaperId: anytimeExam.id,
      examOpens: TrainingExamOpens.ANYTIME,
    });
    const learner = await member();
    const outsider = await member();
    await inviteToProgramme(test.db, afterTasks, learner.member);
    await inviteToProgramme(test.db, anytime, learner.member);

    expect((await detail(learner.token, afterTasks.id)).body.exam).toEqual({
      examId: exam.id,
      name: 'Training exam',
      opens: TrainingExamOpens.AFTER_TASKS,
      open: false,
      passed: false,
      score: null,
    });
    expect((await startExam(test.app, learner.token, exam.id)).code).toBe(ErrorCode.NOT_INVITED);
    expect((await detail(learner.token, anytime.id)).body.exam).toMatchObject({ open: true });
    expect((await startExam(test.app, outsider.token, anytimeExam.id)).code).toBe(
      ErrorCode.NOT_INVITED,
    );
    expect((await startExam(test.app, learner.token, anytimeExam.id)).code).toBe('200');

    await sheet(task, learner.member);
    expect((await detail(learner.token, afterTasks.id)).body).toMatchObject({
      progress: 100,
      completed: false,
      exam: { open: true, passed: false },
    });
    expect((await startExam(test.app, outsider.token, exam.id)).code).toBe(ErrorCode.NOT_INVITED);
    expect((await startExam(test.app, learner.token, exam.id)).code).toBe('200');
  });

  it('is learning management: all-in-one edition only (300601), with the learning module on (408)', async () => {
    const testEdition = await member(
      await createTenant(test.db, { edition: Edition.EXAM, modules: [Module.COURSES] }),
    );
    expect((await list(testEdition.token)).code).toBe(
      ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION,
    );
    const noModule = await member(await trainingTenant({ modules: [Module.EXAMS] }));
    expect((await list(noModule.token)).code).toBe(ErrorCode.MODULE_NOT_ENABLED);
  });
});

describe('new-employee training for administrators', () => {
  const progress = async (token: string, trainId: string) =>
    (
      await callApi<TGetAdminNewMemberTrainProgressResponse>(test.app, {
        path: '/admin/newMemberTrain/progress',
        token,
        query: { trainId },
      })
    ).envelope;
  const invite = async (token: string, trainId: string, userCode: string) =>
    (
      await callApi(test.app, {
        path: '/admin/newMemberTrain/invite',
        token,
        body: { trainId, userCode },
      })
    ).envelope;

  it('lists the invited members’ progress and refuses learners (309001)', async () => {
    const paper = await createPaper(test.db, tenant);
    const programme = await createProgramme(test.db, tenant, {
      tasks: [{ kind: LearningTaskKind.EXAM, refId: paper.id, withinDays: 1 }],
    });
    const learner = await member(tenant);
    const slow = await member(tenant);
    await inviteToProgramme(test.db, programme, learner.member, 1);
    await inviteToProgramme(test.db, programme, slow.member, 2);
    await sheet(paper, learner.member);
    const admin = await member(tenant, MemberRole.ADMIN);
    const { body } = await progress(admin.token, programme.id);
    expect(body.total).toBe(2);
    expect(
      body.list.map((row) => [row.userCode, row.doneCount, row.overdueCount, row.completed]),
    ).toEqual([
      [learner.member.userCode, 1, 0, true],
      [slow.member.userCode, 0, 1, false],
    ]);
    expect((await progress(learner.token, programme.id)).code).toBe(ErrorCode.NOT_ADMINISTRATOR);
    const elsewhere = await member(await trainingTenant(), MemberRole.ADMIN);
    expect((await progress(elsewhere.token, programme.id)).code).toBe(
      ErrorCode.NEW_EMPLOYEE_TRAINING_NOT_FOUND,
    );
  });

  it('invites a member once, however many invitations race, and their deadlines count from then', async () => {
    const programme = await createProgramme(test.db, tenant);
    const newcomer = await member(tenant);
    const admin = await member(tenant, MemberRole.ADMIN);
    expect((await detail(newcomer.token, programme.id)).code).toBe(
      ErrorCode.NOT_ON_NEW_EMPLOYEE_TRAINING_LIST,
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => invite(admin.token, programme.id, newcomer.member.userCode)),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(8).fill('200'));
    const times = new Set(
      answers.map((answer) => (answer.body as { inviteTime: number }).inviteTime),
    );
    expect(times.size).toBe(1);
    const rows = await test.db
      .selectFrom('new_employee_invitees')
      .selectAll()
      .where('programme_id', '=', programme.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await detail(newcomer.token, programme.id)).code).toBe('200');
    expect((await invite(admin.token, programme.id, 'nobody-here')).code).toBe(
      ErrorCode.NEW_EMPLOYEE_TRAINING_MEMBER_NOT_FOUND,
    );
    expect((await invite(newcomer.token, programme.id, newcomer.member.userCode)).code).toBe(
      ErrorCode.NOT_ADMINISTRATOR,
    );
  });
});
