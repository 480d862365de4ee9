import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZPkJudgedAnswer, ZPkMatchStatus } from './pk';

export const ZPostPkAnswerRequest = z.object({
  matchId: ZId,
  /** The question's position in the match, from 0. */
  index: z.number().int().nonnegative().max(1_000),
  answer: ZAnswer,
});
export type TPostPkAnswerRequest = z.infer<typeof ZPostPkAnswerRequest>;

export const ZPostPkAnswerResponse = ZPkJudgedAnswer.extend({
  score: z.number().int().nonnegative(),
  answeredCount: z.number().int().nonnegative(),
  status: ZPkMatchStatus,
});
export type TPostPkAnswerResponse = z.infer<typeof ZPostPkAnswerResponse>;

/**
 * Judges the caller's answer to one question of a running match. A question counts once: the
 * first answer stands and a repeat answers its judgement. 309186 not the caller's match; 309189
 * the match has ended; 300402 no such question; 300405 an empty answer.
 */
export const postPkAnswer = defineEndpoint({
  method: 'POST',
  path: '/pk/match/answer',
  access: 'member',
  summary: 'Answer a question of a PK match',
  body: ZPostPkAnswerRequest,
  response: ZPostPkAnswerResponse,
});
