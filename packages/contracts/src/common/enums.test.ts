import { describe, expect, it } from 'vitest';
import {
  ExamState,
  InvitationType,
  LearningStatus,
  Level,
  LoginPlatform,
  QuestionType,
  ZExamState,
  ZInvitationType,
  ZLearningStatus,
  ZLevel,
  ZLoginPlatform,
  ZQuestionTypeCode,
  isEnterprisePlatform,
  questionTypes,
  questionTypesWithoutScale,
  simpleQuestionTypes,
} from './enums';

const validators = [
  ['question types', QuestionType, ZQuestionTypeCode],
  ['exam states', ExamState, ZExamState],
  ['learning statuses', LearningStatus, ZLearningStatus],
  ['login platforms', LoginPlatform, ZLoginPlatform],
  ['invitation types', InvitationType, ZInvitationType],
  ['levels', Level, ZLevel],
] as const;

describe('enumerations of spec §3, §4 and §9', () => {
  it.each(validators)('accepts exactly the codes of the %s', (_name, enumeration, schema) => {
    const codes: number[] = Object.values(enumeration);
    const [first = 0] = codes;
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(schema.safeParse(code).success, String(code)).toBe(true);
    const strangers = [Math.min(...codes) - 1, Math.max(...codes) + 1, first + 0.5, NaN];
    for (const stranger of [...strangers, String(first), null]) {
      expect(schema.safeParse(stranger).success, String(stranger)).toBe(false);
    }
  });

  it('derives the list without scale and the simple list without combination, in order', () => {
    expect(questionTypes).toContain(QuestionType.SCALE);
    expect(questionTypesWithoutScale).toEqual(
      questionTypes.filter((type) => type !== QuestionType.SCALE),
    );
    expect(simpleQuestionTypes).toEqual(
      questionTypes.filter(
        (type) => type !== QuestionType.SCALE && type !== QuestionType.COMBINATION,
      ),
    );
  });

  it('flags platforms 3 and 5 as enterprise', () => {
    const enterprise = Object.values(LoginPlatform).filter(isEnterprisePlatform);
    expect(enterprise).toEqual([3, 5]);
  });
});
