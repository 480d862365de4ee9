import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { checkedAnswers } from './answer-checks';

const Q = QuestionType;
const fileUrl = 'https://files.example.com/files/f1/answer.mp4';
const upload = { limit: 2, sizeMb: 5, types: ['pdf'] };

/** The checks read a view's id, type, upload rule and parts only. */
const view = (fields: Partial<TQuestionView>) => fields as TQuestionView;

const views = new Map([
  ['single', view({ questionId: 'single', questionType: Q.SINGLE_CHOICE })],
  ['essay', view({ questionId: 'essay', questionType: Q.SHORT_ANSWER, upload })],
  ['plain-essay', view({ questionId: 'plain-essay', questionType: Q.SHORT_ANSWER, upload: null })],
  ['recording', view({ questionId: 'recording', questionType: Q.VIDEO_RECORDING })],
]);

const check = (questionId: string, answer: TAnswer | null) =>
  checkedAnswers(views, [{ questionId, answer }]);

describe('checkedAnswers', () => {
  it('accepts an answer of its question’s type, and a cleared one', () => {
    expect(check('single', { questionType: Q.SINGLE_CHOICE, choice: 'A' })).toEqual({
      refusal: null,
      files: [],
    });
    expect(check('single', null)).toEqual({ refusal: null, files: [] });
  });

  it('refuses a question the sheet does not have', () => {
    expect(check('elsewhere', null).refusal).toBe(ErrorCode.QUESTION_INFO_NOT_FOUND);
  });

  it('refuses an answer of another type', () => {
    expect(check('single', { questionType: Q.TRUE_FALSE, value: true }).refusal).toBe(
      ErrorCode.ANSWER_QUESTION_INFO_WRONG,
    );
  });

  it('lists the files an answer attaches, with the rule each must follow', () => {
    expect(
      check('essay', { questionType: Q.SHORT_ANSWER, text: '', fileUrls: [fileUrl] }).files,
    ).toEqual([{ url: fileUrl, rule: upload }]);
    expect(check('recording', { questionType: Q.VIDEO_RECORDING, fileUrl }).files).toEqual([
      { url: fileUrl, rule: null },
    ]);
  });

  it('refuses files on a question without uploads, or more than it allows', () => {
    const withFiles = (fileUrls: string[]): TAnswer => ({
      questionType: Q.SHORT_ANSWER,
      text: '',
      fileUrls,
    });
    for (const [questionId, answer] of [
      ['plain-essay', withFiles([fileUrl])],
      ['essay', withFiles([fileUrl, fileUrl, fileUrl])],
    ] as const) {
      expect(() => check(questionId, answer)).toThrow(
        expect.objectContaining({ code: ErrorCode.ANSWER_QUESTION_INFO_WRONG }),
      );
    }
  });
});
