import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import {
  ZClassRequest,
  ZHomeworkSummary,
  ZOfflineClassSummary,
  ZOfflineSession,
} from './offline-training';

export const ZOfflineClassDetail = ZOfflineClassSummary.extend({
  introduction: z.string(),
  sessions: z.array(ZOfflineSession),
  homeworks: z.array(ZHomeworkSummary),
  /** The class exam (invitationType 8), opened to the class's learners from here. */
  exam: z.object({ paperId: ZId, name: z.string() }).nullable(),
});
export type TOfflineClassDetail = z.infer<typeof ZOfflineClassDetail>;

/** A class with its sessions, homework and exam. 309210 unless the caller attends or trains it. */
export const getOfflineClassDetail = defineEndpoint({
  method: 'GET',
  path: '/offline/class/detail',
  access: 'member',
  summary: 'An offline class with its sessions, homework and exam',
  query: ZClassRequest,
  response: ZOfflineClassDetail,
});
