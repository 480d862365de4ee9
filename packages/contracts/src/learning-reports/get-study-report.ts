import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZWeekReportDay, ZWeekReportSummary } from './learning-reports';

export const ZGetStudyReportRequest = z.object({});
export type TGetStudyReportRequest = z.infer<typeof ZGetStudyReportRequest>;

export const ZGetStudyReportResponse = z.object({
  /** The latest STUDY_REPORT_WEEKS stored weeks, oldest first. */
  weeks: z.array(ZWeekReportSummary),
  /** The days of the latest four of those weeks, oldest first. */
  days: z.array(ZWeekReportDay),
  /** Sums over `weeks`. */
  totals: z.object({
    learnSeconds: z.number().int().nonnegative(),
    coursesCompleted: z.number().int().nonnegative(),
    examsFinished: z.number().int().nonnegative(),
    examsPassed: z.number().int().nonnegative(),
    creditChange: z.number().int(),
  }),
});
export type TGetStudyReportResponse = z.infer<typeof ZGetStudyReportResponse>;

/** Spec §1 personal centre 'study report': the learner's recent weeks, from the stored reports. */
export const getStudyReport = defineEndpoint({
  method: 'GET',
  path: '/analysis/studyReport',
  access: 'member',
  summary: 'The learner’s study report: their latest weeks of learning, from the weekly reports',
  query: ZGetStudyReportRequest,
  response: ZGetStudyReportResponse,
});
