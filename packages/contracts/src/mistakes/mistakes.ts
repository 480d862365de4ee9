import { z } from 'zod';
import { ZEpochMillis } from '../common/primitives';
import { ZQuestionView } from '../questions/question';

/** Spec §3 'Mistake set' source type codes. */
export const MistakeSourceType = { EXERCISE: 1, KNOWLEDGE_POINT: 3, EXAM: 5 } as const;
export const ZMistakeSourceType = z.union([
  z.literal(MistakeSourceType.EXERCISE),
  z.literal(MistakeSourceType.KNOWLEDGE_POINT),
  z.literal(MistakeSourceType.EXAM),
]);
export type TMistakeSourceType = z.infer<typeof ZMistakeSourceType>;

/** The source type as a query string carries it: '1', '3' or '5'. */
export const ZMistakeSourceTypeQuery = z.enum(['1', '3', '5']);

/**
 * A set's source: an exam paper classification's id (5), a practice classification's id (1), or
 * a knowledge point's name (3). '' is the set of unclassified papers or tasks.
 */
export const ZMistakeSourceId = z.string().max(200);

export const ZMistakeSetRef = z.object({
  sourceType: ZMistakeSourceType,
  sourceId: ZMistakeSourceId,
});

/** Spec §3 'Mistake set': name, wrong count, correct count, by source. */
export const ZMistakeSet = ZMistakeSetRef.extend({
  /** The classification's or knowledge point's name; null for the unclassified set. */
  name: z.string().nullable(),
  questionCount: z.number().int().nonnegative(),
  /** Wrong answers given to the set's questions, summed. */
  wrongCount: z.number().int().nonnegative(),
  /** Right answers given while practising the set, summed. */
  correctCount: z.number().int().nonnegative(),
});
export type TMistakeSet = z.infer<typeof ZMistakeSet>;

/** Most correct answers a learner may ask for before a question leaves its set. */
export const MAX_AUTO_REMOVE_AFTER = 99;

/** Spec §2 'Mistakes' settings: where wrong questions are collected, and auto-removal (§4). */
export const ZMistakeSettings = z.object({
  collectInExam: z.boolean(),
  collectInExercise: z.boolean(),
  collectInKnowledgeExercise: z.boolean(),
  autoRemove: z.boolean(),
  /** With autoRemove, a question leaves its set at exactly this many correct answers. */
  autoRemoveAfter: z.number().int().min(1).max(MAX_AUTO_REMOVE_AFTER),
});
export type TMistakeSettings = z.infer<typeof ZMistakeSettings>;

/** A question of a set; its key and analysis come with the judged answer (answer mode). */
export const ZMistakeQuestion = z.object({
  view: ZQuestionView,
  knowledgePoints: z.array(z.string()),
  wrongCount: z.number().int().nonnegative(),
  correctCount: z.number().int().nonnegative(),
  lastWrongAt: ZEpochMillis,
});
export type TMistakeQuestion = z.infer<typeof ZMistakeQuestion>;
