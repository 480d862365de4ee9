import type { FastifyInstance } from 'fastify';
import { getStudyReport } from '@lectern/contracts/learning-reports/get-study-report';
import { getWeekReportDetail } from '@lectern/contracts/learning-reports/get-week-report-detail';
import { getWeekReportList } from '@lectern/contracts/learning-reports/get-week-report-list';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import type { LearningReportsService } from './learning-reports.service';

/** Spec §2 /personal/week-report-list, /weekreportdetail and the study report. */
export const registerLearningReportsRoutes = (
  api: FastifyInstance,
  deps: AppDeps,
  reports: LearningReportsService,
) => {
  registerEndpoint(api, deps.guards, getWeekReportList, ({ session, query }) =>
    reports.list(session, query),
  );
  registerEndpoint(api, deps.guards, getWeekReportDetail, ({ session, query }) =>
    reports.detail(session, query.reportId),
  );
  registerEndpoint(api, deps.guards, getStudyReport, ({ session }) => reports.studyReport(session));
};
