import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZId } from '../common/primitives';
import { ZPracticeRecord } from './practice-record';

export const ZGetPracticeRecordsRequest = ZPageQuery.extend({ taskId: ZId.optional() });
export type TGetPracticeRecordsRequest = z.infer<typeof ZGetPracticeRecordsRequest>;

export const ZGetPracticeRecordsResponse = zPage(ZPracticeRecord);
export type TGetPracticeRecordsResponse = z.infer<typeof ZGetPracticeRecordsResponse>;

/** The learner's finished rounds, newest first; of one task when `taskId` is given. */
export const getPracticeRecords = defineEndpoint({
  method: 'GET',
  path: '/exercise/records',
  access: 'member',
  summary: 'The learner’s practice records',
  query: ZGetPracticeRecordsRequest,
  response: ZGetPracticeRecordsResponse,
});
