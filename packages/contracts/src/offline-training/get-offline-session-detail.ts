import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZOfflineSession, ZSessionRequest } from './offline-training';

export const ZOfflineSessionDetail = ZOfflineSession.extend({
  className: z.string(),
  description: z.string(),
  isTrainer: z.boolean(),
  isLearner: z.boolean(),
  /** For the trainer: how many learners signed in and out; null for a learner. */
  signedInCount: z.number().int().nonnegative().nullable(),
  signedOutCount: z.number().int().nonnegative().nullable(),
  learnerCount: z.number().int().nonnegative(),
});
export type TOfflineSessionDetail = z.infer<typeof ZOfflineSessionDetail>;

/** A session's detail (spec §2 /offline/course/detail). 309210 unless the caller attends or trains it. */
export const getOfflineSessionDetail = defineEndpoint({
  method: 'GET',
  path: '/offline/session/detail',
  access: 'member',
  summary: 'An offline class session with the caller’s attendance',
  query: ZSessionRequest,
  response: ZOfflineSessionDetail,
});
