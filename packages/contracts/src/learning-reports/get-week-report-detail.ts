import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import {
  ZWeekReportCourse,
  ZWeekReportDay,
  ZWeekReportExam,
  ZWeekReportSummary,
} from './learning-reports';

export const ZGetWeekReportDetailRequest = z.object({ reportId: ZId });
export type TGetWeekReportDetailRequest = z.infer<typeof ZGetWeekReportDetailRequest>;

export const ZGetWeekReportDetailResponse = z.object({
  report: ZWeekReportSummary,
  /** Monday to Sunday. */
  days: z.array(ZWeekReportDay),
  /** Courses completed in the week, in the order completed (at most MAX_REPORT_ITEMS). */
  courses: z.array(ZWeekReportCourse),
  /** Exam sheets finished in the week, in the order finished (at most MAX_REPORT_ITEMS). */
  exams: z.array(ZWeekReportExam),
  /** The week before's learning time in seconds, for comparison; null: no report of it. */
  previousLearnSeconds: z.number().int().nonnegative().nullable(),
});
export type TGetWeekReportDetailResponse = z.infer<typeof ZGetWeekReportDetailResponse>;

/** Spec §2 /weekreportdetail: one of the learner's weekly reports (309235 when not theirs). */
export const getWeekReportDetail = defineEndpoint({
  method: 'GET',
  path: '/analysis/weekReport/detail',
  access: 'member',
  summary: 'One weekly learning report of the learner: its days, courses, exams, credits and rank',
  query: ZGetWeekReportDetailRequest,
  response: ZGetWeekReportDetailResponse,
});
