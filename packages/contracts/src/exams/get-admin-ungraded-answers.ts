import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { zPage, ZPageQuery } from '../common/pagination';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswerToMark } from './marking';

export const ZGetAdminUngradedAnswersRequest = ZPageQuery.extend({
  /** Only this paper's answers; all papers when absent. */
  paperId: ZId.optional(),
});
export type TGetAdminUngradedAnswersRequest = z.infer<typeof ZGetAdminUngradedAnswersRequest>;

export const ZUngradedAnswer = ZAnswerToMark.extend({
  answerSheetId: ZId,
  paperId: ZId,
  paperName: z.string(),
  userCode: z.string(),
  nickName: z.string(),
  finishTime: ZEpochMillis,
});
export type TUngradedAnswer = z.infer<typeof ZUngradedAnswer>;

export const ZGetAdminUngradedAnswersResponse = zPage(ZUngradedAnswer);
export type TGetAdminUngradedAnswersResponse = z.infer<typeof ZGetAdminUngradedAnswersResponse>;

/**
 * The tenant's answers waiting for a marker, oldest sheet first. Sheets still in their
 * self-grading window are left to their learners until it closes.
 */
export const getAdminUngradedAnswers = defineEndpoint({
  method: 'GET',
  path: '/admin/exam/ungradedAnswers',
  access: 'admin',
  summary: 'Answers waiting for a marker',
  query: ZGetAdminUngradedAnswersRequest,
  response: ZGetAdminUngradedAnswersResponse,
});
