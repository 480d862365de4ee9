import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamState, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TAnswer, TSimpleAnswer } from '@lectern/contracts/questions/answer';
import type { TSimpleAnswerKey } from '@lectern/contracts/questions/answer-key';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TPackPaper } from '@lectern/contracts/exams/exam-pack';
import type { TPackQuestion } from '@lectern/contracts/questions/question-pack';
import { isCombination } from '@lectern/contracts/questions/question-pack-checks';
import type { TGetAdmissionTicketsResponse } from '@lectern/contracts/exams/get-admission-tickets';
import type { TGetAnswerDetailResponse } from '@lectern/contracts/exams/get-answer-detail';
import {
  ExamCollectionState,
  type TGetExamCollectionResponse,
} from '@lectern/contracts/exams/get-exam-collection';
import type { TGetExamListResponse } from '@lectern/contracts/exams/get-exam-list';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import type { TGetPaperClassifyListResponse } from '@lectern/contracts/exams/get-paper-classify-list';
import type { TPostReportPageLeaveResponse } from '@lectern/contracts/exams/post-report-page-leave';
import type { TSheetPause } from '@lectern/contracts/exams/post-pause-answer-sheet';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import {
  getAnswerSheet,
  saveAnswers,
  startedSheet,
  startExam,
  submitSheet,
} from '../test/exam-factories';
import { samplePdf, samplePng } from '../test/sample-files';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, readPackFile } from './import-pack';

/**
 * The demo pack's exams as its learners meet them: the pack's answer keys and the server's grader
 * must agree, and every exam must be open whenever the demo is started.
 */

let test: TestApp;
let pack: TContentPack;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false });
  await importPackFile(
    {
      db: test.db,
      storage: createLocalStorage(test.config.uploadDir),
      passwords: createPasswordHasher(test.config.passwordHashing),
    },
    builtinDemoPackPath(),
  );
  pack = await readPackFile(builtinDemoPackPath());
});
afterAll(() => test.close());

const MINUTE_MS = 60_000;

const signIn = async (userCode: string) => {
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: '100100', userCode, password: 'demo1234' },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.tokenValue;
};

const examList = async (token: string, query: Record<string, string> = {}) => {
  const { envelope } = await callApi<TGetExamListResponse>(test.app, {
    path: '/exam/list',
    token,
    query: { pageSize: '50', ...query },
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const packPaper = (code: string): TPackPaper => {
  const paper = pack.papers.find((candidate) => candidate.code === code);
  if (!paper) throw new Error(`the demo pack has no paper ${code}`);
  return paper;
};

const paperIdOf = async (token: string, code: string) => {
  const { name } = packPaper(code);
  const exam = (await examList(token, { paperName: name })).list.find(
    (candidate) => candidate.paperName === name,
  );
  if (!exam) throw new Error(`${name} is not in the exam list`);
  return exam.paperId;
};

const packQuestion = (bankCode: string, questionCode: string): TPackQuestion => {
  const question = pack.questionBanks
    .find((bank) => bank.code === bankCode)
    ?.questions.find((candidate) => candidate.code === questionCode);
  if (!question) throw new Error(`the demo pack has no question ${bankCode}/${questionCode}`);
  return question;
};

/** Uploads a file as the learner, answering its URL. */
const upload = async (token: string, file: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(file)]), name);
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/uploadFile',
    headers: { authorization: token },
    payload: data,
  });
  const envelope = response.json<{ code: string; body: string }>();
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const demoAsset = (path: string) => readFileSync(new URL(`./demo/assets/${path}`, import.meta.url));

/** The start of an ISO media file as a browser records video: enough for type detection. */
const sampleMp4 = () =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.alloc(256),
  ]);

type TRecordings = { files: string[]; audio: string; video: string };

