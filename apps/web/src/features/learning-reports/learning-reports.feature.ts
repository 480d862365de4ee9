import type { TFeature } from '@/lib/feature';

/** Route paths of the learning reports (spec §2; docs/decisions/0068). */
export const LearningReportPaths = {
  /** The study report: the learner's recent weeks, under the personal centre. */
  STUDY_REPORT: '/personal/study-report',
  /** The learner's weekly reports, newest first. */
  WEEK_REPORT_LIST: '/personal/week-report-list',
  /** One weekly report: `?reportId=`. */
  WEEK_REPORT_DETAIL: '/weekreportdetail',
} as const;

/** The study report and the weekly reports, in the shell; their charts load on demand. */
export const learningReportsFeature = {
  translations: ['learning-reports'],
  pages: [
    {
      path: LearningReportPaths.STUDY_REPORT,
      area: 'shell',
      load: () => import('./pages/study-report-page').then((module) => module.StudyReportPage),
    },
    {
      path: LearningReportPaths.WEEK_REPORT_LIST,
      area: 'shell',
      load: () =>
        import('./pages/week-report-list-page').then((module) => module.WeekReportListPage),
    },
    {
      path: LearningReportPaths.WEEK_REPORT_DETAIL,
      area: 'shell',
      load: () =>
        import('./pages/week-report-detail-page').then((module) => module.WeekReportDetailPage),
    },
  ],
} satisfies TFeature;
