import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

export const ZPostOpenQuestionRequest = z.object({ answerSheetId: ZId, questionId: ZId });
export type TPostOpenQuestionRequest = z.infer<typeof ZPostOpenQuestionRequest>;

/** A question's answering window on a paper with per-question time (spec §3, §9). */
export const ZQuestionWindow = z.object({
  questionId: ZId,
  /** When the sheet first showed the question. */
  openedAt: ZEpochMillis,
  /** After this (plus the short grace for saves in flight) its saves are refused. */
  closesAt: ZEpochMillis,
  serverTime: ZEpochMillis,
});
export type TQuestionWindow = z.infer<typeof ZQuestionWindow>;

/**
 * Spec §9 per-question time: the sheet shows a question, whose window opens now, or answers the
 * window it opened before (the first opening counts). A save of a question nobody opened opens
 * its window too. Only papers with per-question time (300334 otherwise).
 */
export const postOpenQuestion = defineEndpoint({
  method: 'POST',
  path: '/exam/openQuestion',
  access: 'member',
  summary: "Open a question's answering window (per-question time)",
  body: ZPostOpenQuestionRequest,
  response: ZQuestionWindow,
});
