import { z } from 'zod';
import { QuestionType } from '../common/enums';
import { ZId } from '../common/primitives';
import { MAX_ANSWER_ENTRIES, MAX_BLANK_LENGTH, MAX_COMBINATION_PARTS, ZOptionKey } from './answer';

/**
 * The right answer of a question, by question type. Server only: it never reaches the browser
 * before the sheet is submitted and results are released (issue 3). Content packs use these
 * schemas for the questions of their banks.
 */

/** Most acceptable answers listed for one blank. */
export const MAX_ACCEPTABLE_ANSWERS = 20;

/** Spec §9 rounds to 2 decimals, so a question's score carries at most 2 decimals. */
export const ZQuestionScore = z
  .number()
  .nonnegative()
  .max(10_000)
  .refine((score) => Math.round(score * 100) / 100 === score, {
    message: 'At most 2 decimals',
  });

const isUnique = (values: string[]) => new Set(values).size === values.length;

const ZKeyList = z
  .array(ZOptionKey)
  .min(1)
  .max(MAX_ANSWER_ENTRIES)
  .refine(isUnique, { message: 'Duplicate key' });

const ZKeyToKey = z
  .record(ZOptionKey, ZOptionKey)
  .refine((record) => Object.keys(record).length >= 1, { message: 'At least one entry' })
  .refine((record) => Object.keys(record).length <= MAX_ANSWER_ENTRIES, {
    message: `At most ${MAX_ANSWER_ENTRIES} entries`,
  });

export const ZSingleChoiceKey = z.object({
  questionType: z.literal(QuestionType.SINGLE_CHOICE),
  choice: ZOptionKey,
});
export const ZMultipleChoiceKey = z.object({
  questionType: z.literal(QuestionType.MULTIPLE_CHOICE),
  choices: ZKeyList,
});
/** `blanks[i]` lists the acceptable answers of blank i. */
export const ZFillInBlankKey = z.object({
  questionType: z.literal(QuestionType.FILL_IN_BLANK),
  blanks: z
    .array(
      z.array(z.string().trim().min(1).max(MAX_BLANK_LENGTH)).min(1).max(MAX_ACCEPTABLE_ANSWERS),
    )
    .min(1)
    .max(MAX_ANSWER_ENTRIES),
  /** The blanks may be filled in any order ("name two primary colours: __ __"). */
  blanksUnordered: z.boolean().default(false),
  caseSensitive: z.boolean().default(false),
});
export const ZTrueFalseKey = z.object({
  questionType: z.literal(QuestionType.TRUE_FALSE),
  value: z.boolean(),
});
/** The right option key of each blank, in order. */
export const ZClozeKey = z.object({
  questionType: z.literal(QuestionType.CLOZE),
  choices: z.array(ZOptionKey).min(1).max(MAX_ANSWER_ENTRIES),
});
export const ZSortingKey = z.object({
  questionType: z.literal(QuestionType.SORTING),
  order: ZKeyList,
});
/** Left key → right key. */
export const ZMatchingKey = z.object({
  questionType: z.literal(QuestionType.MATCHING),
  pairs: ZKeyToKey,
});
/** Item key → category key. */
export const ZClassificationKey = z.object({
  questionType: z.literal(QuestionType.CLASSIFICATION),
  groups: ZKeyToKey,
});
/** Most keywords one short answer is scored by. */
export const MAX_KEYWORDS = 50;

/** A keyword of a short answer: found as it is or as one of its synonyms, it earns its points. */
export const ZKeywordRule = z.object({
  keyword: z.string().trim().min(1).max(MAX_BLANK_LENGTH),
  synonyms: z
    .array(z.string().trim().min(1).max(MAX_BLANK_LENGTH))
    .max(MAX_ACCEPTABLE_ANSWERS)
    .default([]),
  points: ZQuestionScore.refine((points) => points > 0, { message: 'Points must be above 0' }),
});
export type TKeywordRule = z.infer<typeof ZKeywordRule>;

/**
 * A short answer: scored by its keywords at submission when it has some (capped at the question's
 * score), otherwise marked by a person. The reference answer is shown to whoever marks it.
 */
export const ZShortAnswerKey = z.object({
  questionType: z.literal(QuestionType.SHORT_ANSWER),
  referenceAnswer: z.string().max(50_000).nullable().default(null),
  keywords: z.array(ZKeywordRule).max(MAX_KEYWORDS).default([]),
});

/** Recordings are marked by a person; a scale has no right answer. */
export const ZUnkeyedKey = z.object({
  questionType: z.literal([
    QuestionType.AUDIO_RECORDING,
    QuestionType.VIDEO_RECORDING,
    QuestionType.SCALE,
  ]),
});

export const ZSimpleAnswerKey = z.discriminatedUnion('questionType', [
  ZSingleChoiceKey,
  ZMultipleChoiceKey,
  ZFillInBlankKey,
  ZTrueFalseKey,
  ZClozeKey,
  ZSortingKey,
  ZMatchingKey,
  ZClassificationKey,
  ZShortAnswerKey,
  ZUnkeyedKey,
]);
export type TSimpleAnswerKey = z.infer<typeof ZSimpleAnswerKey>;

/** A sub-question of a combination: its id (the key of its answer part), score and key. */
export const ZCombinationPartKey = z.object({
  id: ZId,
  score: ZQuestionScore,
  key: ZSimpleAnswerKey,
});
export type TCombinationPartKey = z.infer<typeof ZCombinationPartKey>;

export const ZCombinationKey = z.object({
  questionType: z.literal(QuestionType.COMBINATION),
  parts: z
    .array(ZCombinationPartKey)
    .min(1)
    .max(MAX_COMBINATION_PARTS)
    .refine((parts) => isUnique(parts.map((part) => part.id)), {
      message: 'Duplicate sub-question id',
    }),
});

export const ZAnswerKey = z.discriminatedUnion('questionType', [
  ZCombinationKey,
  ...ZSimpleAnswerKey.options,
]);
export type TAnswerKey = z.infer<typeof ZAnswerKey>;
export type TAnswerKeyOf<T extends TAnswerKey['questionType']> = Extract<
  TAnswerKey,
  { questionType: T }
>;
