import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExamState,
  QuestionType,
  questionTypes,
  type TQuestionType,
} from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import { SAVE_GRACE_MS, SheetState } from '@lectern/contracts/exams/exam';
import type { TGetExamListResponse } from '@lectern/contracts/exams/get-exam-list';
import type { TAnswerSave } from '@lectern/contracts/exams/post-save-answers';
import {
  createPaper,
  createPaperWithQuestions,
  createQuestion,
  createQuestionBank,
  getAnswerSheet,
  invite,
  minutesFromNow,
  recordPayment,
  saveAnswers,
  setSheetDeadline,
  setSheetStart,
  startedSheet,
  startExam,
  submitSheet,
  type PaperFields,
  type TestQuestion,
} from '../../test/exam-factories';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { samplePdf } from '../../test/sample-files';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { newId } from '../../platform/security/tokens';
import { questionDrawing } from '../questions/question-drawing';
import { questionsRepositories } from '../questions/questions.repository';
import { answerSheetsService } from './answer-sheets.service';
import { startOfDay } from './exam-day';
import { examsRepositories } from './exams.repositories';
import { createSheetExpiry } from './sheet-expiry';
import { featureServices } from '../../features';

let test: TestApp;

beforeAll(async () => {
  // Expiry is driven by the tests: the background sweep would race them.
  // Papers change in the database under the app, as another process's pack import would change
  // them: read afresh on every call (paper-cache.test.ts covers the cache).
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const newLearner = (tenant?: TestTenant) => signedInLearner(test, tenant);

/** A learner with a started sheet of a paper with one question of each type given. */
const learnerAnswering = async (
  questionTypesOfPaper: TQuestionType[] = [
    QuestionType.TRUE_FALSE,
    QuestionType.SINGLE_CHOICE,
    QuestionType.FILL_IN_BLANK,
  ],
  fields: PaperFields = {},
) => {
  const learner = await newLearner();
  const { paper, questions } = await createPaperWithQuestions(
    test.db,
    learner.tenant,
    questionTypesOfPaper,
    fields,
  );
  const sheetId = await startedSheet(test.app, learner.token, paper.id);
  return { ...learner, paper, questions, sheetId };
};

const save = (
  question: Pick<TestQuestion, 'id'>,
  seq: number,
  answer: TAnswer | null,
  marked = false,
): TAnswerSave => ({ questionId: question.id, seq, answer, marked });

const blanks = (...values: string[]): TAnswer => ({
  questionType: QuestionType.FILL_IN_BLANK,
  blanks: values,
});

const sheetRow = (sheetId: string) =>
  test.db
    .selectFrom('answer_sheets')
    .selectAll()
    .where('id', '=', sheetId)
    .executeTakeFirstOrThrow();

/** The sheet's stored answers, each with its grade once graded. */
const storedAnswers = async (sheetId: string) => {
  const { grades } = await sheetRow(sheetId);
  const gradeOf = new Map(
    Object.entries(
      grades === null
        ? {}
        : (JSON.parse(grades) as Record<string, { status: string; score: number | null }>),
    ),
  );
  const rows = await test.db
    .selectFrom('sheet_answers')
    .selectAll()
    .where('sheet_id', '=', sheetId)
    .execute();
  const rowOf = new Map(rows.map((row) => [row.question_id, row]));
  // A question graded but never answered has a grade and no row.
  return new Map(
    [...new Set([...rowOf.keys(), ...gradeOf.keys()])].map((questionId) => {
      const row = rowOf.get(questionId);
      return [
        questionId,
        {
          answer: row?.answer == null ? null : (JSON.parse(row.answer) as TAnswer),
          seq: Number(row?.seq ?? 0),
          marked: row?.marked === 1,
          status: gradeOf.get(questionId)?.status ?? null,
          score: gradeOf.get(questionId)?.score ?? null,
        },
      ];
    }),
  );
};

/** A sweep by a service of its own (these tests read no rankings, so it refreshes none). */
const sweep = () =>
  createSheetExpiry(
    answerSheetsService({
      db: test.db,
      transact: test.database.transact,
      repositories: examsRepositories,
      dialect: test.database.dialect,
      config: test.config,
      rankings: { invalidatePaper: () => undefined },
      wrongAnswers: featureServices.wrongAnswers,
      paperEntries: featureServices.paperEntries,
      drawing: questionDrawing({
        db: test.db,
        transact: test.database.transact,
        repositories: questionsRepositories,
      }),
    }),
    test.app.log,
  ).sweep();

const shuffle = <T>(items: T[]) =>
  items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

describe('starting and continuing an exam', () => {
  it('answers the sheet it opens as GET /exam/answerSheet reads it', async () => {
    const { tenant, token } = await newLearner();
    const { paper } = await createPaperWithQuestions(test.db, tenant, [
      QuestionType.SINGLE_CHOICE,
      QuestionType.MULTIPLE_CHOICE,
    ]);
    const before = Date.now();
    const started = await startExam(test.app, token, paper.id);
    expect(started.code).toBe('200');
    const { serverTime, ...sheet } = started.body;
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(sheet.questions).toHaveLength(2);
    const read = await getAnswerSheet(test.app, token, sheet.answerSheetId);
    expect({ ...read.body, serverTime: undefined }).toEqual({ ...sheet, serverTime: undefined });
  });

  it('answers 300333 while a sheet is answered, and continues that sheet when asked to', async () => {
    const { paper, questions, token, sheetId } = await learnerAnswering();
    expect((await startExam(test.app, token, paper.id)).code).toBe('300333');
    const saved = save(questions[0]!, 1, { questionType: QuestionType.TRUE_FALSE, value: true });
    expect((await saveAnswers(test.app, token, sheetId, [saved])).code).toBe('200');
    const continued = await startExam(test.app, token, paper.id, true);
    expect(continued.code).toBe('200');
    // The sheet as it stands, with the answer saved before.
    expect(continued.body).toMatchObject({ answerSheetId: sheetId, lastSeq: 1, answers: [saved] });
    const read = await getAnswerSheet(test.app, token, sheetId);
    expect({ ...read.body, serverTime: 0 }).toEqual({ ...continued.body, serverTime: 0 });
    const sheets = await test.db
      .selectFrom('answer_sheets')
      .select('id')
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets).toEqual([{ id: sheetId }]);
  });

  it('never opens a new attempt when asked to continue one that is over', async () => {
    const { paper, token, sheetId } = await learnerAnswering();
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    expect((await startExam(test.app, token, paper.id, true)).code).toBe('300312');
    const sheets = await test.db
      .selectFrom('answer_sheets')
      .select('id')
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets).toHaveLength(1);
    // A start of its own opens the next attempt.
    expect((await startExam(test.app, token, paper.id)).code).toBe('200');
  });

  it('stores a paper’s questions once for all its sheets, and keeps each sheet’s as drawn', async () => {
    const first = await newLearner();
    const { paper, questions } = await createPaperWithQuestions(test.db, first.tenant, [
      QuestionType.TRUE_FALSE,
      QuestionType.SINGLE_CHOICE,
    ]);
    const learners = [first, await newLearner(first.tenant), await newLearner(first.tenant)];
    const sheets = [];
    for (const learner of learners) {
      const sheetId = await startedSheet(test.app, learner.token, paper.id);
      sheets.push((await getAnswerSheet(test.app, learner.token, sheetId)).body);
    }
    const storedSets = () =>
      test.db
        .selectFrom('question_sets')
        .select('id')
        .where('tenant_id', '=', first.tenant.id)
        .execute();
    expect(await storedSets()).toHaveLength(1);
    expect(sheets[1]?.questions).toEqual(sheets[0]?.questions);
    expect(sheets[2]?.questions).toEqual(sheets[0]?.questions);

    // The question is reworded and the paper republished: later sheets get the new wording.
    const question = await test.db
      .selectFrom('questions')
      .select('view')
      .where('id', '=', questions[0]!.id)
      .executeTakeFirstOrThrow();
    const view = JSON.parse(question.view) as { content: string };
    await test.db
      .updateTable('questions')
      .set({ view: JSON.stringify({ ...view, content: '<p>Reworded</p>' }) })
      .where('id', '=', questions[0]!.id)
      .execute();
    await test.db
      .updateTable('papers')
      .set({ updated_at: Date.now() + 1 })
      .where('id', '=', paper.id)
      .execute();
    const late = await newLearner(first.tenant);
    const lateSheetId = await startedSheet(test.app, late.token, paper.id);
    const lateSheet = (await getAnswerSheet(test.app, late.token, lateSheetId)).body;
    expect(lateSheet.questions[0]?.content).toBe('<p>Reworded</p>');
    expect(await storedSets()).toHaveLength(2);
    const reloaded = await getAnswerSheet(test.app, first.token, sheets[0]!.answerSheetId);
    expect(reloaded.body.questions).toEqual(sheets[0]?.questions);
  });

  it('makes exactly one sheet of 20 concurrent starts', async () => {
    const { tenant, token } = await newLearner();
    const { paper } = await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startExam(test.app, token, paper.id)),
    );
    const started = answers.filter((envelope) => envelope.code === '200');
    expect(started).toHaveLength(1);
    for (const envelope of answers.filter((answer) => answer.code !== '200')) {
      expect(['300333', '300347']).toContain(envelope.code);
    }
    const sheets = await test.db
      .selectFrom('answer_sheets')
      .select('id')
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets.map((sheet) => sheet.id)).toEqual([started[0]?.body.answerSheetId]);
  });

  it('starts many learners at once, each on a sheet of their own, refusing only a second start', async () => {
    const { tenant, token: twiceToken } = await newLearner();
    const { paper } = await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE]);
    const others = await Promise.all(Array.from({ length: 11 }, () => newLearner(tenant)));
    // The paper's draw is stored by a first start, so the others can be made together.
    const firstSheetId = await startedSheet(test.app, others[0]!.token, paper.id);
    const [twiceFirst, twiceSecond, ...rest] = await Promise.all([
      startExam(test.app, twiceToken, paper.id),
      startExam(test.app, twiceToken, paper.id),
      ...others.slice(1).map(({ token }) => startExam(test.app, token, paper.id)),
    ]);
    expect(rest.map((envelope) => envelope.code)).toEqual(rest.map(() => '200'));
    const [started, refused] = [twiceFirst!, twiceSecond!].sort((a, b) =>
      a.code.localeCompare(b.code),
    );
    expect(started!.code).toBe('200');
    expect(['300333', '300347']).toContain(refused!.code);
    const sheets = await test.db
      .selectFrom('answer_sheets')
      .select(['id', 'member_id'])
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets).toHaveLength(12);
    expect(new Set(sheets.map((sheet) => sheet.member_id)).size).toBe(12);
    expect(sheets.map((sheet) => sheet.id)).toContain(firstSheetId);
  });

  it('draws and orders the questions once per sheet and keeps them', async () => {
    const { tenant, token } = await newLearner();
    const bank = await createQuestionBank(test.db, tenant);
    const pool: TestQuestion[] = [];
    for (let index = 0; index < 12; index += 1) {
      pool.push(await createQuestion(test.db, bank, QuestionType.SINGLE_CHOICE));
    }
    const fixedBank = await createQuestionBank(test.db, tenant);
    const fixed: TestQuestion[] = [];
    for (let index = 0; index < 4; index += 1) {
      fixed.push(await createQuestion(test.db, fixedBank, QuestionType.TRUE_FALSE));
    }
    const paper = await createPaper(test.db, tenant, {
      shuffleQuestions: true,
      timesAllowed: null,
      questions: fixed.map((question) => ({ question, score: 5 })),
      draws: [{ bankId: bank.id, questionType: QuestionType.SINGLE_CHOICE, count: 6, score: 2 }],
    });

    const orders: string[][] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const sheetId = await startedSheet(test.app, token, paper.id);
      const first = await getAnswerSheet(test.app, token, sheetId);
      expect(first.code).toBe('200');
      const order = first.body.questions.map((question) => question.questionId);
      expect(new Set(order).size).toBe(10);
      // The fixed questions come first (in a shuffled order), then the draw.
      expect(new Set(order.slice(0, 4))).toEqual(new Set(fixed.map((question) => question.id)));
      const poolIds = new Set(pool.map((question) => question.id));
      expect(order.slice(4).every((id) => poolIds.has(id))).toBe(true);
      expect(first.body.questions.map((question) => question.score)).toEqual([
        5, 5, 5, 5, 2, 2, 2, 2, 2, 2,
      ]);

      // Reloaded, and even after the bank changed: the same questions in the same order.
      await test.db.deleteFrom('questions').where('id', '=', order[4]!).execute();
      pool.push(await createQuestion(test.db, bank, QuestionType.SINGLE_CHOICE));
      const reloaded = await getAnswerSheet(test.app, token, sheetId);
      expect(reloaded.body.questions).toEqual(first.body.questions);
      orders.push(order);
      expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    }
    // Each sheet draws for itself (4 equal draws of 6 from 12 in order: practically never).
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
  });

  it('never sends an answer key or analysis with the sheet being answered', async () => {
    const { token, sheetId, questions } = await learnerAnswering(questionTypes);
    const { envelope, response } = await callApi(test.app, {
      path: '/exam/answerSheet',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(envelope.code).toBe('200');
    // The questions come serialized once per draw (JsonText), inside an ordinary JSON answer.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const viewKeys = [
      'blankCount',
      'clozeBlanks',
      'content',
      'customTypeName',
      'docNames',
      'docPics',
      'docUrls',
      'media',
      'options',
      'parts',
      'questionId',
      'questionType',
      'score',
      'targets',
      'upload',
    ];
    type TRawView = Record<string, unknown> & { parts: TRawView[] };
    const raw = JSON.parse(response.body) as { body: { questions: TRawView[] } };
    const views = raw.body.questions.flatMap((view) => [view, ...view.parts]);
    expect(views.length).toBeGreaterThan(questionTypes.length);
    for (const view of views) expect(Object.keys(view).sort()).toEqual(viewKeys);
    for (const question of questions) expect(response.body).not.toContain(question.analysis);
    // The fill-in-blank key's words.
    expect(response.body).not.toContain('Paris');
  });

  it('sets the deadline from the duration, capped by the exam’s end', async () => {
    const deadlineOf = async (fields: PaperFields) => {
      const { token, sheetId } = await learnerAnswering([QuestionType.TRUE_FALSE], fields);
      const { body } = await getAnswerSheet(test.app, token, sheetId);
      return { startTime: body.startTime, deadline: body.deadline };
    };
    const byDuration = await deadlineOf({ durationMinutes: 30 });
    expect(byDuration.deadline).toBe(byDuration.startTime + 30 * 60_000);
    const expireTime = minutesFromNow(10);
    expect((await deadlineOf({ durationMinutes: 30, expireTime })).deadline).toBe(expireTime);
    expect((await deadlineOf({ durationMinutes: null, expireTime })).deadline).toBe(expireTime);
    expect((await deadlineOf({ durationMinutes: null })).deadline).toBeNull();
  });
});

