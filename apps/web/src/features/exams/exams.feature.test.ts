import { describe, expect, it } from 'vitest';
import { getAnswerSheet } from '@lectern/contracts/exams/get-answer-sheet';
import { ANSWER_SHEET_READ_PATH } from './exams.feature';

describe('the exams feature', () => {
  it('names the contract’s path of the answer sheet it reads early', () => {
    expect(ANSWER_SHEET_READ_PATH).toBe(getAnswerSheet.path);
  });
});
