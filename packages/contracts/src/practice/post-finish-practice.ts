import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZTaskRequest } from './practice';
import { ZPracticeRecord } from './practice-record';

export const ZPostFinishPracticeRequest = ZTaskRequest;
export const ZPostFinishPracticeResponse = ZPracticeRecord;
export type TPostFinishPracticeResponse = z.infer<typeof ZPostFinishPracticeResponse>;

/**
 * Spec §4: finishing creates a record and resets the progress; every question must be answered
 * first, else 309150 with the number remaining (spec §5).
 */
export const postFinishPractice = defineEndpoint({
  method: 'POST',
  path: '/exercise/finish',
  access: 'member',
  summary: 'Finish the current round of a practice task',
  body: ZPostFinishPracticeRequest,
  response: ZPostFinishPracticeResponse,
});
