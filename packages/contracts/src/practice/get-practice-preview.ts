import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZQuestionTypeCode } from '../common/enums';
import { ZPracticeTaskSummary, ZTaskRequest } from './practice';

export const ZGetPracticePreviewRequest = ZTaskRequest;

/** Spec §2 practice preview: the task, its questions by type, and whether it may be entered. */
export const ZGetPracticePreviewResponse = ZPracticeTaskSummary.extend({
  questionTypes: z.array(
    z.object({ questionType: ZQuestionTypeCode, count: z.number().int().positive() }),
  ),
  /** Why the learner cannot practise now (300408 unpaid), or null. */
  blockedBy: z.string().nullable(),
});
export type TGetPracticePreviewResponse = z.infer<typeof ZGetPracticePreviewResponse>;

export const getPracticePreview = defineEndpoint({
  method: 'GET',
  path: '/exercise/preview',
  access: 'member',
  summary: 'What the learner sees before practising a task',
  query: ZGetPracticePreviewRequest,
  response: ZGetPracticePreviewResponse,
});