describe('attempts', () => {
  it('allows the attempts in total, hidden records included', async () => {
    const { tenant, token } = await newLearner();
    const { paper } = await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE], {
      timesAllowed: 2,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const sheetId = await startedSheet(test.app, token, paper.id);
      expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
      const { envelope } = await callApi(test.app, {
        path: '/exam/deleteRecord',
        token,
        body: { paperId: paper.id },
      });
      expect(envelope.code).toBe('200');
    }
    expect((await startExam(test.app, token, paper.id)).code).toBe('300308');
    expect((await startExam(test.app, token, paper.id, true)).code).toBe('300312');
  });

  it('refuses another attempt with 300382 while a submitted sheet is being marked', async () => {
    const { token, paper, questions, sheetId } = await learnerAnswering([
      QuestionType.SHORT_ANSWER,
    ]);
    const [essay] = questions as [TestQuestion];
    expect(
      (await saveAnswers(test.app, token, sheetId, [save(essay, 1, essay.rightAnswer)])).code,
    ).toBe('200');
    expect(await submitSheet(test.app, token, sheetId)).toMatchObject({
      code: '200',
      body: { state: SheetState.MARKING },
    });
    expect((await startExam(test.app, token, paper.id)).code).toBe('300382');
    const { envelope } = await callApi<{ blockedBy: string | null }>(test.app, {
      path: '/exam/preview',
      token,
      query: { paperId: paper.id },
    });
    expect(envelope.body.blockedBy).toBe('300382');

    // Once marked, the learner may take it again.
    await test.db
      .updateTable('answer_sheets')
      .set({ state: SheetState.JUDGED })
      .where('id', '=', sheetId)
      .execute();
    expect((await startExam(test.app, token, paper.id)).code).toBe('200');
  });

  it('counts the sheets started today in the exam time zone against the attempts per day', async () => {
    const { tenant, token } = await newLearner();
    const { paper } = await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE], {
      timesPerDay: 1,
      timesAllowed: 3,
    });
    const first = await startedSheet(test.app, token, paper.id);
    expect((await submitSheet(test.app, token, first)).code).toBe('200');
    expect((await startExam(test.app, token, paper.id)).code).toBe('300308');

    // Started yesterday in the exam's time zone (whatever the server's zone): a new day's attempt.
    const yesterday = startOfDay(Date.now(), test.config.examTimeZone) - 1;
    await setSheetStart(test.db, first, yesterday);
    const second = await startedSheet(test.app, token, paper.id);
    expect((await submitSheet(test.app, token, second)).code).toBe('200');
    expect((await startExam(test.app, token, paper.id)).code).toBe('300308');

    await setSheetStart(test.db, second, yesterday);
    const third = await startedSheet(test.app, token, paper.id);
    expect((await submitSheet(test.app, token, third)).code).toBe('200');
    // Three in total: the next day does not help either.
    await setSheetStart(test.db, third, yesterday);
    expect((await startExam(test.app, token, paper.id)).code).toBe('300308');
  });

  it('places the exam day in the configured time zone', () => {
    // 2024-06-01 00:30 in Shanghai is still 31 May in UTC.
    const now = Date.UTC(2024, 4, 31, 16, 30);
    expect(startOfDay(now, 'Asia/Shanghai')).toBe(Date.UTC(2024, 4, 31, 16, 0));
    expect(startOfDay(now, 'UTC')).toBe(Date.UTC(2024, 4, 31));
    // A day that starts in winter time and ends in summer time (New York, 10 March 2024).
    expect(startOfDay(Date.UTC(2024, 2, 10, 20), 'America/New_York')).toBe(
      Date.UTC(2024, 2, 10, 5),
    );
    expect(startOfDay(Date.UTC(2024, 10, 3, 20), 'America/New_York')).toBe(
      Date.UTC(2024, 10, 3, 4),
    );
  });
});

