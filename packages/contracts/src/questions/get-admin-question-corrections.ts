import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { zPage, ZPageQuery } from '../common/pagination';
import { ZCorrectionStatus, ZQuestionCorrection } from './corrections';

export const ZGetAdminQuestionCorrectionsRequest = ZPageQuery.extend({
  /** Only reports in this state; all when absent. */
  status: ZCorrectionStatus.optional(),
});
export type TGetAdminQuestionCorrectionsRequest = z.infer<
  typeof ZGetAdminQuestionCorrectionsRequest
>;

export const ZGetAdminQuestionCorrectionsResponse = zPage(ZQuestionCorrection);
export type TGetAdminQuestionCorrectionsResponse = z.infer<
  typeof ZGetAdminQuestionCorrectionsResponse
>;

/** The tenant's error-correction reports, newest first. */
export const getAdminQuestionCorrections = defineEndpoint({
  method: 'GET',
  path: '/admin/questions/corrections',
  access: 'admin',
  summary: 'Error-correction reports on questions',
  query: ZGetAdminQuestionCorrectionsRequest,
  response: ZGetAdminQuestionCorrectionsResponse,
});
