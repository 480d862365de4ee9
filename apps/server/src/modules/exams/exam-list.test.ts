import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamState, QuestionType } from '@lectern/contracts/common/enums';
import type { TGetExamListResponse } from '@lectern/contracts/exams/get-exam-list';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import type { TGetPaperClassifyListResponse } from '@lectern/contracts/exams/get-paper-classify-list';
import {
  createExamClassification,
  createPaper,
  createPaperWithQuestions,
  createQuestion,
  createQuestionBank,
  invite,
  minutesFromNow,
  recordPayment,
  startedSheet,
  submitSheet,
  type PaperFields,
  type TestPaper,
} from '../../test/exam-factories';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { startOfDay } from './exam-day';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false });
});
afterAll(() => test.close());

const HOUR_MS = 60 * 60 * 1000;

/** A tenant of its own with one signed-in learner, so each test sees only its papers. */
const newLearner = (tenant?: TestTenant) =>
  signedInLearner(test, tenant, { nickName: 'Ada Learner' });

const examList = async (token: string, query: Record<string, string> = {}) => {
  const { envelope } = await callApi<TGetExamListResponse>(test.app, {
    path: '/exam/list',
    token,
    query,
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const preview = (token: string, paperId: string) =>
  callApi<TGetExamPreviewResponse>(test.app, {
    path: '/exam/preview',
    token,
    query: { paperId },
  }).then(({ envelope }) => envelope);

/** A one-question paper the learner can take. */
const paperWith = async (tenant: TestTenant, fields: PaperFields = {}) =>
  (await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE], fields)).paper;

const takeAndSubmit = async (token: string, paper: TestPaper) => {
  const sheetId = await startedSheet(test.app, token, paper.id);
  expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
  return sheetId;
};

describe('the exam list', () => {
  it('shows the published papers of the learner’s tenant, newest release first, by pages', async () => {
    const { tenant, token } = await newLearner();
    const older = await paperWith(tenant, { name: 'Older', pushDate: Date.now() - 3 * HOUR_MS });
    const newer = await paperWith(tenant, { name: 'Newer', pushDate: Date.now() - HOUR_MS });
    const middle = await paperWith(tenant, { name: 'Middle', createdAt: Date.now() - 2 * HOUR_MS });
    await paperWith(tenant, { name: 'Draft', published: false });
    await paperWith(tenant, { name: 'Deleted', deletedAt: Date.now() });
    await paperWith(await createTenant(test.db), { name: 'Elsewhere' });

    const all = await examList(token);
    expect(all.total).toBe(3);
    expect(all.list.map((exam) => exam.paperId)).toEqual([newer.id, middle.id, older.id]);

    const secondPage = await examList(token, { pageNum: '2', pageSize: '10' });
    expect(secondPage).toEqual({ list: [], total: 3 });
  });

  it('pages through many papers', async () => {
    const { tenant, token } = await newLearner();
    for (let index = 0; index < 12; index += 1) {
      await paperWith(tenant, { createdAt: Date.now() - index * HOUR_MS, name: `Paper ${index}` });
    }
    const first = await examList(token, { pageNum: '1', pageSize: '10' });
    const second = await examList(token, { pageNum: '2', pageSize: '10' });
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(second.list.map((exam) => exam.paperName)).toEqual(['Paper 10', 'Paper 11']);
  });

  it('shows a non-public paper only to the learners it invites', async () => {
    const { tenant, member, token } = await newLearner();
    const { token: uninvitedToken } = await newLearner(tenant);
    const paper = await paperWith(tenant, { isPublic: false });
    await invite(test.db, paper, member);

    expect((await examList(token)).list.map((exam) => exam.paperId)).toEqual([paper.id]);
    expect((await examList(token)).list[0]?.isPublic).toBe(false);
    expect((await examList(uninvitedToken)).total).toBe(0);
    expect((await preview(uninvitedToken, paper.id)).code).toBe('300306');
  });

  it('filters by a classification and everything below it', async () => {
    const { tenant, token } = await newLearner();
    const science = await createExamClassification(test.db, tenant, { name: 'Science' });
    const physics = await createExamClassification(test.db, tenant, { parent: science });
    const history = await createExamClassification(test.db, tenant);
    // A code that starts like another's path must not match it.
    const sciencePrefix = await createExamClassification(test.db, tenant, {
      code: `${science.code}x`,
    });
    const sciencePaper = await paperWith(tenant, { classification: science });
    const physicsPaper = await paperWith(tenant, { classification: physics });
    await paperWith(tenant, { classification: history });
    await paperWith(tenant, { classification: sciencePrefix });
    await paperWith(tenant);

    const scienceList = await examList(token, { classifyCode: science.code });
    expect(scienceList.list.map((exam) => exam.paperId).sort()).toEqual(
      [sciencePaper.id, physicsPaper.id].sort(),
    );
    expect(scienceList.list.find((exam) => exam.paperId === sciencePaper.id)?.classifyName).toBe(
      'Science',
    );
    expect((await examList(token, { classifyCode: physics.code })).list).toHaveLength(1);
    expect((await examList(token, { classifyCode: '' })).total).toBe(5);
    expect(await examList(token, { classifyCode: 'no-such-code' })).toEqual({ list: [], total: 0 });
  });

  it('searches paper names case-insensitively, taking % and _ literally', async () => {
    const { tenant, token } = await newLearner();
    await paperWith(tenant, { name: 'Fire Safety 101' });
    await paperWith(tenant, { name: 'safety_basics' });
    await paperWith(tenant, { name: '100% Compliance' });
    await paperWith(tenant, { name: '安全生产考试' });

    const names = async (paperName: string) =>
      (await examList(token, { paperName })).list.map((exam) => exam.paperName).sort();
    expect(await names('SAFETY')).toEqual(['Fire Safety 101', 'safety_basics']);
    expect(await names('_')).toEqual(['safety_basics']);
    expect(await names('%')).toEqual(['100% Compliance']);
    expect(await names('安全')).toEqual(['安全生产考试']);
    expect(await names('nothing like it')).toEqual([]);
  });

  it('gives each paper its state for the learner (spec §4, decision 0005)', async () => {
    const { tenant, token } = await newLearner();
    const waiting = await paperWith(tenant);
    const notStarted = await paperWith(tenant, { enableTime: minutesFromNow(30) });
    const notPublished = await paperWith(tenant, { pushDate: minutesFromNow(30) });
    const expired = await paperWith(tenant, { expireTime: minutesFromNow(-1) });
    const lateStart = await paperWith(tenant, { latestStartTime: minutesFromNow(-1) });
    const inProgress = await paperWith(tenant);
    const allUsed = await paperWith(tenant, { timesAllowed: 1 });
    const todayUsed = await paperWith(tenant, { timesPerDay: 1, timesAllowed: 3 });

    const answeringSheetId = await startedSheet(test.app, token, inProgress.id);
    await takeAndSubmit(token, allUsed);
    const todaysSheetId = await takeAndSubmit(token, todayUsed);

    const exams = new Map((await examList(token)).list.map((exam) => [exam.paperId, exam]));
    expect(exams.get(waiting.id)?.state).toBe(ExamState.WAITING);
    expect(exams.get(notStarted.id)?.state).toBe(ExamState.NOT_STARTED);
    expect(exams.get(notPublished.id)?.state).toBe(ExamState.NOT_PUBLISHED);
    expect(exams.get(expired.id)?.state).toBe(ExamState.ENDED);
    expect(exams.get(lateStart.id)?.state).toBe(ExamState.NOT_WITHIN_EXAM_TIME);
    expect(exams.get(inProgress.id)).toMatchObject({
      state: ExamState.IN_PROGRESS,
      answeringSheetId,
      timesFinished: 0,
    });
    expect(exams.get(allUsed.id)).toMatchObject({
      state: ExamState.ENDED,
      timesAllowed: 1,
      timesFinished: 1,
      answeringSheetId: null,
    });
    expect(exams.get(todayUsed.id)).toMatchObject({
      state: ExamState.NOT_WITHIN_EXAM_TIME,
      timesPerDay: 1,
      timesFinished: 1,
      timesFinishedToday: 1,
      lastSheetId: todaysSheetId,
    });

    // Started yesterday in the exam time zone: today's attempt is free again.
    const yesterday = startOfDay(Date.now(), test.config.examTimeZone) - HOUR_MS;
    await test.db
      .updateTable('answer_sheets')
      .set({ started_at: yesterday, finished_at: yesterday + 1000 })
      .where('id', '=', todaysSheetId)
      .execute();
    const nextDay = (await examList(token)).list.find((exam) => exam.paperId === todayUsed.id);
    expect(nextDay).toMatchObject({
      state: ExamState.WAITING,
      timesFinished: 1,
      timesFinishedToday: 0,
    });
  });

  it('describes a paper with the fields of spec §3', async () => {
    const { tenant, member, token } = await newLearner();
    const bank = await createQuestionBank(test.db, tenant);
    const question = await createQuestion(test.db, bank, QuestionType.SINGLE_CHOICE);
    const paper = await createPaper(test.db, tenant, {
      name: 'Annual check',
      pushDate: minutesFromNow(-60),
      enableTime: minutesFromNow(-30),
      expireTime: minutesFromNow(600),
      latestStartTime: minutesFromNow(300),
      durationMinutes: 45,
      passScore: 6,
      timesAllowed: 3,
      timesPerDay: 2,
      paid: true,
      payAmount: 9.9,
      questions: [{ question, score: 4 }],
      draws: [{ bankId: bank.id, questionType: QuestionType.SINGLE_CHOICE, count: 2, score: 3 }],
    });
    await recordPayment(test.db, paper, member);
    const [exam] = (await examList(token)).list;
    expect(exam).toEqual({
      paperId: paper.id,
      paperName: 'Annual check',
      classifyName: null,
      state: ExamState.WAITING,
      pushDate: expect.any(Number),
      examEnableTime: expect.any(Number),
      examExpireTime: expect.any(Number),
      latestStartTime: expect.any(Number),
      duration: 45,
      questionCount: 3,
      totalScore: 10,
      passScore: 6,
      timesAllowed: 3,
      timesPerDay: 2,
      timesFinished: 0,
      timesFinishedToday: 0,
      isPublic: true,
      paid: true,
      payAmount: 9.9,
      payCompleted: true,
      answeringSheetId: null,
      lastSheetId: null,
    });
  });
});

describe('the paper classification tree', () => {
  it('has one root holding the tenant’s classifications', async () => {
    const { tenant, token } = await newLearner();
    const safety = await createExamClassification(test.db, tenant, { name: 'Safety' });
    const fire = await createExamClassification(test.db, tenant, { name: 'Fire', parent: safety });
    await createExamClassification(test.db, await createTenant(test.db), { name: 'Elsewhere' });
    const { envelope } = await callApi<TGetPaperClassifyListResponse>(test.app, {
      path: '/exam/paperClassifyList',
      token,
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body).toEqual([
      {
        name: '我的分类',
        labelKey: 'myClassification',
        classifyCode: '',
        classifyPath: '',
        isEdit: false,
        isAble: true,
        children: [
          {
            name: 'Safety',
            classifyCode: safety.code,
            classifyPath: safety.path,
            isEdit: false,
            isAble: true,
            children: [
              {
                name: 'Fire',
                classifyCode: fire.code,
                classifyPath: fire.path,
                isEdit: false,
                isAble: true,
                children: [],
              },
            ],
          },
        ],
      },
    ]);
  });
});

describe('the exam preview', () => {
  it('shows the candidate, the exam and that it can start', async () => {
    const { tenant, member, token } = await newLearner();
    const agreement = { title: 'Exam rules', content: 'No notes.' };
    const paper = await paperWith(tenant, { secondsPerQuestion: 90, agreement });
    const before = Date.now();
    const envelope = await preview(token, paper.id);
    expect(envelope.code).toBe('200');
    expect(envelope.body).toMatchObject({
      paperId: paper.id,
      state: ExamState.WAITING,
      candidate: { nickName: 'Ada Learner', userCode: member.userCode },
      secondsPerQuestion: 90,
      agreement,
      blockedBy: null,
      questionCount: 1,
    });
    expect(envelope.body.serverTime).toBeGreaterThanOrEqual(before);
  });

  it('names the code a start would answer', async () => {
    const { tenant, member, token } = await newLearner();
    const blockedBy = async (fields: PaperFields) =>
      (await preview(token, (await paperWith(tenant, fields)).id)).body.blockedBy;
    expect(await blockedBy({ pushDate: minutesFromNow(5) })).toBe('300301');
    expect(await blockedBy({ enableTime: minutesFromNow(5) })).toBe('300302');
    expect(await blockedBy({ expireTime: minutesFromNow(-5) })).toBe('300303');
    expect(await blockedBy({ latestStartTime: minutesFromNow(-5) })).toBe('300304');
    expect(await blockedBy({ paid: true, payAmount: 5 })).toBe('300313');

    const paid = await paperWith(tenant, { paid: true, payAmount: 5 });
    await recordPayment(test.db, paid, member);
    expect((await preview(token, paid.id)).body).toMatchObject({
      blockedBy: null,
      payCompleted: true,
    });

    const once = await paperWith(tenant, { timesAllowed: 1 });
    await takeAndSubmit(token, once);
    expect((await preview(token, once.id)).body.blockedBy).toBe('300308');

    // A sheet being answered is continued: nothing blocks it.
    const open = await paperWith(tenant, { timesAllowed: 1 });
    const sheetId = await startedSheet(test.app, token, open.id);
    expect((await preview(token, open.id)).body).toMatchObject({
      blockedBy: null,
      state: ExamState.IN_PROGRESS,
      answeringSheetId: sheetId,
    });
  });

  it('answers papers the learner may not open like the start does', async () => {
    const { tenant, token } = await newLearner();
    const elsewhere = await paperWith(await createTenant(test.db));
    expect((await preview(token, elsewhere.id)).code).toBe('300320');
    expect((await preview(token, 'no-such-paper')).code).toBe('300320');
    const deleted = await paperWith(tenant, { deletedAt: Date.now() });
    expect((await preview(token, deleted.id)).code).toBe('300307');
    const draft = await paperWith(tenant, { published: false });
    expect((await preview(token, draft.id)).code).toBe('300301');
  });
});

describe('deleting an exam record', () => {
  it('hides the submitted sheets, which still count as attempts', async () => {
    const { tenant, token } = await newLearner();
    const paper = await paperWith(tenant, { timesAllowed: 3 });
    await takeAndSubmit(token, paper);
    await takeAndSubmit(token, paper);
    const answeringSheetId = await startedSheet(test.app, token, paper.id);

    const { envelope } = await callApi(test.app, {
      path: '/exam/deleteRecord',
      token,
      body: { paperId: paper.id },
    });
    expect(envelope).toEqual({ code: '200', body: null });

    const [exam] = (await examList(token)).list;
    expect(exam).toMatchObject({
      timesFinished: 2,
      lastSheetId: null,
      answeringSheetId,
      state: ExamState.IN_PROGRESS,
    });
    const sheets = await test.db
      .selectFrom('answer_sheets')
      .select(['id', 'hidden_at'])
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets.filter((sheet) => sheet.hidden_at !== null)).toHaveLength(2);
    expect(sheets.find((sheet) => sheet.id === answeringSheetId)?.hidden_at).toBeNull();

    // Submitting the open sheet uses the last attempt: deleting gave none back.
    expect((await submitSheet(test.app, token, answeringSheetId)).code).toBe('200');
    expect((await preview(token, paper.id)).body.blockedBy).toBe('300308');
  });

  it('answers another tenant’s paper like a missing one', async () => {
    const { token } = await newLearner();
    const elsewhere = await paperWith(await createTenant(test.db));
    const { envelope } = await callApi(test.app, {
      path: '/exam/deleteRecord',
      token,
      body: { paperId: elsewhere.id },
    });
    expect(envelope.code).toBe('300320');
  });
});
