import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZQuestionView } from '../questions/question';
import { ZPageLeaveStanding } from './post-report-page-leave';
import { ZProctoringStanding } from './post-proctoring-event';
import { ZProctoringRule } from './proctoring';
import { ZSheetSignature } from './post-sign-answer-sheet';

export const ZGetAnswerSheetRequest = z.object({ answerSheetId: ZId });
export type TGetAnswerSheetRequest = z.infer<typeof ZGetAnswerSheetRequest>;

/**
 * Issue 21: the sheet's proctoring, watched by the answering screen's monitoring view: the rule,
 * the violations counted so far, and the ID photo the face checks compare with (null: none).
 */
export const ZSheetProctoring = z.object({
  rule: ZProctoringRule,
  standing: ZProctoringStanding,
  idPhotoUrl: z.string().nullable(),
});
export type TSheetProctoring = z.infer<typeof ZSheetProctoring>;

export const ZSavedAnswer = z.object({
  questionId: ZId,
  answer: ZAnswer.nullable(),
  marked: z.boolean(),
  seq: z.number().int().nonnegative(),
  /** Pass mode: whether the answer was right when judged on save (it is then final). */
  correct: z.boolean().nullable().optional(),
  /** Per-question time: when the question's window closes, once the sheet has opened it. */
  closesAt: ZEpochMillis.optional(),
});
export type TSavedAnswer = z.infer<typeof ZSavedAnswer>;

/** A sheet being answered: the questions in the sheet's order and every saved answer. */
export const ZGetAnswerSheetResponse = z.object({
  answerSheetId: ZId,
  paperId: ZId,
  paperName: z.string(),
  totalScore: z.number(),
  startTime: ZEpochMillis,
  /** The server's deadline; null: no time limit. */
  deadline: ZEpochMillis.nullable(),
  serverTime: ZEpochMillis,
  /** Spec §4: submitting before this answers 300316; null: any time. */
  earliestSubmitTime: ZEpochMillis.nullable(),
  /** Spec §5: all questions must be answered before submitting (300349). */
  requireAllAnswered: z.boolean(),
  secondsPerQuestion: z.number().int().positive().nullable(),
  /** Spec §4 pause, when the paper allows suspension; null: it cannot be paused. */
  suspension: z
    .object({
      /** How long one pause may last. */
      maxPauseMinutes: z.number().int().positive(),
      pausesLeft: z.number().int().nonnegative().nullable(),
      /** When the current pause ends by itself; null: not paused. */
      pausedUntil: ZEpochMillis.nullable(),
    })
    .nullable(),
  /**
   * Spec §5 sections in order, each with its questions (in `questions` order); a section opens
   * once every question of the ones before it is answered (300357). Null: no sections.
   */
  sections: z.array(z.object({ name: z.string(), questionIds: z.array(ZId) })).nullable(),
  /** The highest section opened so far (its index); it stays open. */
  openSection: z.number().int().nonnegative(),
  /** Spec §3 pass (break-through) mode: wrong answers still forgiven; null: not in pass mode. */
  passMode: z
    .object({ chances: z.number().int().nonnegative(), chancesLeft: z.number().int() })
    .nullable(),
  /** Spec §4 leave rule, when the paper watches page leaves (POST /exam/leave); null: it does not. */
  leaveRule: ZPageLeaveStanding.nullable(),
  /**
   * Spec §2 manual signature (item type 101), when the paper asks for one (POST /exam/sign):
   * submitting unsigned answers 309111. Null: it asks for none.
   */
  signature: ZSheetSignature.nullable(),
  /** Issue 21: the paper's proctoring; null or absent: none. */
  proctoring: ZSheetProctoring.nullish(),
  questions: z.array(ZQuestionView),
  answers: z.array(ZSavedAnswer),
  /** The highest sequence number saved on this sheet; the client continues above it. */
  lastSeq: z.number().int().nonnegative(),
});
export type TGetAnswerSheetResponse = z.infer<typeof ZGetAnswerSheetResponse>;

export const getAnswerSheet = defineEndpoint({
  method: 'GET',
  path: '/exam/answerSheet',
  access: 'member',
  summary: 'The sheet being answered, with its questions and saved answers',
  query: ZGetAnswerSheetRequest,
  response: ZGetAnswerSheetResponse,
});