describe('the exam’s window and payment', () => {
  it('refuses a start outside the window or before paying, with the spec’s codes', async () => {
    const { tenant, member, token } = await newLearner();
    const startCode = async (fields: PaperFields) => {
      const { paper } = await createPaperWithQuestions(
        test.db,
        tenant,
        [QuestionType.TRUE_FALSE],
        fields,
      );
      return (await startExam(test.app, token, paper.id)).code;
    };
    expect(await startCode({ pushDate: minutesFromNow(5) })).toBe('300301');
    expect(await startCode({ published: false })).toBe('300301');
    expect(await startCode({ enableTime: minutesFromNow(5) })).toBe('300302');
    expect(await startCode({ expireTime: minutesFromNow(-1) })).toBe('300303');
    expect(await startCode({ latestStartTime: minutesFromNow(-1) })).toBe('300304');
    expect(await startCode({ paid: true, payAmount: 5 })).toBe('300313');
    expect(await startCode({ deletedAt: Date.now() })).toBe('300307');
    expect(await startCode({ isPublic: false })).toBe('300306');
    expect(
      await startCode({
        enableTime: minutesFromNow(-5),
        latestStartTime: minutesFromNow(5),
        expireTime: minutesFromNow(60),
      }),
    ).toBe('200');

    const { paper: paid } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.TRUE_FALSE],
      { paid: true, payAmount: 5, isPublic: false },
    );
    await invite(test.db, paid, member);
    expect((await startExam(test.app, token, paid.id)).code).toBe('300313');
    await recordPayment(test.db, paid, member);
    expect((await startExam(test.app, token, paid.id)).code).toBe('200');

    const { paper: elsewhere } = await createPaperWithQuestions(
      test.db,
      await createTenant(test.db),
      [QuestionType.TRUE_FALSE],
    );
    expect((await startExam(test.app, token, elsewhere.id)).code).toBe('300320');
    expect((await startExam(test.app, token, newId())).code).toBe('300320');
  });

  it('continues a sheet after the latest start time has passed', async () => {
    const { paper, token, sheetId } = await learnerAnswering([QuestionType.TRUE_FALSE], {
      latestStartTime: minutesFromNow(5),
    });
    await test.db
      .updateTable('papers')
      .set({ latest_start_time: minutesFromNow(-1) })
      .where('id', '=', paper.id)
      .execute();
    expect((await startExam(test.app, token, paper.id, true)).body).toMatchObject({
      answerSheetId: sheetId,
    });
  });
});

