import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZQuestionCorrection } from './corrections';

export const ZPostAdminHandleCorrectionRequest = z.object({ correctionId: ZId });
export type TPostAdminHandleCorrectionRequest = z.infer<typeof ZPostAdminHandleCorrectionRequest>;

export const ZPostAdminHandleCorrectionResponse = ZQuestionCorrection;

/**
 * Marks a report handled; idempotent (handling it again keeps the first time). 309178 when the
 * tenant has no such report.
 */
export const postAdminHandleCorrection = defineEndpoint({
  method: 'POST',
  path: '/admin/questions/handleCorrection',
  access: 'admin',
  summary: 'Mark an error-correction report handled',
  body: ZPostAdminHandleCorrectionRequest,
  response: ZPostAdminHandleCorrectionResponse,
});
