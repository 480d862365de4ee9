import { QuestionType, type TQuestionType } from '@lectern/contracts/common/enums';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TQuestionOption, TQuestionView } from '@lectern/contracts/questions/question';

export const options = (...contents: string[]): TQuestionOption[] =>
  contents.map((content, index) => ({ key: `k${index + 1}`, content }));

/** A question of `questionType` with nothing but what the test gives it. */
export function questionOf(
  questionType: TQuestionType,
  overrides: Partial<TQuestionView> = {},
): TQuestionView {
  return {
    questionId: `q-${questionType}`,
    questionType,
    customTypeName: null,
    content: `<p>Question of type ${questionType}</p>`,
    score: 5,
    options: [],
    targets: [],
    blankCount: 0,
    clozeBlanks: [],
    parts: [],
    media: null,
    upload: null,
    docUrls: [],
    docNames: [],
    docPics: [],
    ...overrides,
  };
}

/** Three questions: capitals (single choice), primes (multiple choice), a true/false. */
export const examQuestions: TQuestionView[] = [
  questionOf(QuestionType.SINGLE_CHOICE, {
    questionId: 'q-capital',
    content: '<p>Which city is the capital of France?</p>',
    options: options('Berlin', 'Paris', 'Rome'),
  }),
  questionOf(QuestionType.MULTIPLE_CHOICE, {
    questionId: 'q-primes',
    content: '<p>Which numbers are prime?</p>',
    options: options('2', '4', '7'),
  }),
  questionOf(QuestionType.TRUE_FALSE, {
    questionId: 'q-earth',
    content: '<p>The Earth orbits the Sun.</p>',
  }),
];

const MINUTE_MS = 60_000;

/** A sheet being answered, read just now, due in 30 minutes on the server's clock. */
export function answerSheetOf(overrides: Partial<TGetAnswerSheetResponse> = {}) {
  const serverTime = overrides.serverTime ?? Date.now();
  const sheet: TGetAnswerSheetResponse = {
    answerSheetId: 'sheet-1',
    paperId: 'paper-1',
    paperName: 'Geography basics',
    totalScore: 15,
    startTime: serverTime - MINUTE_MS,
    deadline: serverTime + 30 * MINUTE_MS,
    serverTime,
    earliestSubmitTime: null,
    requireAllAnswered: false,
    secondsPerQuestion: null,
    questions: examQuestions,
    answers: [],
    lastSeq: 0,
    ...overrides,
  };
  return sheet;
}
