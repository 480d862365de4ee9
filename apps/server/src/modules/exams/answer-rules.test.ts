import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { QuestionType, type TQuestionType } from '@lectern/contracts/common/enums';
import type { TQuestionWindow } from '@lectern/contracts/exams/post-open-question';
import type { TAnswerSave } from '@lectern/contracts/exams/post-save-answers';
import {
  createPaperWithQuestions,
  getAnswerSheet,
  saveAnswers,
  startedSheet,
  type PaperFields,
  type TestQuestion,
} from '../../test/exam-factories';
import { signedInLearner } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const sheetRow = (sheetId: string) =>
  test.db
    .selectFrom('answer_sheets')
    .select(['open_section', 'wrong_count', 'state', 'submit_reason'])
    .where('id', '=', sheetId)
    .executeTakeFirstOrThrow();

const storedAnswers = async (sheetId: string) =>
  new Map(
    (
      await test.db
        .selectFrom('sheet_answers')
        .select(['question_id', 'answer', 'verdict'])
        .where('sheet_id', '=', sheetId)
        .execute()
    ).map((row) => [row.question_id, row]),
  );

/** A learner answering a paper of the given questions, with the paper's rules. */
const answering = async (
  types: TQuestionType[],
  fields: PaperFields & { sectionOf?: (index: number) => number },
) => {
  const learner = await signedInLearner(test);
  const { paper, questions } = await createPaperWithQuestions(test.db, learner.tenant, types, {
    durationMinutes: 60,
    ...fields,
  });
  const sheetId = await startedSheet(test.app, learner.token, paper.id);
  let seq = 0;
  /** A save of `question`: its right or wrong answer, or null to clear it. */
  const save = (
    question: TestQuestion,
    answer: 'right' | 'wrong' | null,
    marked = false,
  ): TAnswerSave => ({
    questionId: question.id,
    seq: (seq += 1),
    answer:
      answer === null ? null : answer === 'right' ? question.rightAnswer : question.wrongAnswer,
    marked,
  });
  const send = (...saves: TAnswerSave[]) => saveAnswers(test.app, learner.token, sheetId, saves);
  return { ...learner, paper, sheetId, questions, save, send };
};

describe('sections (spec §5, 300357)', () => {
  /** Four true/false questions: two in 'Basics', two in 'Practice'. */
  const sectioned = () =>
    answering(
      [
        QuestionType.TRUE_FALSE,
        QuestionType.TRUE_FALSE,
        QuestionType.TRUE_FALSE,
        QuestionType.TRUE_FALSE,
      ],
      { sections: ['Basics', 'Practice'], sectionOf: (index) => (index < 2 ? 0 : 1) },
    );

  it('lists the sections in order with their questions, the first one open', async () => {
    const { token, sheetId, questions } = await sectioned();
    const { body } = await getAnswerSheet(test.app, token, sheetId);
    expect(body.sections).toEqual([
      { name: 'Basics', questionIds: [questions[0]!.id, questions[1]!.id] },
      { name: 'Practice', questionIds: [questions[2]!.id, questions[3]!.id] },
    ]);
    expect(body.openSection).toBe(0);
    expect(body.questions.map((question) => question.questionId)).toEqual(
      questions.map((question) => question.id),
    );
  });

  it('refuses an answer in the next section until every question of this one is answered', async () => {
    const { sheetId, questions, save, send } = await sectioned();
    const [first, second, third] = questions as [TestQuestion, TestQuestion, TestQuestion];
    const refused = await send(save(first, 'right'), save(third, 'right'));
    expect(refused.code).toBe('200');
    expect(refused.body.refused).toEqual([
      { questionId: third.id, code: ErrorCode.MUST_FINISH_SECTION_BEFORE_SWITCHING },
    ]);
    expect(refused.body.openSection).toBe(0);
    expect(refused.body.saved.find((entry) => entry.questionId === first.id)?.seq).toBeGreaterThan(
      0,
    );
    expect((await storedAnswers(sheetId)).has(third.id)).toBe(false);

    // The last question of the section and the next section's first, in one save.
    const opened = await send(save(second, 'wrong'), save(third, 'right'));
    expect(opened.body).toMatchObject({ refused: [], openSection: 1 });
    expect((await storedAnswers(sheetId)).get(third.id)?.answer).not.toBeNull();
    expect((await sheetRow(sheetId)).open_section).toBe(1);
  });

  it('keeps an opened section open when an earlier answer is changed or cleared', async () => {
    const { token, sheetId, questions, save, send } = await sectioned();
    const [first, second, third, fourth] = questions as [
      TestQuestion,
      TestQuestion,
      TestQuestion,
      TestQuestion,
    ];
    await send(save(first, 'right'), save(second, 'right'), save(third, 'right'));
    expect((await send(save(first, null))).body.refused).toEqual([]);
    const later = await send(save(fourth, 'wrong'));
    expect(later.body).toMatchObject({ refused: [], openSection: 1 });
    expect((await getAnswerSheet(test.app, token, sheetId)).body.openSection).toBe(1);
  });

  it('opens the next section once, when two tabs complete this one at the same time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { sheetId, questions, save, send } = await sectioned();
      const [first, second, third] = questions as [TestQuestion, TestQuestion, TestQuestion];
      // Each tab answers one half of the section and, on the next page, the third question.
      const [tabA, tabB] = await Promise.all([
        send(save(first, 'right'), save(third, 'right')),
        send(save(second, 'right'), save(third, 'wrong')),
      ]);
      // Whichever came second saw the section complete and opened the next one.
      const accepted = [tabA, tabB].filter((tab) => tab.body.refused.length === 0);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]?.body.openSection).toBe(1);
      expect((await sheetRow(sheetId)).open_section).toBe(1);
      expect((await storedAnswers(sheetId)).get(third.id)?.answer).not.toBeNull();
    }
  });
});

