import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZSheetState } from './exam';
import { ZPageLeaveEvent } from './post-report-page-leave';

export const ZGetExamResultRequest = z.object({ answerSheetId: ZId });
export type TGetExamResultRequest = z.infer<typeof ZGetExamResultRequest>;

/** Spec §2 exam result / finish. Score, pass and rank are null while hidden or being marked. */
export const ZGetExamResultResponse = z.object({
  answerSheetId: ZId,
  paperId: ZId,
  paperName: z.string(),
  state: ZSheetState,
  /** Results hidden until this time (spec §4 'result hidden but time visible'); null: shown. */
  resultReleaseTime: ZEpochMillis.nullable(),
  passed: z.boolean().nullable(),
  score: z.number().nullable(),
  totalScore: z.number(),
  passScore: z.number(),
  startTime: ZEpochMillis,
  finishTime: ZEpochMillis,
  /** Milliseconds from start to finish. */
  timeUsed: z.number().nonnegative(),
  /** Rank among the paper's judged sheets by score, then time used. */
  rank: z.number().int().positive().nullable(),
  /** For the QR code and later lookup (spec §3 answer sheet). */
  queryCode: z.string(),
  /** Whether the answer detail may be opened (spec §6). */
  canViewAnswers: z.boolean(),
  /** Whether another attempt is allowed now. */
  canRetake: z.boolean(),
  /** The learner may score their subjective answers until then (spec §4); null: not now. */
  selfGradingUntil: ZEpochMillis.nullable(),
  /**
   * Spec §4 leave rule: the leaves the server recorded, in order, and whether they submitted the
   * sheet (300336); null when the paper does not watch page leaves and none were recorded.
   */
  pageLeaves: z
    .object({ forcedSubmission: z.boolean(), events: z.array(ZPageLeaveEvent) })
    .nullable(),
});
export type TGetExamResultResponse = z.infer<typeof ZGetExamResultResponse>;

export const getExamResult = defineEndpoint({
  method: 'GET',
  path: '/exam/result',
  access: 'member',
  summary: "A submitted sheet's result",
  query: ZGetExamResultRequest,
  response: ZGetExamResultResponse,
});
