import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZDailyHistoryDay, ZDailyPracticeSummary, ZDailyRequest } from './daily-practice';

export const ZGetDailyPracticeDetailRequest = ZDailyRequest;
export type TGetDailyPracticeDetailRequest = z.infer<typeof ZGetDailyPracticeDetailRequest>;

export const ZGetDailyPracticeDetailResponse = ZDailyPracticeSummary.extend({
  /** The learner's last DAILY_HISTORY_DAYS days of it, newest first. */
  history: z.array(ZDailyHistoryDay),
});
export type TGetDailyPracticeDetailResponse = z.infer<typeof ZGetDailyPracticeDetailResponse>;

/** Spec §2 /exam/daily-exercise/detail: the rules, the streak and the learner's days. */
export const getDailyPracticeDetail = defineEndpoint({
  method: 'GET',
  path: '/daily/exercise/detail',
  access: 'member',
  summary: "A daily practice's rules and the learner's streak and days",
  query: ZGetDailyPracticeDetailRequest,
  response: ZGetDailyPracticeDetailResponse,
});