describe('pass (break-through) mode (spec §3, §4, 300361)', () => {
  const passMode = (types: TQuestionType[], chances = 1) =>
    answering(types, { passChances: chances });

  it('judges each answer on save, uses a chance on a wrong one and keeps judged answers final', async () => {
    const { token, sheetId, questions, save, send } = await passMode([
      QuestionType.TRUE_FALSE,
      QuestionType.SINGLE_CHOICE,
      QuestionType.TRUE_FALSE,
    ]);
    const [first, second] = questions as [TestQuestion, TestQuestion];
    expect((await getAnswerSheet(test.app, token, sheetId)).body.passMode).toEqual({
      chances: 1,
      chancesLeft: 1,
    });

    const right = await send(save(first, 'right'));
    expect(right.body).toMatchObject({
      judged: [{ questionId: first.id, correct: true }],
      chancesLeft: 1,
    });
    const wrong = await send(save(second, 'wrong'));
    expect(wrong.body).toMatchObject({
      judged: [{ questionId: second.id, correct: false }],
      chancesLeft: 0,
    });

    // Trying the judged question again changes nothing.
    const retry = await send(save(second, 'right'));
    expect(retry.body.refused).toEqual([
      { questionId: second.id, code: ErrorCode.ANSWER_QUESTION_INFO_WRONG },
    ]);
    expect((await storedAnswers(sheetId)).get(second.id)?.verdict).toBe(0);
    const { body } = await getAnswerSheet(test.app, token, sheetId);
    expect(body.passMode).toEqual({ chances: 1, chancesLeft: 0 });
    expect(body.answers.find((answer) => answer.questionId === first.id)?.correct).toBe(true);
    expect(body.answers.find((answer) => answer.questionId === second.id)?.correct).toBe(false);
  });

  it('submits the sheet on a wrong answer with no chance left (300361), and says so after', async () => {
    const { token, sheetId, questions, save, send } = await passMode(
      [QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE],
      0,
    );
    const [first, second, third] = questions as [TestQuestion, TestQuestion, TestQuestion];
    expect((await send(save(first, 'right'))).body.chancesLeft).toBe(0);
    const failed = await send(save(second, 'wrong'));
    expect(failed).toEqual({ code: ErrorCode.LEVEL_FAILED, body: null });
    expect(await sheetRow(sheetId)).toMatchObject({
      state: 'judged',
      submit_reason: 'level-failed',
      wrong_count: 1,
    });
    // The wrong answer counts in the result, as it was given.
    expect((await storedAnswers(sheetId)).get(second.id)?.verdict).toBe(0);
    expect((await send(save(third, 'right'))).code).toBe(ErrorCode.LEVEL_FAILED);
    expect((await getAnswerSheet(test.app, token, sheetId)).code).toBe(ErrorCode.LEVEL_FAILED);
  });

  it('uses no chance on an answer a marker judges later', async () => {
    const { questions, save, send } = await passMode(
      [QuestionType.SHORT_ANSWER, QuestionType.TRUE_FALSE],
      0,
    );
    const [essay] = questions as [TestQuestion];
    const saved = await send(save(essay, 'wrong'));
    expect(saved.body).toMatchObject({ refused: [], judged: [], chancesLeft: 0 });
  });

  it('judges one of two tabs answering the same question at once, using one chance', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { sheetId, questions, save, send } = await passMode(
        [QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE],
        3,
      );
      const [first] = questions as [TestQuestion];
      const tabs = await Promise.all([send(save(first, 'wrong')), send(save(first, 'wrong'))]);
      expect(tabs.flatMap((tab) => tab.body.judged ?? [])).toHaveLength(1);
      expect((await sheetRow(sheetId)).wrong_count).toBe(1);
    }
  });
});

