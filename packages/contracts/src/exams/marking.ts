import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZQuestionScore } from '../questions/answer-key';
import { ZQuestionView } from '../questions/question';

/** Spec §9: subjective answers may be self-graded for 30 minutes after the sheet ends. */
export const SELF_GRADING_WINDOW_MS = 30 * 60 * 1000;

/** Longest comment a marker leaves on a score. */
export const MAX_MARK_COMMENT_LENGTH = 2000;

/** Who scored an answer a person scored: a marker, or the learner grading their own. */
export const MarkSource = { MARKER: 'marker', SELF: 'self' } as const;
export const ZMarkSource = z.enum([MarkSource.MARKER, MarkSource.SELF]);
export type TMarkSource = z.infer<typeof ZMarkSource>;

/** A person's score of one answer, and the marker's comment. */
export const ZAnswerMark = z.object({
  score: z.number().nonnegative(),
  comment: z.string().nullable(),
  source: ZMarkSource,
  markedAt: ZEpochMillis,
});
export type TAnswerMark = z.infer<typeof ZAnswerMark>;

/** A score given to one answer, by a marker or the learner. */
export const ZAnswerScore = z.object({
  answerSheetId: ZId,
  questionId: ZId,
  score: ZQuestionScore,
});

/** A subjective answer waiting for a score: what whoever scores it reads. */
export const ZAnswerToMark = z.object({
  question: ZQuestionView,
  answer: ZAnswer.nullable(),
  /** The question's score on the paper: the highest score it may be given. */
  fullScore: z.number().nonnegative(),
  referenceAnswer: z.string().nullable(),
  analysis: z.string().nullable(),
});
export type TAnswerToMark = z.infer<typeof ZAnswerToMark>;

/** How a sheet stands after a score: judged, with its result, once nothing waits. */
export const ZMarkedSheet = z.object({
  answerSheetId: ZId,
  state: z.enum(['marking', 'judged']),
  /** Answers still waiting for a score. */
  remaining: z.number().int().nonnegative(),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type TMarkedSheet = z.infer<typeof ZMarkedSheet>;
