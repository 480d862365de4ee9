import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import {
  MAX_HOMEWORK_FILES,
  MAX_HOMEWORK_TEXT,
  ZHomeworkFile,
  ZHomeworkSubmission,
} from './offline-training';

export const ZPostSubmitHomeworkRequest = z.object({
  homeworkId: ZId,
  content: z.string().max(MAX_HOMEWORK_TEXT).default(''),
  /** The learner's own uploads (POST /sys/uploadFile). */
  files: z.array(ZHomeworkFile).max(MAX_HOMEWORK_FILES).default([]),
});
export type TPostSubmitHomeworkRequest = z.input<typeof ZPostSubmitHomeworkRequest>;

/**
 * Hands in (or again, replacing the last) a homework until it is graded (309217) or its deadline
 * passed (309219); text or a file is required (300364); files must be the learner's uploads.
 */
export const postSubmitHomework = defineEndpoint({
  method: 'POST',
  path: '/homework/submit',
  access: 'member',
  summary: 'Hand in a class homework',
  body: ZPostSubmitHomeworkRequest,
  response: ZHomeworkSubmission,
});
