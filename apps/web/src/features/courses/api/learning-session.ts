import { useMutation } from '@tanstack/react-query';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { postStartCourseware as endpoint } from '@lectern/contracts/courses/post-start-courseware';
import { request } from '@/lib/api-client';

/**
 * The refusals of opening a courseware that the learning screen explains itself, with what to do
 * next (spec §4 rules, §8 learning codes): no toast for them.
 */
export const START_REFUSALS: readonly string[] = [
  ErrorCode.COURSE_NOT_FOUND,
  ErrorCode.COURSEWARE_NOT_FOUND,
  ErrorCode.FIRST_SIGNATURE_NOT_DONE,
  ErrorCode.COMPLETION_SIGNATURE_NOT_DONE,
  ErrorCode.FIRST_FACE_COMPARISON_NOT_DONE,
  ErrorCode.FIRST_FACE_COMPARISON_FAILED,
  ErrorCode.COURSEWARE_PROGRESS_RESET,
  ErrorCode.COURSEWARE_ORDER_REQUIRED,
  ErrorCode.COMPLETED_COURSEWARE_NOT_RELEARNABLE,
  ErrorCode.COURSE_COMPLETED,
  ErrorCode.LEARNING_PAUSED_OR_STOPPED,
  ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN,
  ErrorCode.COURSE_MUST_BE_RELEARNED,
  ErrorCode.INSUFFICIENT_LEARNING_COUNT,
  ErrorCode.MEDIA_TRAFFIC_INSUFFICIENT,
  ErrorCode.PREVIOUS_COURSEWARE_UNFINISHED,
  ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION,
  ErrorCode.COURSE_NOT_REDEEMED,
];

/** POST /courseware/start: the session to play one courseware in the learner's run. */
export const postStartCourseware = (coursewareId: string) =>
  request(endpoint, { coursewareId }, { handlesFailure: (code) => START_REFUSALS.includes(code) });

export const useStartCourseware = () =>
  useMutation({ mutationFn: (coursewareId: string) => postStartCourseware(coursewareId) });