describe('saving answers', () => {
  it('keeps the newest save of each question, whatever order saves arrive in', async () => {
    const { token, sheetId, questions } = await learnerAnswering();
    const [truth, choice, fill] = questions as [TestQuestion, TestQuestion, TestQuestion];

    const first = await saveAnswers(test.app, token, sheetId, [
      save(truth, 5, truth.rightAnswer, true),
      save(fill, 6, blanks('Paris', '')),
    ]);
    expect(first.code).toBe('200');
    expect(first.body.saved).toEqual([
      { questionId: truth.id, seq: 5 },
      { questionId: fill.id, seq: 6 },
    ]);

    // The same save again changes nothing; an older one is acknowledged with the newer seq.
    expect(
      (await saveAnswers(test.app, token, sheetId, [save(truth, 5, truth.wrongAnswer, false)])).body
        .saved,
    ).toEqual([{ questionId: truth.id, seq: 5 }]);
    expect(
      (await saveAnswers(test.app, token, sheetId, [save(fill, 3, blanks('Old', 'Older'))])).body
        .saved,
    ).toEqual([{ questionId: fill.id, seq: 6 }]);

    // Several saves of one question in one call: the highest seq wins.
    expect(
      (
        await saveAnswers(test.app, token, sheetId, [
          save(choice, 9, choice.rightAnswer),
          save(choice, 8, choice.wrongAnswer),
          save(fill, 7, blanks('Paris', 'Rome')),
        ])
      ).body.saved,
    ).toEqual([
      { questionId: choice.id, seq: 9 },
      { questionId: choice.id, seq: 9 },
      { questionId: fill.id, seq: 7 },
    ]);

    const sheet = await getAnswerSheet(test.app, token, sheetId);
    expect(sheet.body.lastSeq).toBe(9);
    expect(new Map(sheet.body.answers.map((answer) => [answer.questionId, answer]))).toEqual(
      new Map([
        [truth.id, { questionId: truth.id, answer: truth.rightAnswer, marked: true, seq: 5 }],
        [choice.id, { questionId: choice.id, answer: choice.rightAnswer, marked: false, seq: 9 }],
        [fill.id, { questionId: fill.id, answer: blanks('Paris', 'Rome'), marked: false, seq: 7 }],
      ]),
    );
  });

  it('clears an answer and keeps its marked flag', async () => {
    const { token, sheetId, questions } = await learnerAnswering();
    const [truth, choice, fill] = questions as [TestQuestion, TestQuestion, TestQuestion];
    await saveAnswers(test.app, token, sheetId, [
      save(truth, 1, truth.rightAnswer),
      save(choice, 2, choice.rightAnswer),
      save(fill, 3, blanks('Paris', 'Rome')),
    ]);
    expect(
      (
        await saveAnswers(test.app, token, sheetId, [
          save(truth, 4, null, true),
          // Emptied rather than cleared: stored as cleared.
          save(fill, 5, blanks('', ' ')),
        ])
      ).code,
    ).toBe('200');
    const { body } = await getAnswerSheet(test.app, token, sheetId);
    const answers = new Map(body.answers.map((answer) => [answer.questionId, answer]));
    expect(answers.get(truth.id)).toEqual({
      questionId: truth.id,
      answer: null,
      marked: true,
      seq: 4,
    });
    expect(answers.get(fill.id)).toMatchObject({ answer: null, seq: 5 });

    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    const graded = await storedAnswers(sheetId);
    expect(graded.get(truth.id)).toMatchObject({ status: 'unanswered', score: 0, marked: true });
    expect(graded.get(fill.id)).toMatchObject({ status: 'unanswered', score: 0 });
    expect(graded.get(choice.id)).toMatchObject({ status: 'right', score: 10 });
    expect(await sheetRow(sheetId)).toMatchObject({ answered_count: 1, score: 10 });
  });

  it('refuses a save to a question not on the sheet, or of another type, and stores none of it', async () => {
    const { token, sheetId, questions } = await learnerAnswering();
    const [truth, choice] = questions as [TestQuestion, TestQuestion];
    const { tenant } = await newLearner();
    const { questions: others } = await createPaperWithQuestions(test.db, tenant, [
      QuestionType.TRUE_FALSE,
    ]);
    const [other] = others as [TestQuestion];
    expect(
      (
        await saveAnswers(test.app, token, sheetId, [
          save(truth, 1, truth.rightAnswer),
          save(other, 2, other.rightAnswer),
        ])
      ).code,
    ).toBe('300360');
    expect(
      (
        await saveAnswers(test.app, token, sheetId, [
          save(truth, 3, truth.rightAnswer),
          save(choice, 4, truth.rightAnswer),
        ])
      ).code,
    ).toBe('300337');
    const { body } = await getAnswerSheet(test.app, token, sheetId);
    expect(body.answers).toEqual([]);
    expect(body.lastSeq).toBe(0);
  });

  it('accepts saves within the grace after the deadline, finishing at the deadline', async () => {
    const { token, sheetId, questions } = await learnerAnswering();
    const [truth] = questions as [TestQuestion];
    const deadline = Date.now() - SAVE_GRACE_MS / 2;
    await setSheetDeadline(test.db, sheetId, deadline);
    expect(
      (await saveAnswers(test.app, token, sheetId, [save(truth, 1, truth.rightAnswer)])).code,
    ).toBe('200');
    expect((await getAnswerSheet(test.app, token, sheetId)).code).toBe('200');
    // Not yet the sweep's: the grace has not passed.
    await sweep();
    expect((await sheetRow(sheetId)).state).toBe(SheetState.ANSWERING);

    expect((await submitSheet(test.app, token, sheetId)).body.state).toBe(SheetState.JUDGED);
    expect(await sheetRow(sheetId)).toMatchObject({
      finished_at: deadline,
      submit_reason: 'learner',
      score: 10,
    });
  });

  it('answers 300342 after the deadline plus grace, the sheet submitted by the server', async () => {
    const { paper, token, sheetId, questions } = await learnerAnswering();
    const [truth, choice] = questions as [TestQuestion, TestQuestion];
    await saveAnswers(test.app, token, sheetId, [
      save(truth, 1, truth.rightAnswer),
      save(choice, 2, choice.wrongAnswer),
    ]);
    const deadline = Date.now() - SAVE_GRACE_MS - 1000;
    await setSheetDeadline(test.db, sheetId, deadline);

    expect(
      (await saveAnswers(test.app, token, sheetId, [save(choice, 3, choice.rightAnswer)])).code,
    ).toBe('300342');
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: 'time-up',
      finished_at: deadline,
      score: 10,
      answered_count: 2,
    });
    const graded = await storedAnswers(sheetId);
    expect(graded.get(truth.id)).toMatchObject({ status: 'right', score: 10, seq: 1 });
    expect(graded.get(choice.id)).toMatchObject({ status: 'wrong', score: 0, seq: 2 });

    expect((await saveAnswers(test.app, token, sheetId, [save(choice, 4, null)])).code).toBe(
      '300342',
    );
    expect((await getAnswerSheet(test.app, token, sheetId)).code).toBe('300342');
    // Submitting again answers the state it is in; the start makes the next attempt.
    expect((await submitSheet(test.app, token, sheetId)).body).toEqual({
      answerSheetId: sheetId,
      state: SheetState.JUDGED,
    });
    expect((await startExam(test.app, token, paper.id)).code).toBe('200');
  });

  it('keeps the highest of 50 concurrent saves of one question', async () => {
    const { token, sheetId, questions } = await learnerAnswering();
    const fill = questions[2]!;
    const seqs = shuffle(Array.from({ length: 50 }, (_, index) => index + 1));
    const answers = await Promise.all(
      seqs.map((seq) =>
        saveAnswers(test.app, token, sheetId, [save(fill, seq, blanks(`seq ${seq}`, ''))]).then(
          (envelope) => ({ seq, envelope }),
        ),
      ),
    );
    for (const { seq, envelope } of answers) {
      expect(envelope.code).toBe('200');
      const [ack] = envelope.body.saved;
      // Acknowledged at its own seq or a newer one, never above what is stored.
      expect(ack?.seq).toBeGreaterThanOrEqual(seq);
      expect(ack?.seq).toBeLessThanOrEqual(50);
    }
    const { body } = await getAnswerSheet(test.app, token, sheetId);
    expect(body.answers).toEqual([
      { questionId: fill.id, answer: blanks('seq 50', ''), marked: false, seq: 50 },
    ]);
    expect(body.lastSeq).toBe(50);
  });

  it('keeps the highest seq of every question under concurrent saves to several questions', async () => {
    const { token, sheetId, questions } = await learnerAnswering([
      QuestionType.FILL_IN_BLANK,
      QuestionType.FILL_IN_BLANK,
      QuestionType.FILL_IN_BLANK,
      QuestionType.FILL_IN_BLANK,
    ]);
    const saves = shuffle(
      Array.from({ length: 60 }, (_, index) => {
        const question = questions[index % questions.length]!;
        return save(question, index + 1, blanks(`seq ${index + 1}`));
      }),
    );
    // Batches of three, sent at once.
    const batches = Array.from({ length: 20 }, (_, index) => saves.slice(index * 3, index * 3 + 3));
    const answers = await Promise.all(
      batches.map((batch) => saveAnswers(test.app, token, sheetId, batch)),
    );
    const highest = new Map<string, number>();
    for (const entry of saves) {
      highest.set(entry.questionId, Math.max(highest.get(entry.questionId) ?? 0, entry.seq));
    }
    answers.forEach((envelope, index) => {
      expect(envelope.code).toBe('200');
      envelope.body.saved.forEach((ack, position) => {
        expect(ack.seq).toBeGreaterThanOrEqual(batches[index]![position]!.seq);
        expect(ack.seq).toBeLessThanOrEqual(highest.get(ack.questionId)!);
      });
    });
    const { body } = await getAnswerSheet(test.app, token, sheetId);
    expect(body.answers).toHaveLength(4);
    for (const answer of body.answers) {
      const seq = highest.get(answer.questionId);
      expect(answer).toMatchObject({ seq, answer: blanks(`seq ${seq}`) });
    }
    expect(body.lastSeq).toBe(60);
  });
});