/** The answer a pack key calls right; types a person marks get a plausible answer. */
const rightAnswerOf = (
  key: TSimpleAnswerKey,
  view: TQuestionView,
  recordings: TRecordings,
): TSimpleAnswer => {
  switch (key.questionType) {
    case QuestionType.SINGLE_CHOICE:
      return { questionType: key.questionType, choice: key.choice };
    case QuestionType.MULTIPLE_CHOICE:
      return { questionType: key.questionType, choices: key.choices };
    case QuestionType.FILL_IN_BLANK:
      return { questionType: key.questionType, blanks: key.blanks.map(([first]) => first ?? '') };
    case QuestionType.TRUE_FALSE:
      return { questionType: key.questionType, value: key.value };
    case QuestionType.CLOZE:
      return { questionType: key.questionType, choices: key.choices };
    case QuestionType.SORTING:
      return { questionType: key.questionType, order: key.order };
    case QuestionType.MATCHING:
      return { questionType: key.questionType, pairs: key.pairs };
    case QuestionType.CLASSIFICATION:
      return { questionType: key.questionType, groups: key.groups };
    case QuestionType.SHORT_ANSWER:
      return {
        questionType: key.questionType,
        text: '先了解客户的行业背景，再用开放式问题请客户谈现状与痛点，倾听并复述确认。',
        fileUrls: recordings.files,
      };
    case QuestionType.AUDIO_RECORDING:
      return { questionType: key.questionType, fileUrl: recordings.audio };
    case QuestionType.VIDEO_RECORDING:
      return { questionType: key.questionType, fileUrl: recordings.video };
    case QuestionType.SCALE:
      return { questionType: key.questionType, choice: view.options.at(-1)?.key ?? '' };
  }
};

const answerOf = (question: TPackQuestion, view: TQuestionView, recordings: TRecordings) => {
  if (!isCombination(question)) return rightAnswerOf(question.key, view, recordings);
  const parts = question.parts.map((part, index) => {
    const partView = view.parts[index];
    if (!partView) throw new Error(`part ${part.code} is missing from the sheet`);
    return [partView.questionId, rightAnswerOf(part.key, partView, recordings)] as const;
  });
  return { questionType: QuestionType.COMBINATION, parts: Object.fromEntries(parts) } as TAnswer;
};

/**
 * What the grader gives a right answer: marked types wait for a person unless they are worth
 * nothing on the paper; a scale scores nothing.
 */
const expectedGrade = (question: TPackQuestion, score: number) => {
  const type = isCombination(question) ? QuestionType.COMBINATION : question.key.questionType;
  const marked =
    type === QuestionType.SHORT_ANSWER ||
    type === QuestionType.AUDIO_RECORDING ||
    type === QuestionType.VIDEO_RECORDING;
  if (marked && score > 0) return { status: 'not-judged', score: null };
  if (marked || type === QuestionType.SCALE) return { status: 'not-scored', score: 0 };
  return { status: 'right', score };
};

