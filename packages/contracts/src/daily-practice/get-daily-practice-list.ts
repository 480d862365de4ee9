import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZDailyPracticeSummary } from './daily-practice';

export const ZGetDailyPracticeListRequest = z.object({});

export const ZGetDailyPracticeListResponse = z.object({ list: z.array(ZDailyPracticeSummary) });
export type TGetDailyPracticeListResponse = z.infer<typeof ZGetDailyPracticeListResponse>;

/** Spec §2 /exam/daily-exercise: the tenant's daily practices with the learner's today. */
export const getDailyPracticeList = defineEndpoint({
  method: 'GET',
  path: '/daily/exercise/list',
  access: 'member',
  summary: "The tenant's daily practices with the learner's today",
  query: ZGetDailyPracticeListRequest,
  response: ZGetDailyPracticeListResponse,
});
