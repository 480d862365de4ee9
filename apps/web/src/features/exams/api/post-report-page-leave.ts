import {
  postReportPageLeave as endpoint,
  type TPostReportPageLeaveRequest,
} from '@lectern/contracts/exams/post-report-page-leave';
import { request } from '@/lib/api-client';

/**
 * POST /exam/leave: a leave of the answering page or the return from it (spec §4 leave rule).
 * Silent: the leave dialog says what the server decided, and a report that cannot be sent is
 * sent again with the same leave id.
 */
export const postReportPageLeave = (report: TPostReportPageLeaveRequest) =>
  request(endpoint, report, { silent: true });
