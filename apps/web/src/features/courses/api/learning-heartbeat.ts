import {
  postCoursewareHeartbeat as endpoint,
  type TPostCoursewareHeartbeatRequest,
  type TPostCoursewareHeartbeatResponse,
} from '@lectern/contracts/courses/post-courseware-heartbeat';
import { request } from '@/lib/api-client';

export type TSendHeartbeat = (
  beat: TPostCoursewareHeartbeatRequest,
  options: { keepalive: boolean },
) => Promise<TPostCoursewareHeartbeatResponse>;

/**
 * POST /courseware/heartbeat. Silent: a failed beat is retried and a refusal is explained by the
 * learning screen, never a toast every 15 s.
 */
export const postCoursewareHeartbeat: TSendHeartbeat = (beat, { keepalive }) =>
  request(endpoint, beat, { silent: true, keepalive });