describe('the demo exams', () => {
  it('are listed for the demo learner under their classifications, open now but last year’s', async () => {
    const token = await signIn('demo');
    const exams = (await examList(token)).list;
    expect(exams.map((exam) => exam.paperName).sort()).toEqual(
      pack.papers
        .filter((paper) => paper.isPublic || paper.invitees.includes('demo'))
        .map((paper) => paper.name)
        .sort(),
    );
    const ended = packPaper('infosec-2024').name;
    for (const exam of exams) {
      expect(exam.state).toBe(exam.paperName === ended ? ExamState.ENDED : ExamState.WAITING);
    }
    expect(exams.find((exam) => exam.paperName === '演示综合测验')).toMatchObject({
      classifyName: '综合测评',
      duration: 30,
      questionCount: 13,
      totalScore: 100,
      passScore: 60,
      timesAllowed: null,
      isPublic: true,
      paid: false,
    });

    const { envelope: tree } = await callApi<TGetPaperClassifyListResponse>(test.app, {
      path: '/exam/paperClassifyList',
      token,
    });
    const branches = tree.body[0]?.children ?? [];
    expect(branches.map((node) => node.name)).toEqual(['通用能力', '合规与安全', '岗位技能']);
    expect(branches[1]?.children.map((node) => [node.name, node.classifyPath])).toEqual([
      ['信息安全', 'compliance/info-security/'],
      ['安全生产', 'compliance/work-safety/'],
    ]);
    const infosec = await examList(token, { classifyCode: 'info-security' });
    expect(infosec.list.map((exam) => exam.paperName).sort()).toEqual(
      [
        '2024 年度信息安全知识考试',
        '信息安全年考（统一放榜）',
        '信息安全分部分测验',
        '信息安全闯关（一次机会）',
        '信息安全随机抽题测验',
        '信息安全自测（可暂停）',
        '信息安全自测（防切屏）',
        '信息安全快答（每题限时）',
      ].sort(),
    );
  });

  it('hold a non-public exam for the invited sales learners only', async () => {
    const name = packPaper('east-sales-quarterly').name;
    const demoToken = await signIn('demo');
    const paperId = await paperIdOf(demoToken, 'east-sales-quarterly');
    expect((await examList(demoToken, { paperName: name })).list[0]?.isPublic).toBe(false);

    const outsider = await signIn('learner2');
    expect((await examList(outsider, { paperName: name })).total).toBe(0);
    expect((await startExam(test.app, outsider, paperId)).code).toBe(ErrorCode.NOT_INVITED);
    expect((await startExam(test.app, await signIn('learner3'), paperId)).code).toBe('200');
  });

  it('hold a short-answer exam scored by its keywords, for learner5', async () => {
    const token = await signIn('learner5');
    const sheetId = await startedSheet(
      test.app,
      token,
      await paperIdOf(token, 'subjective-keywords'),
    );
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    const [password, phishing] = sheet.body.questions;
    const text = (value: string) => ({
      questionType: QuestionType.SHORT_ANSWER,
      text: value,
      fileUrls: [],
    });
    await saveAnswers(test.app, token, sheetId, [
      // Length and upper/lower case, no special character: 7 of 10.
      {
        questionId: password!.questionId,
        seq: 1,
        answer: text('至少 12 位，包含大写和小写字母'),
        marked: false,
      },
      // Every keyword, by its synonyms: 10.
      {
        questionId: phishing!.questionId,
        seq: 2,
        answer: text('不要点击链接，确认发件人后举报'),
        marked: false,
      },
    ]);
    expect((await submitSheet(test.app, token, sheetId)).body.state).toBe(SheetState.JUDGED);
    const { envelope: result } = await callApi<TGetExamResultResponse>(test.app, {
      path: '/exam/result',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(result.body).toMatchObject({ score: 17, totalScore: 20, passed: true });
  });

  it('hold a self-graded exam whose short answers learner5 may score for 30 minutes', async () => {
    const token = await signIn('learner5');
    expect(
      (await examList(await signIn('demo'), { paperName: '信息安全反思（自评）' })).total,
    ).toBe(0);
    const sheetId = await startedSheet(
      test.app,
      token,
      await paperIdOf(token, 'self-graded-reflection'),
    );
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    await saveAnswers(
      test.app,
      token,
      sheetId,
      sheet.body.questions
        .filter((view) => view.questionType === QuestionType.SHORT_ANSWER)
        .map((view, index) => ({
          questionId: view.questionId,
          seq: index + 1,
          answer: {
            questionType: QuestionType.SHORT_ANSWER,
            text: '离开座位时锁屏。',
            fileUrls: [],
          },
          marked: false,
        })),
    );
    expect((await submitSheet(test.app, token, sheetId)).body.state).toBe(SheetState.MARKING);
    const { envelope: result } = await callApi<TGetExamResultResponse>(test.app, {
      path: '/exam/result',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(result.body.selfGradingUntil).toBe(result.body.finishTime + 30 * MINUTE_MS);
    const { envelope: own } = await callApi<{ questions: { referenceAnswer: string | null }[] }>(
      test.app,
      { path: '/exam/selfGrading', token, query: { answerSheetId: sheetId } },
    );
    expect(own.body.questions).toHaveLength(2);
    for (const question of own.body.questions) expect(question.referenceAnswer).toBeTruthy();
  });

  it('let the demo marker in to the marking API, and no learner', async () => {
    const { envelope } = await callApi<TPostLoginResponse>(test.app, {
      path: '/login/login',
      body: { factoryCode: '100100', userCode: 'marker', password: 'marker1234' },
    });
    expect(envelope.code).toBe('200');
    const marker = await callApi(test.app, {
      path: '/admin/exam/ungradedAnswers',
      token: envelope.body.tokenValue,
    });
    expect(marker.envelope.code).toBe('200');
    const learner = await callApi(test.app, {
      path: '/admin/exam/ungradedAnswers',
      token: await signIn('learner5'),
    });
    expect(learner.envelope.code).toBe(ErrorCode.NOT_ADMINISTRATOR);
  });

  it('issue admission tickets for two of the demo learner’s exams, which the marker checks', async () => {
    const { envelope } = await callApi<TGetAdmissionTicketsResponse>(test.app, {
      path: '/examinee/admissionTickets',
      token: await signIn('demo'),
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.map((ticket) => ticket.paperName)).toEqual([
      '信息安全年考（统一放榜）',
      '华东销售部季度销售技能考核',
    ]);
    expect(envelope.body[0]).toMatchObject({
      nickName: '演示学员',
      userCode: 'demo',
      deptName: '华东销售部',
      notes: packPaper('infosec-2027').examineeNotes,
    });
    const marker = await callApi<TPostLoginResponse>(test.app, {
      path: '/login/login',
      body: { factoryCode: '100100', userCode: 'marker', password: 'marker1234' },
    });
    const lookup = await callApi(test.app, {
      path: '/admin/exam/admissionTicket',
      query: { ticketNumber: envelope.body[1]!.ticketNumber },
      token: marker.envelope.body.tokenValue,
    });
    expect(lookup.envelope).toEqual({ code: '200', body: { ...envelope.body[1], admitted: true } });
  });

  it('hold a paid exam that cannot be entered before paying', async () => {
    const token = await signIn('learner2');
    const exam = (await examList(token, { paperName: packPaper('sales-elite-certification').name }))
      .list[0];
    expect(exam).toMatchObject({ paid: true, payAmount: 99, payCompleted: false });
    expect((await startExam(test.app, token, exam?.paperId ?? '')).code).toBe(
      ErrorCode.EXAM_FEE_UNPAID,
    );
  });

  it('draw a timed exam from the information-security bank, graded by the pack’s keys', async () => {
    const token = await signIn('learner3');
    const paper = packPaper('infosec-random');
    const sheetId = await startedSheet(test.app, token, await paperIdOf(token, paper.code));
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    expect(sheet.code).toBe('200');
    expect(sheet.body.deadline).toBe(sheet.body.startTime + 10 * MINUTE_MS);

    const bank = pack.questionBanks.find((candidate) => candidate.code === 'info-security');
    const byContent = new Map(bank?.questions.map((question) => [question.content, question]));
    const drawn = sheet.body.questions.map((view) => {
      const question = byContent.get(view.content);
      if (!question || isCombination(question))
        throw new Error(`not from the bank: ${view.content}`);
      return { view, question };
    });
    for (const rule of paper.draws) {
      const ofType = drawn.filter(({ view }) => view.questionType === rule.questionType);
      expect(ofType).toHaveLength(rule.count);
      for (const { view } of ofType) expect(view.score).toBe(rule.score);
    }
    expect(new Set(drawn.map(({ question }) => question.code)).size).toBe(drawn.length);

    const recordings = { files: [], audio: '', video: '' };
    const saved = await saveAnswers(
      test.app,
      token,
      sheetId,
      drawn.map(({ view, question }, index) => ({
        questionId: view.questionId,
        seq: index + 1,
        answer: rightAnswerOf(question.key, view, recordings),
        marked: false,
      })),
    );
    expect(saved.code).toBe('200');
    expect(await submitSheet(test.app, token, sheetId)).toMatchObject({
      code: '200',
      body: { state: SheetState.JUDGED },
    });
    const { envelope: result } = await callApi<TGetExamResultResponse>(test.app, {
      path: '/exam/result',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(result.body).toMatchObject({ score: 40, totalScore: 40, passed: true });
  });

  it('hold an exam that may be paused twice, but not on the question that forbids it', async () => {
    const token = await signIn('learner2');
    const sheetId = await startedSheet(test.app, token, await paperIdOf(token, 'infosec-pausable'));
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    expect(sheet.body.suspension).toEqual({ maxPauseMinutes: 5, pausesLeft: 2, pausedUntil: null });
    const [first, second] = sheet.body.questions;
    expect(second?.content).toBe(packQuestion('info-security', 'virus-first-step').content);
    expect(second?.pauseForbidden).toBe(true);
    // Types are named as the tenant names them (single choice, true or false), else built in.
    expect(sheet.body.questions.map((view) => [view.questionType, view.customTypeName])).toEqual([
      [QuestionType.SINGLE_CHOICE, '单项选择'],
      [QuestionType.SINGLE_CHOICE, '单项选择'],
      [QuestionType.SINGLE_CHOICE, '单项选择'],
      [QuestionType.TRUE_FALSE, '是非题'],
      [QuestionType.MULTIPLE_CHOICE, null],
    ]);
    const pause = (questionId = '') =>
      callApi<TSheetPause>(test.app, {
        path: '/exam/pause',
        token,
        body: { answerSheetId: sheetId, questionId },
      }).then(({ envelope }) => envelope);
    expect((await pause(second?.questionId)).code).toBe(ErrorCode.EXAM_INFO_WRONG);
    const paused = await pause(first?.questionId);
    expect(paused.body).toMatchObject({ pausesLeft: 1 });
    expect(paused.body.deadline).toBe((sheet.body.deadline ?? 0) + 5 * MINUTE_MS);
  });
});

describe('信息安全考试（考前采集）', () => {
  it('asks collector for a badge number, employer and level before the exam, once for every attempt', async () => {
    const token = await signIn('collector');
    const paperId = await paperIdOf(token, 'certified-collection');
    expect(
      (await examList(await signIn('demo'), { paperName: packPaper('certified-collection').name }))
        .total,
    ).toBe(0);
    expect((await startExam(test.app, token, paperId)).code).toBe(ErrorCode.REQUIRED_INFO_EMPTY);
    const { envelope: form } = await callApi<TGetExamCollectionResponse>(test.app, {
      path: '/exam/collection',
      token,
      query: { paperId },
    });
    expect(form.body.fields.map((field) => [field.label, field.required, field.unique])).toEqual([
      ['工牌号', true, true],
      ['工作单位', true, false],
      ['报考级别', true, false],
      ['从业年限', false, false],
    ]);
    const { envelope: saved } = await callApi<TGetExamCollectionResponse>(test.app, {
      path: '/exam/saveCollection',
      token,
      body: {
        paperId,
        values: { badgeNo: 'B-2024-001', employer: '华东分公司', certLevel: '中级', workYears: '' },
      },
    });
    expect(saved.body.state).toBe(ExamCollectionState.DONE);
    const sheetId = await startedSheet(test.app, token, paperId);
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    expect((await startExam(test.app, token, paperId)).code).toBe('200');
  });
});

describe('信息安全自测（防切屏）', () => {
  it('watches page leaves: a warning, a 10 s countdown, and the fourth leave submits', async () => {
    const token = await signIn('learner3');
    const sheetId = await startedSheet(test.app, token, await paperIdOf(token, 'infosec-strict'));
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    expect(sheet.body.leaveRule).toEqual({
      returnSeconds: 10,
      maxLeaveSeconds: 60,
      leaves: 0,
      leavesLeft: 3,
      violations: 0,
      violationsLeft: 1,
    });
    const leave = (leaveId: string) =>
      callApi<TPostReportPageLeaveResponse>(test.app, {
        path: '/exam/leave',
        token,
        body: {
          answerSheetId: sheetId,
          leaveId,
          kind: 'blur',
          phase: 'returned',
          durationMs: 5_000,
        },
      }).then(({ envelope }) => envelope.body);
    // The sheet started moments ago: the server lets each leave last as long as it has seen.
    await test.db
      .updateTable('answer_sheets')
      .set((eb) => ({ started_at: eb('started_at', '-', MINUTE_MS) }))
      .where('id', '=', sheetId)
      .execute();
    expect((await leave('one')).leave.outcome).toBe('warning');
    expect((await leave('two')).leave.outcome).toBe('inTime');
    expect((await leave('three')).leavesLeft).toBe(0);
    expect((await leave('four')).submitted).toBe(true);
    expect((await getAnswerSheet(test.app, token, sheetId)).code).toBe(
      ErrorCode.CHEATING_FORCED_SUBMISSION,
    );
  });
});

describe('保密承诺测验（需签名）', () => {
  it('asks signer to sign as 承诺人签名 before submitting, and shows the signature after', async () => {
    const token = await signIn('signer');
    const sheetId = await startedSheet(test.app, token, await paperIdOf(token, 'signed-pledge'));
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    expect(sheet.body.signature).toMatchObject({ title: '承诺人签名', imageUrl: null });
    expect((await submitSheet(test.app, token, sheetId)).code).toBe(ErrorCode.SIGNATURE_EMPTY);
    const signed = await callApi(test.app, {
      path: '/exam/sign',
      token,
      body: { answerSheetId: sheetId, imageUrl: await upload(token, samplePng(), 'signature.png') },
    });
    expect(signed.envelope.code).toBe('200');
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    const detail = await callApi<TGetAnswerDetailResponse>(test.app, {
      path: '/exam/answerDetail',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(detail.envelope.body.signature).toMatchObject({ title: '承诺人签名' });
    expect(detail.envelope.body.signature?.imageUrl).toMatch(/^\/h5\/api\/files\//);
  });
});

describe('演示综合测验', () => {
  it('takes every question type in a fixed order, and a right answer to each earns full marks', async () => {
    const token = await signIn('demo');
    const paper = packPaper('demo-comprehensive');
    const sheetId = await startedSheet(test.app, token, await paperIdOf(token, paper.code));
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    expect(sheet.code).toBe('200');
    const views = sheet.body.questions;
    const entries = paper.questions.map((entry) => ({
      ...entry,
      question: packQuestion(entry.bankCode, entry.questionCode),
    }));
    expect(views.map((view) => view.content)).toEqual(
      entries.map(({ question }) => question.content),
    );
    expect(new Set(views.map((view) => view.questionType))).toEqual(
      new Set(Object.values(QuestionType)),
    );

    const pdf = await upload(token, samplePdf(), '拜访记录.pdf');
    const recordings = {
      files: [pdf],
      audio: await upload(token, demoAsset('exams/product-intro.mp3'), '朗读.mp3'),
      video: await upload(token, sampleMp4(), '自我介绍.mp4'),
    };
    const saved = await saveAnswers(
      test.app,
      token,
      sheetId,
      entries.map(({ question }, index) => {
        const view = views[index] as TQuestionView;
        return {
          questionId: view.questionId,
          seq: index + 1,
          answer: answerOf(question, view, recordings),
          marked: false,
        };
      }),
    );
    expect(saved.code).toBe('200');
    expect(await submitSheet(test.app, token, sheetId)).toMatchObject({
      code: '200',
      // Its short answer and recordings are worth nothing, so nothing waits for a marker.
      body: { state: SheetState.JUDGED },
    });

    const { envelope: detail } = await callApi<TGetAnswerDetailResponse>(test.app, {
      path: '/exam/answerDetail',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(detail.code).toBe('200');
    expect(detail.body.questions.map(({ status, score }) => ({ status, score }))).toEqual(
      entries.map(({ question, score }) => expectedGrade(question, score)),
    );
    const objectiveTotal = detail.body.questions.reduce((sum, { score }) => sum + (score ?? 0), 0);
    expect(objectiveTotal).toBe(100);
    // Attempts are unlimited and the exam never ends: the keys never come with the answers.
    expect(detail.body).toMatchObject({ keysShown: false, keysVisibility: 'never' });
    for (const answered of detail.body.questions) {
      expect(answered).toMatchObject({ key: null, analysis: null });
    }
  });

  it('has an exam in two sections, a pass-mode challenge and one whose results wait for its end', async () => {
    const token = await signIn('demo');
    const sheetOf = async (code: string) => {
      const sheetId = await startedSheet(test.app, token, await paperIdOf(token, code));
      return { sheetId, sheet: (await getAnswerSheet(test.app, token, sheetId)).body };
    };

    const sectioned = await sheetOf('infosec-sections');
    expect(
      sectioned.sheet.sections?.map(({ name, questionIds }) => [name, questionIds.length]),
    ).toEqual([
      ['基础知识', 3],
      ['情景判断', 4],
    ]);
    const [, , , scenario] = sectioned.sheet.questions;
    const early = await saveAnswers(test.app, token, sectioned.sheetId, [
      {
        questionId: scenario!.questionId,
        seq: 1,
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'B' },
        marked: false,
      },
    ]);
    expect(early.body.refused).toEqual([
      { questionId: scenario!.questionId, code: ErrorCode.MUST_FINISH_SECTION_BEFORE_SWITCHING },
    ]);

    const challenge = await sheetOf('infosec-challenge');
    expect(challenge.sheet.passMode).toEqual({ chances: 1, chancesLeft: 1 });
    const wrong = (index: number, seq: number) =>
      saveAnswers(test.app, token, challenge.sheetId, [
        {
          questionId: challenge.sheet.questions[index]!.questionId,
          seq,
          answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'D' },
          marked: false,
        },
      ]);
    expect((await wrong(0, 1)).body).toMatchObject({ chancesLeft: 0 });
    expect((await wrong(1, 2)).code).toBe(ErrorCode.LEVEL_FAILED);

    const unified = await sheetOf('infosec-2027');
    expect(await submitSheet(test.app, token, unified.sheetId)).toMatchObject({ code: '200' });
    const { envelope: result } = await callApi<TGetExamResultResponse>(test.app, {
      path: '/exam/result',
      token,
      query: { answerSheetId: unified.sheetId },
    });
    expect(result.body).toMatchObject({
      score: null,
      resultReleaseTime: packPaper('infosec-2027').examExpireTime,
      canViewAnswers: false,
    });
  });
});
