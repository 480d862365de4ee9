import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZPostDeleteExamRecordRequest = z.object({ paperId: ZId });
export type TPostDeleteExamRecordRequest = z.infer<typeof ZPostDeleteExamRecordRequest>;
export const ZPostDeleteExamRecordResponse = z.null();

/**
 * Removes the learner's submitted sheets of a paper from their lists. They still count toward
 * the attempts allowed, so deleting a record never buys another attempt.
 */
export const postDeleteExamRecord = defineEndpoint({
  method: 'POST',
  path: '/exam/deleteRecord',
  access: 'member',
  summary: "Delete the learner's exam record of a paper",
  body: ZPostDeleteExamRecordRequest,
  response: ZPostDeleteExamRecordResponse,
});
