import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZCoursewareProgress } from './courses';

/** The most cmi data stored per learner and package, as JSON characters. */
export const MAX_SCORM_CMI_LENGTH = 64_000;

export const ZPostScormCommitRequest = z.object({
  coursewareId: ZId,
  /** Rises with every commit of the package in the run; at or below the stored one: a retry. */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The runtime's cmi object (scorm-again's `renderCommitCMI`); at most MAX_SCORM_CMI_LENGTH. */
  cmi: z.record(z.string(), z.unknown()),
});
export type TPostScormCommitRequest = z.infer<typeof ZPostScormCommitRequest>;

export const ZPostScormCommitResponse = z.object({
  progress: ZCoursewareProgress,
  courseProgress: z.number().min(0).max(100),
  courseCompleted: z.boolean(),
});
export type TPostScormCommitResponse = z.infer<typeof ZPostScormCommitResponse>;

/**
 * Stores a SCORM 1.2 or 2004 package's cmi data for the learner's run; its completion status
 * (completed or passed, and for 2004 its success status) completes the courseware and its score
 * is kept. 309195 for another kind or data over the limit. Time comes from heartbeats, not cmi.
 */
export const postScormCommit = defineEndpoint({
  method: 'POST',
  path: '/courseware/scorm/commit',
  access: 'member',
  summary: 'Store a SCORM package’s runtime data',
  body: ZPostScormCommitRequest,
  response: ZPostScormCommitResponse,
});
