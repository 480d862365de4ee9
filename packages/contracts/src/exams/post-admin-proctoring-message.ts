import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

/** The longest message a proctor sends (as ZExamNotification's `text`). */
export const MAX_PROCTOR_MESSAGE_LENGTH = 2_000;

export const ZPostAdminProctoringMessageRequest = z.object({
  answerSheetId: ZId,
  text: z.string().trim().min(1).max(MAX_PROCTOR_MESSAGE_LENGTH),
});
export type TPostAdminProctoringMessageRequest = z.infer<typeof ZPostAdminProctoringMessageRequest>;

export const ZPostAdminProctoringMessageResponse = z.object({ sentAt: ZEpochMillis });
export type TPostAdminProctoringMessageResponse = z.infer<
  typeof ZPostAdminProctoringMessageResponse
>;

/**
 * Issue 21 point 7: a proctor's message to the examinee answering a sheet, pushed to their pages
 * on `/ws` (ExamNotificationType.MESSAGE). The sheet must still be answered (309146).
 */
export const postAdminProctoringMessage = defineEndpoint({
  method: 'POST',
  path: '/admin/exam/proctoring/message',
  access: 'admin',
  summary: 'Send a message to an examinee answering a sheet',
  body: ZPostAdminProctoringMessageRequest,
  response: ZPostAdminProctoringMessageResponse,
});
