import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZSheetState } from './exam';

export const ZGetAnswerListRequest = z.object({ paperId: ZId });
export type TGetAnswerListRequest = z.infer<typeof ZGetAnswerListRequest>;

/** Spec §2 answer list: one row per submitted session of the learner, newest first. */
export const ZAnswerListRow = z.object({
  answerSheetId: ZId,
  /** 1 for the learner's first attempt at the paper. */
  answerNo: z.number().int().positive(),
  startTime: ZEpochMillis,
  finishTime: ZEpochMillis,
  state: ZSheetState,
  /** null while hidden or being marked. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type TAnswerListRow = z.infer<typeof ZAnswerListRow>;

export const ZGetAnswerListResponse = z.object({
  paperName: z.string(),
  list: z.array(ZAnswerListRow),
});
export type TGetAnswerListResponse = z.infer<typeof ZGetAnswerListResponse>;

export const getAnswerList = defineEndpoint({
  method: 'GET',
  path: '/exam/answerList',
  access: 'member',
  summary: "The learner's submitted sheets of a paper",
  query: ZGetAnswerListRequest,
  response: ZGetAnswerListResponse,
});
