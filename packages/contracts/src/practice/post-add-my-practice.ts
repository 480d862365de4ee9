import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZTaskRequest } from './practice';

export const ZPostAddMyPracticeRequest = ZTaskRequest;
export const ZPostAddMyPracticeResponse = ZTaskRequest;
export type TPostAddMyPracticeResponse = z.infer<typeof ZPostAddMyPracticeResponse>;

/** Idempotent: adding a bank twice keeps one. */
export const postAddMyPractice = defineEndpoint({
  method: 'POST',
  path: '/exercise/addMine',
  access: 'member',
  summary: 'Add a question bank to the learner’s own banks',
  body: ZPostAddMyPracticeRequest,
  response: ZPostAddMyPracticeResponse,
});
