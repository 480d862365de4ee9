import { z } from 'zod';
import { QuestionType } from '../common/enums';
import { ZId } from '../common/primitives';

/** Longest option, item or category key of a question ('A', 'item-3', ...). */
export const MAX_OPTION_KEY_LENGTH = 64;
/** Most entries in one answer: choices, blanks, sorted items, pairs or classified items. */
export const MAX_ANSWER_ENTRIES = 100;
/** Longest text typed into one blank. */
export const MAX_BLANK_LENGTH = 500;
/** Longest short-answer text. */
export const MAX_SHORT_ANSWER_LENGTH = 20_000;
/** Ceiling on files per answer; the paper's own limit (spec §9 "{limit} files") is checked on save. */
export const MAX_ANSWER_FILES = 20;
export const MAX_FILE_URL_LENGTH = 2048;
/** Most sub-questions answered in one combination question. */
export const MAX_COMBINATION_PARTS = 100;

export const ZOptionKey = z.string().min(1).max(MAX_OPTION_KEY_LENGTH);

const ZFileUrl = z.url().max(MAX_FILE_URL_LENGTH);

const isUnique = (values: string[]) => new Set(values).size === values.length;

const ZUniqueKeys = z
  .array(ZOptionKey)
  .max(MAX_ANSWER_ENTRIES)
  .refine(isUnique, { message: 'Duplicate key' });

const ZKeyToKey = z
  .record(ZOptionKey, ZOptionKey)
  .refine((record) => Object.keys(record).length <= MAX_ANSWER_ENTRIES, {
    message: `At most ${MAX_ANSWER_ENTRIES} entries`,
  });

export const ZSingleChoiceAnswer = z.object({
  questionType: z.literal(QuestionType.SINGLE_CHOICE),
  choice: ZOptionKey,
});
export const ZMultipleChoiceAnswer = z.object({
  questionType: z.literal(QuestionType.MULTIPLE_CHOICE),
  choices: ZUniqueKeys,
});
/** One entry per blank, in order; an empty string is a blank left empty. */
export const ZFillInBlankAnswer = z.object({
  questionType: z.literal(QuestionType.FILL_IN_BLANK),
  blanks: z.array(z.string().max(MAX_BLANK_LENGTH)).max(MAX_ANSWER_ENTRIES),
});
export const ZTrueFalseAnswer = z.object({
  questionType: z.literal(QuestionType.TRUE_FALSE),
  value: z.boolean(),
});
export const ZShortAnswerAnswer = z.object({
  questionType: z.literal(QuestionType.SHORT_ANSWER),
  text: z.string().max(MAX_SHORT_ANSWER_LENGTH),
  fileUrls: z.array(ZFileUrl).max(MAX_ANSWER_FILES),
});
/** The option key chosen for each blank, in order; an empty string is a blank left unchosen. */
export const ZClozeAnswer = z.object({
  questionType: z.literal(QuestionType.CLOZE),
  choices: z.array(z.string().max(MAX_OPTION_KEY_LENGTH)).max(MAX_ANSWER_ENTRIES),
});
/** Item keys in the learner's order. */
export const ZSortingAnswer = z.object({
  questionType: z.literal(QuestionType.SORTING),
  order: ZUniqueKeys,
});
export const ZAudioRecordingAnswer = z.object({
  questionType: z.literal(QuestionType.AUDIO_RECORDING),
  fileUrl: ZFileUrl,
});
export const ZVideoRecordingAnswer = z.object({
  questionType: z.literal(QuestionType.VIDEO_RECORDING),
  fileUrl: ZFileUrl,
});
/** Left key → right key. */
export const ZMatchingAnswer = z.object({
  questionType: z.literal(QuestionType.MATCHING),
  pairs: ZKeyToKey,
});
/** Item key → category key. */
export const ZClassificationAnswer = z.object({
  questionType: z.literal(QuestionType.CLASSIFICATION),
  groups: ZKeyToKey,
});
export const ZScaleAnswer = z.object({
  questionType: z.literal(QuestionType.SCALE),
  choice: ZOptionKey,
});

/** The answer to any question that is not a combination (spec §3 'simple' types plus scale). */
export const ZSimpleAnswer = z.discriminatedUnion('questionType', [
  ZSingleChoiceAnswer,
  ZMultipleChoiceAnswer,
  ZFillInBlankAnswer,
  ZTrueFalseAnswer,
  ZShortAnswerAnswer,
  ZClozeAnswer,
  ZSortingAnswer,
  ZAudioRecordingAnswer,
  ZVideoRecordingAnswer,
  ZMatchingAnswer,
  ZClassificationAnswer,
  ZScaleAnswer,
]);
export type TSimpleAnswer = z.infer<typeof ZSimpleAnswer>;

/** Sub-question id → its answer; sub-questions left unanswered are absent. */
export const ZCombinationAnswer = z.object({
  questionType: z.literal(QuestionType.COMBINATION),
  parts: z
    .record(ZId, ZSimpleAnswer)
    .refine((parts) => Object.keys(parts).length <= MAX_COMBINATION_PARTS, {
      message: `At most ${MAX_COMBINATION_PARTS} parts`,
    }),
});

/** A learner's answer to one question, by question type (spec §3). */
export const ZAnswer = z.discriminatedUnion('questionType', [
  ZCombinationAnswer,
  ...ZSimpleAnswer.options,
]);
export type TAnswer = z.infer<typeof ZAnswer>;
export type TAnswerOf<T extends TAnswer['questionType']> = Extract<TAnswer, { questionType: T }>;

/**
 * An answer with nothing in it: no choice, only blank blanks, nothing sorted, paired or
 * classified. Grading counts it as unanswered and the answering screen as not done, so the
 * answer-sheet panel and the answer rate agree with the result (docs/decisions/0004).
 */
export const isEmptyAnswer = (answer: TAnswer | null | undefined): boolean => {
  if (answer === null || answer === undefined) return true;
  switch (answer.questionType) {
    case QuestionType.MULTIPLE_CHOICE:
    case QuestionType.CLOZE:
      return answer.choices.every((choice) => choice === '');
    case QuestionType.FILL_IN_BLANK:
      return answer.blanks.every((blank) => blank.trim() === '');
    case QuestionType.SHORT_ANSWER:
      return answer.text.trim() === '' && answer.fileUrls.length === 0;
    case QuestionType.SORTING:
      return answer.order.length === 0;
    case QuestionType.MATCHING:
      return Object.keys(answer.pairs).length === 0;
    case QuestionType.CLASSIFICATION:
      return Object.keys(answer.groups).length === 0;
    case QuestionType.COMBINATION:
      return Object.values(answer.parts).every(isEmptyAnswer);
    default:
      return false;
  }
};
