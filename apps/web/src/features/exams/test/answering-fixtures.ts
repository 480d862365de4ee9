import { QuestionType } from '@lectern/contracts/common/enums';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { options, questionOf } from '@/components/questions/test/question-fixtures';

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
    suspension: null,
    sections: null,
    openSection: 0,
    passMode: null,
    leaveRule: null,
    signature: null,
    questions: examQuestions,
    answers: [],
    lastSeq: 0,
    ...overrides,
  };
  return sheet;
}