describe('submitting', () => {
  it('refuses with 300349 until every question has an answer when the paper asks for all', async () => {
    const { token, sheetId, questions } = await learnerAnswering(undefined, {
      requireAllAnswered: true,
    });
    const [truth, choice, fill] = questions as [TestQuestion, TestQuestion, TestQuestion];
    await saveAnswers(test.app, token, sheetId, [
      save(truth, 1, truth.rightAnswer),
      save(choice, 2, choice.rightAnswer),
    ]);
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('300349');
    // An emptied answer is no answer.
    await saveAnswers(test.app, token, sheetId, [save(fill, 3, blanks('', ''))]);
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('300349');
    await saveAnswers(test.app, token, sheetId, [save(fill, 4, blanks('Paris', 'Rome'))]);
    expect(await submitSheet(test.app, token, sheetId)).toEqual({
      code: '200',
      body: { answerSheetId: sheetId, state: SheetState.JUDGED },
    });
    expect((await sheetRow(sheetId)).answered_count).toBe(3);
  });

  it('refuses a submission before the earliest submit time, telling that time', async () => {
    const { token, sheetId } = await learnerAnswering(undefined, { earliestSubmitMinutes: 30 });
    const startedAt = (await sheetRow(sheetId)).started_at;
    expect(await submitSheet(test.app, token, sheetId)).toEqual({
      code: '300316',
      body: startedAt + 30 * 60 * 1000,
    });
    expect((await sheetRow(sheetId)).state).toBe(SheetState.ANSWERING);
  });

  it('grades each of many sheets submitted at once, twice each, on its own answers', async () => {
    const learners = await Promise.all(Array.from({ length: 12 }, () => learnerAnswering()));
    await Promise.all(
      learners.map(({ token, sheetId, questions }, index) => {
        const [truth] = questions as [TestQuestion];
        // Every other learner answers the true-or-false question wrongly.
        const answer = index % 2 === 0 ? truth.rightAnswer : truth.wrongAnswer;
        return saveAnswers(test.app, token, sheetId, [save(truth, 1, answer)]);
      }),
    );
    const submitted = await Promise.all(
      learners.flatMap(({ token, sheetId }) => [
        submitSheet(test.app, token, sheetId),
        submitSheet(test.app, token, sheetId),
      ]),
    );
    expect(submitted).toEqual(
      learners.flatMap(({ sheetId }) =>
        Array.from({ length: 2 }, () => ({
          code: '200',
          body: { answerSheetId: sheetId, state: SheetState.JUDGED },
        })),
      ),
    );
    const rightScore = (await sheetRow(learners[0]!.sheetId)).score;
    expect(rightScore).toBeGreaterThan(0);
    for (const [index, { sheetId, questions }] of learners.entries()) {
      const [truth] = questions as [TestQuestion];
      expect(await sheetRow(sheetId)).toMatchObject({
        state: SheetState.JUDGED,
        answered_count: 1,
        score: index % 2 === 0 ? rightScore : 0,
      });
      expect((await storedAnswers(sheetId)).get(truth.id)?.status).toBe(
        index % 2 === 0 ? 'right' : 'wrong',
      );
    }
  });

  it('changes the state once under 20 concurrent submits, all answering the same', async () => {
    const { token, sheetId, questions } = await learnerAnswering();
    const [truth, choice, fill] = questions as [TestQuestion, TestQuestion, TestQuestion];
    await saveAnswers(test.app, token, sheetId, [
      save(truth, 1, truth.rightAnswer),
      save(choice, 2, choice.rightAnswer),
      save(fill, 3, blanks('Paris', 'Berlin')),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitSheet(test.app, token, sheetId)),
    );
    for (const envelope of answers) {
      expect(envelope).toEqual({
        code: '200',
        body: { answerSheetId: sheetId, state: SheetState.JUDGED },
      });
    }
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: 'learner',
      score: 25,
      answered_count: 3,
      passed: 1,
    });
    const graded = await storedAnswers(sheetId);
    expect([...graded.values()].map((answer) => answer.status).sort()).toEqual([
      'partial',
      'right',
      'right',
    ]);
    expect((await saveAnswers(test.app, token, sheetId, [save(truth, 9, null)])).code).toBe(
      '300312',
    );
  });

  it('grades every acknowledged save when saves and submits race', async () => {
    const { token, sheetId, questions } = await learnerAnswering([
      QuestionType.FILL_IN_BLANK,
      QuestionType.FILL_IN_BLANK,
      QuestionType.FILL_IN_BLANK,
    ]);
    const saves = Array.from({ length: 30 }, (_, index) =>
      save(questions[index % 3]!, index + 1, blanks('Paris', index % 2 === 0 ? 'Rome' : 'x')),
    );
    const calls = shuffle([
      ...saves.map((entry) =>
        saveAnswers(test.app, token, sheetId, [entry]).then((envelope) => ({
          kind: 'save' as const,
          entry,
          envelope,
        })),
      ),
      ...Array.from({ length: 5 }, () =>
        submitSheet(test.app, token, sheetId).then((envelope) => ({
          kind: 'submit' as const,
          envelope,
        })),
      ),
    ]);
    const results = await Promise.all(calls);
    const graded = await storedAnswers(sheetId);
    for (const result of results) {
      if (result.kind === 'submit') {
        expect(result.envelope.code).toBe('200');
        continue;
      }
      if (result.envelope.code === '200') {
        const stored = graded.get(result.entry.questionId);
        expect(stored?.seq).toBeGreaterThanOrEqual(result.entry.seq);
      } else {
        expect(result.envelope.code).toBe('300312');
      }
    }
    const sheet = await sheetRow(sheetId);
    expect(sheet.state).toBe(SheetState.JUDGED);
    expect(sheet.score).toBe(
      [...graded.values()].reduce((sum, answer) => sum + (answer.score ?? 0), 0),
    );
  });
});

