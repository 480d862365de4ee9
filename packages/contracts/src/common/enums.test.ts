import { describe, expect, it } from 'vitest';
import {
  ExamState,
  QuestionType,
  ZExamState,
  ZQuestionTypeCode,
  isEnterprisePlatform,
  LoginPlatform,
  questionTypes,
  questionTypesWithoutScale,
  simpleQuestionTypes,
} from './enums';

describe('enumerations of spec §3, §4 and §9', () => {
  it('has the 13 question types 0-12 and the derived lists', () => {
    expect(questionTypes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(questionTypesWithoutScale).not.toContain(QuestionType.SCALE);
    expect(questionTypesWithoutScale).toHaveLength(12);
    expect(simpleQuestionTypes).not.toContain(QuestionType.COMBINATION);
    expect(simpleQuestionTypes).toHaveLength(11);
  });

  it('accepts only known codes', () => {
    expect(ZQuestionTypeCode.safeParse(12).success).toBe(true);
    expect(ZQuestionTypeCode.safeParse(13).success).toBe(false);
    expect(ZExamState.safeParse(ExamState.ENDED).success).toBe(true);
    expect(ZExamState.safeParse(0).success).toBe(false);
  });

  it('flags platforms 3 and 5 as enterprise', () => {
    const enterprise = Object.values(LoginPlatform).filter(isEnterprisePlatform);
    expect(enterprise).toEqual([3, 5]);
  });
});
