import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';

/** Most answers one save may carry (the client batches its journal). */
export const MAX_ANSWERS_PER_SAVE = 200;

export const ZAnswerSave = z.object({
  questionId: ZId,
  /**
   * The sheet's sequence number for this save, increasing with every change the learner makes.
   * A save whose seq is not above the stored one for its question changes nothing.
   */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** null clears the answer (spec §2 reset answer). */
  answer: ZAnswer.nullable(),
  marked: z.boolean(),
});
export type TAnswerSave = z.infer<typeof ZAnswerSave>;

export const ZPostSaveAnswersRequest = z.object({
  answerSheetId: ZId,
  answers: z.array(ZAnswerSave).min(1).max(MAX_ANSWERS_PER_SAVE),
});
export type TPostSaveAnswersRequest = z.infer<typeof ZPostSaveAnswersRequest>;

/**
 * Every save is acknowledged with the seq now stored for its question (which may be newer), or
 * refused by a rule of the paper with its code: 300357 for a question of a section not open yet,
 * 300337 for a pass-mode answer already judged. Refused saves are dropped, never retried.
 */
export const ZPostSaveAnswersResponse = z.object({
  saved: z.array(z.object({ questionId: ZId, seq: z.number().int().nonnegative() })),
  refused: z.array(z.object({ questionId: ZId, code: z.string() })).default([]),
  /** The highest section opened (sheets with sections). */
  openSection: z.number().int().nonnegative().optional(),
  /** Pass mode: the answers judged by this save, and the chances left after them. */
  judged: z.array(z.object({ questionId: ZId, correct: z.boolean() })).optional(),
  chancesLeft: z.number().int().optional(),
  serverTime: ZEpochMillis,
});
export type TPostSaveAnswersResponse = z.infer<typeof ZPostSaveAnswersResponse>;

/**
 * Saves answers durably before acknowledging. Idempotent; after the deadline plus a short grace
 * the sheet is submitted by the server and saves answer 300342 (time up). In pass mode a wrong
 * answer with no chance left submits the sheet: the save answers 300361, as later ones do.
 */
export const postSaveAnswers = defineEndpoint({
  method: 'POST',
  path: '/exam/saveAnswers',
  access: 'member',
  summary: 'Save answers to a sheet being answered',
  body: ZPostSaveAnswersRequest,
  response: ZPostSaveAnswersResponse,
});