describe('the expiry sweep', () => {
  it('submits expired sheets at their deadline with every saved answer', async () => {
    const first = await learnerAnswering();
    const second = await learnerAnswering([QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE]);
    const inGrace = await learnerAnswering();
    const untimed = await learnerAnswering([QuestionType.TRUE_FALSE], { durationMinutes: null });

    const [truth, choice, fill] = first.questions as [TestQuestion, TestQuestion, TestQuestion];
    await saveAnswers(test.app, first.token, first.sheetId, [
      save(truth, 1, truth.rightAnswer, true),
      save(choice, 2, choice.wrongAnswer),
      save(fill, 3, blanks('Paris', 'Rome')),
      save(fill, 4, blanks('paris', 'Madrid')),
    ]);
    const [secondChoice] = second.questions as [TestQuestion];
    await saveAnswers(test.app, second.token, second.sheetId, [
      save(secondChoice, 1, secondChoice.rightAnswer),
    ]);

    const firstDeadline = Date.now() - 5 * 60_000;
    const secondDeadline = Date.now() - SAVE_GRACE_MS - 1000;
    await setSheetDeadline(test.db, first.sheetId, firstDeadline);
    await setSheetDeadline(test.db, second.sheetId, secondDeadline);
    await setSheetDeadline(test.db, inGrace.sheetId, Date.now() - SAVE_GRACE_MS / 2);

    await sweep();

    expect(await sheetRow(first.sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: 'time-up',
      finished_at: firstDeadline,
      score: 15,
      answered_count: 3,
    });
    const firstGraded = await storedAnswers(first.sheetId);
    expect(firstGraded.get(truth.id)).toMatchObject({ status: 'right', marked: true, seq: 1 });
    expect(firstGraded.get(choice.id)).toMatchObject({ status: 'wrong', score: 0 });
    expect(firstGraded.get(fill.id)).toMatchObject({ status: 'partial', score: 5, seq: 4 });

    expect(await sheetRow(second.sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      finished_at: secondDeadline,
      score: 10,
      answered_count: 1,
    });
    expect((await storedAnswers(second.sheetId)).get(second.questions[1]!.id)).toMatchObject({
      status: 'unanswered',
      score: 0,
    });
    expect((await sheetRow(inGrace.sheetId)).state).toBe(SheetState.ANSWERING);
    expect((await sheetRow(untimed.sheetId)).state).toBe(SheetState.ANSWERING);

    // The learner then hears that time is up; a submit answers the state.
    expect((await getAnswerSheet(test.app, first.token, first.sheetId)).code).toBe('300342');
    expect((await submitSheet(test.app, first.token, first.sheetId)).body.state).toBe(
      SheetState.JUDGED,
    );
    // A second sweep grades nothing again.
    await test.db
      .updateTable('answer_sheets')
      .set({ score: 99 })
      .where('id', '=', first.sheetId)
      .execute();
    await sweep();
    expect((await sheetRow(first.sheetId)).score).toBe(99);
  });

  it('submits the learner’s expired sheet when they look at the exam list', async () => {
    const { token, sheetId, paper } = await learnerAnswering();
    const deadline = Date.now() - SAVE_GRACE_MS - 1000;
    await setSheetDeadline(test.db, sheetId, deadline);
    const { envelope } = await callApi<TGetExamListResponse>(test.app, {
      path: '/exam/list',
      token,
    });
    expect(envelope.body.list.find((exam) => exam.paperId === paper.id)).toMatchObject({
      state: ExamState.WAITING,
      answeringSheetId: null,
      lastSheetId: sheetId,
      timesFinished: 1,
    });
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      finished_at: deadline,
    });
  });

  it('passes over a sheet that cannot be graded and submits the others', async () => {
    const broken = await learnerAnswering();
    const healthy = await learnerAnswering();
    await saveAnswers(test.app, broken.token, broken.sheetId, [
      save(broken.questions[0]!, 1, broken.questions[0]!.rightAnswer),
    ]);
    await test.db
      .updateTable('sheet_answers')
      .set({ answer: '{not json' })
      .where('sheet_id', '=', broken.sheetId)
      .execute();
    // The broken sheet comes first in the sweep's order.
    await setSheetDeadline(test.db, broken.sheetId, Date.now() - 10 * 60_000);
    await setSheetDeadline(test.db, healthy.sheetId, Date.now() - 5 * 60_000);

    await sweep();
    expect((await sheetRow(healthy.sheetId)).state).toBe(SheetState.JUDGED);
    expect((await sheetRow(broken.sheetId)).state).toBe(SheetState.ANSWERING);
  });
});

