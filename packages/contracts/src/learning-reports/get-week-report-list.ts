import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZWeekReportSummary } from './learning-reports';

export const ZGetWeekReportListRequest = ZPageQuery;
export type TGetWeekReportListRequest = z.infer<typeof ZGetWeekReportListRequest>;

export const ZGetWeekReportListResponse = zPage(ZWeekReportSummary);
export type TGetWeekReportListResponse = z.infer<typeof ZGetWeekReportListResponse>;

/** Spec §2 /personal/week-report-list: the learner's weekly reports, newest week first. */
export const getWeekReportList = defineEndpoint({
  method: 'GET',
  path: '/analysis/weekReport/list',
  access: 'member',
  summary: 'The learner’s weekly learning reports, newest week first',
  query: ZGetWeekReportListRequest,
  response: ZGetWeekReportListResponse,
});
