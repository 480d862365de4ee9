import {
  postScormCommit as endpoint,
  type TPostScormCommitRequest,
  type TPostScormCommitResponse,
} from '@lectern/contracts/courses/post-scorm-commit';
import { request } from '@/lib/api-client';

export type TSendScormCommit = (
  commit: TPostScormCommitRequest,
) => Promise<TPostScormCommitResponse>;

/** POST /courseware/scorm/commit: silent, the player is told of a failure and shows its own. */
export const postScormCommit: TSendScormCommit = (commit) =>
  request(endpoint, commit, { silent: true });
