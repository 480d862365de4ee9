import { z } from 'zod';
import { QuestionType } from '../common/enums';
import { ZPackCode } from '../common/pack-audience';
import { ZQuestionScore, ZSimpleAnswerKey } from './answer-key';
import { ZAnswerUploadRule, ZQuestionMedia, ZQuestionOption } from './question';

/**
 * Question banks of a content pack (issue 3): every feature with questions draws on them. Codes
 * are the pack's own stable names; ids are made on import. URLs may be `asset:` references.
 */

const questionFields = {
  code: ZPackCode,
  content: z.string().min(1).max(50_000),
  customTypeName: z.string().max(64).nullable().default(null),
  media: ZQuestionMedia.nullable().default(null),
  docUrls: z.array(z.string()).default([]),
  docNames: z.array(z.string()).default([]),
  docPics: z.array(z.string()).default([]),
  /** The text alternative of each picture of docPics, by position; a missing or '' one: none. */
  docPicAlts: z.array(z.string().max(500)).default([]),
  analysis: z.string().max(50_000).nullable().default(null),
  /** The knowledge points the question tests (spec §3 mistake sources, practice). */
  knowledgePoints: z.array(z.string().min(1).max(64)).max(20).default([]),
  /** Spec §4: the exam cannot be paused while this question is shown (a part follows its whole). */
  pauseForbidden: z.boolean().default(false),
};

/** A question of any type but combination; its type is its key's questionType. */
export const ZPackSimpleQuestion = z.object({
  ...questionFields,
  options: z.array(ZQuestionOption).default([]),
  targets: z.array(ZQuestionOption).default([]),
  clozeBlanks: z.array(z.array(ZQuestionOption)).default([]),
  upload: ZAnswerUploadRule.nullable().default(null),
  key: ZSimpleAnswerKey,
});
export type TPackSimpleQuestion = z.infer<typeof ZPackSimpleQuestion>;

export const ZPackCombinationQuestion = z.object({
  ...questionFields,
  questionType: z.literal(QuestionType.COMBINATION),
  /** Sub-questions with their share of the combination's score. */
  parts: z
    .array(ZPackSimpleQuestion.extend({ score: ZQuestionScore }))
    .min(1)
    .max(100),
});
export type TPackCombinationQuestion = z.infer<typeof ZPackCombinationQuestion>;

export const ZPackQuestion = z.union([ZPackCombinationQuestion, ZPackSimpleQuestion]);
export type TPackQuestion = z.infer<typeof ZPackQuestion>;

export const ZPackQuestionBank = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  questions: z.array(ZPackQuestion).min(1),
});
export type TPackQuestionBank = z.infer<typeof ZPackQuestionBank>;
