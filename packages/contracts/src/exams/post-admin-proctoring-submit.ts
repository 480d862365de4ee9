import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZSheetState } from './exam';

export const ZPostAdminProctoringSubmitRequest = z.object({ answerSheetId: ZId });
export type TPostAdminProctoringSubmitRequest = z.infer<typeof ZPostAdminProctoringSubmitRequest>;

export const ZPostAdminProctoringSubmitResponse = z.object({
  answerSheetId: ZId,
  state: ZSheetState,
});
export type TPostAdminProctoringSubmitResponse = z.infer<typeof ZPostAdminProctoringSubmitResponse>;

/**
 * Issue 21 point 7: the administrator ends an examinee's sheet with every saved answer, and the
 * examinee's pages are told (ExamNotificationType.SUBMITTED_BY_ADMIN). A sheet ended already
 * answers 309146.
 */
export const postAdminProctoringSubmit = defineEndpoint({
  method: 'POST',
  path: '/admin/exam/proctoring/submit',
  access: 'admin',
  summary: "Force-submit an examinee's sheet",
  body: ZPostAdminProctoringSubmitRequest,
  response: ZPostAdminProctoringSubmitResponse,
});