describe('another learner’s or tenant’s sheet', () => {
  it('answers exactly like a missing sheet', async () => {
    const owner = await learnerAnswering();
    const [truth] = owner.questions as [TestQuestion];
    await saveAnswers(test.app, owner.token, owner.sheetId, [save(truth, 1, truth.rightAnswer)]);
    const sameTenant = await newLearner(owner.tenant);
    const otherTenant = await newLearner();

    const calls = async (token: string, sheetId: string) => [
      (await getAnswerSheet(test.app, token, sheetId)).code,
      (await saveAnswers(test.app, token, sheetId, [save(truth, 5, truth.wrongAnswer)])).code,
      (await submitSheet(test.app, token, sheetId)).code,
    ];
    const missing = await calls(sameTenant.token, newId());
    expect(missing).toEqual(['300324', '300324', '300324']);
    expect(await calls(sameTenant.token, owner.sheetId)).toEqual(missing);
    expect(await calls(otherTenant.token, owner.sheetId)).toEqual(missing);

    expect(await sheetRow(owner.sheetId)).toMatchObject({
      state: SheetState.ANSWERING,
      last_seq: 1,
    });
    expect((await getAnswerSheet(test.app, owner.token, owner.sheetId)).body.answers).toEqual([
      { questionId: truth.id, answer: truth.rightAnswer, marked: false, seq: 1 },
    ]);

    // Submitted, too.
    expect((await submitSheet(test.app, owner.token, owner.sheetId)).code).toBe('200');
    expect(await calls(otherTenant.token, owner.sheetId)).toEqual(missing);
  });

  it('is refused among many learners saving at once, who each keep only their own answers', async () => {
    const owners = await Promise.all(Array.from({ length: 12 }, () => learnerAnswering()));
    const intruders = await Promise.all(owners.map((owner) => newLearner(owner.tenant)));
    const outcomes = await Promise.all(
      owners.flatMap((owner, index) => {
        const [truth] = owner.questions as [TestQuestion];
        return [
          saveAnswers(test.app, owner.token, owner.sheetId, [save(truth, 3, truth.rightAnswer)]),
          saveAnswers(test.app, intruders[index]!.token, owner.sheetId, [
            save(truth, 9, truth.wrongAnswer),
          ]),
        ];
      }),
    );
    expect(outcomes.map((envelope) => envelope.code)).toEqual(
      owners.flatMap(() => ['200', '300324']),
    );
    for (const owner of owners) {
      const [truth] = owner.questions as [TestQuestion];
      const { body } = await getAnswerSheet(test.app, owner.token, owner.sheetId);
      expect(body.answers).toEqual([
        { questionId: truth.id, answer: truth.rightAnswer, marked: false, seq: 3 },
      ]);
      expect(body.lastSeq).toBe(3);
    }
  });
});

