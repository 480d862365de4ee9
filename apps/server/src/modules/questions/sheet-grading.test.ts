import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { gradeSheet } from './sheet-grading';
import type { TSheetQuestion } from './sheet-question';

const Q = QuestionType;

/** Grading reads a view's id and score only. */
const question = (questionId: string, score: number, key: TAnswerKey): TSheetQuestion => ({
  view: { questionId, score } as TQuestionView,
  key,
  analysis: null,
});

const questions = [
  question('single', 1.1, { questionType: Q.SINGLE_CHOICE, choice: 'B' }),
  question('multiple', 4, { questionType: Q.MULTIPLE_CHOICE, choices: ['A', 'C'] }),
  question('true-false', 2.2, { questionType: Q.TRUE_FALSE, value: true }),
  question('sorting', 3, { questionType: Q.SORTING, order: ['a', 'b'] }),
];

const answersOf =
  (answers: Record<string, TAnswer>) =>
  (questionId: string): TAnswer | null =>
    answers[questionId] ?? null;

describe('gradeSheet', () => {
  it('grades every question, counts the answered ones and rounds the total', () => {
    const graded = gradeSheet(
      questions,
      answersOf({
        single: { questionType: Q.SINGLE_CHOICE, choice: 'B' },
        multiple: { questionType: Q.MULTIPLE_CHOICE, choices: ['A'] },
        'true-false': { questionType: Q.TRUE_FALSE, value: true },
      }),
      {},
    );
    // 1.1 + 2 + 2.2 is 5.300000000000001 in floating point.
    expect(graded).toEqual({
      grades: {
        single: { status: 'right', score: 1.1 },
        multiple: { status: 'partial', score: 2 },
        'true-false': { status: 'right', score: 2.2 },
        sorting: { status: 'unanswered', score: 0 },
      },
      score: 5.3,
      answered: 3,
      needsMarking: false,
    });
  });

  it("applies the paper's share for a partly right multiple choice", () => {
    const graded = gradeSheet(
      questions,
      answersOf({ multiple: { questionType: Q.MULTIPLE_CHOICE, choices: ['C'] } }),
      { multipleChoicePartialRatio: 0.25 },
    );
    expect(graded.grades.multiple).toEqual({ status: 'partial', score: 1 });
    expect(graded.score).toBe(1);
  });

  it('leaves a sheet with a short answer to a marker', () => {
    const graded = gradeSheet(
      [
        ...questions,
        question('essay', 5, { questionType: Q.SHORT_ANSWER, referenceAnswer: null, keywords: [] }),
      ],
      answersOf({ essay: { questionType: Q.SHORT_ANSWER, text: 'An answer', fileUrls: [] } }),
      {},
    );
    expect(graded.grades.essay).toEqual({ status: 'not-judged', score: 0 });
    expect(graded).toMatchObject({ answered: 1, needsMarking: true });
  });

  it('grades a sheet without questions as empty', () => {
    expect(gradeSheet([], answersOf({}), {})).toEqual({
      grades: {},
      score: 0,
      answered: 0,
      needsMarking: false,
    });
  });
});
