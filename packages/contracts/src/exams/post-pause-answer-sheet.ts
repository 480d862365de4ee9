import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

/** Spec §4 pause: where a sheet being answered stands, paused or running. */
export const ZSheetPause = z.object({
  /** The server's deadline now; null: no time limit. While paused it includes the whole pause. */
  deadline: ZEpochMillis.nullable(),
  /** When the current pause ends by itself and the time runs again; null: not paused. */
  pausedUntil: ZEpochMillis.nullable(),
  /** Pauses this attempt may still take; null: any number. */
  pausesLeft: z.number().int().nonnegative().nullable(),
  serverTime: ZEpochMillis,
});
export type TSheetPause = z.infer<typeof ZSheetPause>;

export const ZPostPauseAnswerSheetRequest = z.object({
  answerSheetId: ZId,
  /** The question on screen: a question may forbid pausing (spec §4). */
  questionId: ZId,
});
export type TPostPauseAnswerSheetRequest = z.infer<typeof ZPostPauseAnswerSheetRequest>;

/**
 * Pauses a sheet whose paper allows suspension: the time stops for at most the paper's pause
 * length. Pausing a paused sheet answers its pause again without taking another.
 */
export const postPauseAnswerSheet = defineEndpoint({
  method: 'POST',
  path: '/exam/pause',
  access: 'member',
  summary: 'Pause an answer sheet (its time stops)',
  body: ZPostPauseAnswerSheetRequest,
  response: ZSheetPause,
});