describe('an answer’s files', () => {
  const uploadAs = async (token: string) => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(samplePdf())]), 'working.pdf');
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/uploadFile',
      headers: { authorization: token },
      payload: data,
    });
    return response.json<{ body: string }>().body;
  };

  it('are the learner’s own uploads: another learner’s answers like a missing one', async () => {
    const learner = await learnerAnswering([QuestionType.SHORT_ANSWER]);
    const [question] = learner.questions as [TestQuestion];
    const neighbour = await newLearner(learner.tenant);
    const neighbours = await uploadAs(neighbour.token);
    const own = await uploadAs(learner.token);
    const withFiles = (...fileUrls: string[]): TAnswer => ({
      questionType: QuestionType.SHORT_ANSWER,
      text: '',
      fileUrls,
    });
    const saving = (seq: number, answer: TAnswer) =>
      saveAnswers(test.app, learner.token, learner.sheetId, [save(question, seq, answer)]);

    const missing = (
      await saving(1, withFiles(`${new URL(own).origin}/h5/api/files/${newId()}/x.pdf`))
    ).code;
    expect(missing).toBe('300337');
    expect((await saving(2, withFiles(neighbours))).code).toBe(missing);
    expect((await saving(3, withFiles(own, neighbours))).code).toBe(missing);
    expect(await storedAnswers(learner.sheetId)).toEqual(new Map());

    expect((await saving(4, withFiles(own))).code).toBe('200');
    expect((await storedAnswers(learner.sheetId)).get(question.id)?.answer).toEqual(withFiles(own));
  });
});

describe('the calendar day attempts are counted by', () => {
  it('starts at local midnight every day, across daylight-saving changes', () => {
    const zone = 'Europe/Berlin';
    const midnight = (day: string) => new Date(`${day}T00:00:00+01:00`).getTime();
    const midnightSummer = (day: string) => new Date(`${day}T00:00:00+02:00`).getTime();
    const hour = 60 * 60 * 1000;
    // Hour by hour from 28 March to 1 April 2031: clocks go forward on 30 March.
    const from = midnight('2031-03-28');
    const expected = (at: number) =>
      at < midnight('2031-03-29')
        ? midnight('2031-03-28')
        : at < midnight('2031-03-30')
          ? midnight('2031-03-29')
          : at < midnightSummer('2031-03-31')
            ? midnight('2031-03-30')
            : at < midnightSummer('2031-04-01')
              ? midnightSummer('2031-03-31')
              : at < midnightSummer('2031-04-02')
                ? midnightSummer('2031-04-01')
                : midnightSummer('2031-04-02');
    for (let at = from; at < from + 5 * 24 * hour; at += hour) {
      expect(startOfDay(at, zone)).toBe(expected(at));
    }
    expect(startOfDay(Date.UTC(2031, 4, 15, 16), 'Asia/Shanghai')).toBe(Date.UTC(2031, 4, 15, 16));
    expect(startOfDay(Date.UTC(2031, 4, 15, 15, 59), 'Asia/Shanghai')).toBe(
      Date.UTC(2031, 4, 14, 16),
    );
  });
});
