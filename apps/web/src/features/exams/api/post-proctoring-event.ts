import {
  postProctoringEvent as endpoint,
  type TPostProctoringEventRequest,
} from '@lectern/contracts/exams/post-proctoring-event';
import { request } from '@/lib/api-client';

/**
 * POST /exam/proctoring/event: one violation the monitoring view saw. Silent: the view shows the
 * counts, and a report that cannot be sent is sent again with the same event id.
 */
export const postProctoringEvent = (event: TPostProctoringEventRequest) =>
  request(endpoint, event, { silent: true });