describe('per-question time (spec §9)', () => {
  const timed = () =>
    answering([QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE], {
      secondsPerQuestion: 30,
    });
  const open = (token: string, answerSheetId: string, questionId: string) =>
    callApi<TQuestionWindow>(test.app, {
      path: '/exam/openQuestion',
      token,
      body: { answerSheetId, questionId },
    }).then(({ envelope }) => envelope);
  /** Moves the opening of a question's window `ms` into the past. */
  const openedAgo = (sheetId: string, questionId: string, ms: number) =>
    test.db
      .updateTable('sheet_answers')
      .set((eb) => ({ opened_at: eb('opened_at', '-', ms) }))
      .where('sheet_id', '=', sheetId)
      .where('question_id', '=', questionId)
      .execute();

  it('opens a question’s window once, when the sheet first shows it', async () => {
    const { token, sheetId, questions } = await timed();
    const [first] = questions as [TestQuestion];
    const opened = await open(token, sheetId, first.id);
    expect(opened.code).toBe('200');
    expect(opened.body.closesAt - opened.body.openedAt).toBe(30_000);
    // A second tab, or the same one after a reload, gets the same window.
    expect((await open(token, sheetId, first.id)).body.openedAt).toBe(opened.body.openedAt);
    const { body } = await getAnswerSheet(test.app, token, sheetId);
    expect(body.answers.find((answer) => answer.questionId === first.id)).toMatchObject({
      answer: null,
      seq: 0,
      closesAt: opened.body.closesAt,
    });
  });

  it('refuses a save after the question’s window, and keeps the others', async () => {
    const { token, sheetId, questions, save, send } = await timed();
    const [first, second] = questions as [TestQuestion, TestQuestion];
    await open(token, sheetId, first.id);
    await openedAgo(sheetId, first.id, 45_000);
    const late = await send(save(first, 'right'), save(second, 'right'));
    expect(late.body.refused).toEqual([{ questionId: first.id, code: ErrorCode.EXAM_TIME_UP }]);
    const stored = await storedAnswers(sheetId);
    expect(stored.get(first.id)?.answer).toBeNull();
    // A question saved before anything opened it opens with the save.
    expect(stored.get(second.id)?.answer).not.toBeNull();
    expect((await open(token, sheetId, second.id)).body.openedAt).toBeGreaterThan(0);
  });

  it('answers within the grace for saves in flight', async () => {
    const { token, sheetId, questions, save, send } = await timed();
    const [first] = questions as [TestQuestion];
    await open(token, sheetId, first.id);
    await openedAgo(sheetId, first.id, 35_000);
    expect((await send(save(first, 'right'))).body.refused).toEqual([]);
  });

  it('is only for papers with per-question time, and only for the sheet’s questions', async () => {
    const plain = await answering([QuestionType.TRUE_FALSE], {});
    expect((await open(plain.token, plain.sheetId, plain.questions[0]!.id)).code).toBe(
      ErrorCode.EXAM_INFO_WRONG,
    );
    const { token, sheetId } = await timed();
    expect((await open(token, sheetId, plain.questions[0]!.id)).code).toBe(
      ErrorCode.QUESTION_INFO_NOT_FOUND,
    );
  });
});
