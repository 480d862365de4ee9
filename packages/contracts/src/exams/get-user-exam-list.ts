import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZId } from '../common/primitives';
import { ZAnswerListRow } from './get-answer-list';

export const ZGetUserExamListRequest = ZPageQuery;
export type TGetUserExamListRequest = z.infer<typeof ZGetUserExamListRequest>;

/** Spec §2 personal centre exam records: every submitted sheet, newest first. */
export const ZUserExamRecord = ZAnswerListRow.extend({
  paperId: ZId,
  paperName: z.string(),
  totalScore: z.number(),
});
export type TUserExamRecord = z.infer<typeof ZUserExamRecord>;

export const ZGetUserExamListResponse = zPage(ZUserExamRecord);
export type TGetUserExamListResponse = z.infer<typeof ZGetUserExamListResponse>;

export const getUserExamList = defineEndpoint({
  method: 'GET',
  path: '/exam/userExamList',
  access: 'member',
  summary: "The learner's exam records (personal centre)",
  query: ZGetUserExamListRequest,
  response: ZGetUserExamListResponse,
});
