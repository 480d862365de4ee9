import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

/** The most minutes one extension adds. */
export const MAX_EXTENSION_MINUTES = 600;

export const ZPostAdminProctoringExtendRequest = z.object({
  answerSheetId: ZId,
  minutes: z.number().int().min(1).max(MAX_EXTENSION_MINUTES),
});
export type TPostAdminProctoringExtendRequest = z.infer<typeof ZPostAdminProctoringExtendRequest>;

export const ZPostAdminProctoringExtendResponse = z.object({
  answerSheetId: ZId,
  /** The sheet's new deadline. */
  endTime: ZEpochMillis,
});
export type TPostAdminProctoringExtendResponse = z.infer<typeof ZPostAdminProctoringExtendResponse>;

/**
 * Issue 21 point 7: moves the deadline of a sheet being answered `minutes` later, even past the
 * exam's end, and tells the examinee's pages (ExamNotificationType.TIME_EXTENDED). A sheet
 * without a time limit answers 309147, one no longer answered 309146.
 */
export const postAdminProctoringExtend = defineEndpoint({
  method: 'POST',
  path: '/admin/exam/proctoring/extend',
  access: 'admin',
  summary: "Extend the time of an examinee's sheet",
  body: ZPostAdminProctoringExtendRequest,
  response: ZPostAdminProctoringExtendResponse,
});
