import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZEpochMillis, ZId } from '../common/primitives';

/** Spec §3 learning record: one per course the learner has started, for the current run. */
export const ZLearnRecord = z.object({
  courseId: ZId,
  courseName: z.string(),
  runNo: z.number().int().positive(),
  /** Credited learning time, in whole minutes. */
  learnMinutes: z.number().int().nonnegative(),
  lastLearnAt: ZEpochMillis.nullable(),
  progress: z.number().min(0).max(100),
  timesLearned: z.number().int().nonnegative(),
  finished: z.boolean(),
});
export type TLearnRecord = z.infer<typeof ZLearnRecord>;

export const ZGetLearnRecordRequest = ZPageQuery;
export const ZGetLearnRecordResponse = zPage(ZLearnRecord).extend({
  /** All the learner's credited learning, in whole minutes (spec §1 learning hours). */
  totalMinutes: z.number().int().nonnegative(),
});
export type TGetLearnRecordResponse = z.infer<typeof ZGetLearnRecordResponse>;

/** The learner's courses, last learned first (/personal/learn-record). */
export const getLearnRecord = defineEndpoint({
  method: 'GET',
  path: '/course/learnRecord',
  access: 'member',
  summary: 'The learner’s learning record',
  query: ZGetLearnRecordRequest,
  response: ZGetLearnRecordResponse,
});
