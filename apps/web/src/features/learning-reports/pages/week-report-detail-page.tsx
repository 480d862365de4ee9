import type { TWeekReportExam } from '@lectern/contracts/learning-reports/learning-reports';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { useWeekReportDetail } from '../api/get-week-report-detail';
import { WeekFigures } from '../components/report-figures';
import { ReportChart } from '../components/report-chart';
import {
  dayLabel,
  formatCreditChange,
  minutesOf,
  weekdayLabel,
  weekRange,
} from '../components/report-format';
import { LearningReportPaths } from '../learning-reports.feature';
import '../components/learning-reports.css';

const resultOf = (exam: TWeekReportExam, t: TFunction) =>
  exam.score === null
    ? t('learning-reports:exams.pending')
    : exam.passed === null
      ? String(exam.score)
      : t(exam.passed ? 'learning-reports:exams.passed' : 'learning-reports:exams.failed', {
          score: exam.score,
        });

/**
 * Spec §2 /weekreportdetail?reportId=: one week of the learner's learning, as the weekly job
 * stored it: its figures, charts of each day's learning time and credit change (each with its
 * table view), and the courses completed and exams finished that week.
 */
export function WeekReportDetailPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const reportId = query.get('reportId') ?? '';
  const { data, isPending, isError } = useWeekReportDetail(reportId);

  const back = (
    <Link to={LearningReportPaths.WEEK_REPORT_LIST}>{t('learning-reports:week.back')}</Link>
  );
  if (reportId === '' || isError) {
    return (
      <div className="lectern-page">
        {back}
        <EmptyList description={t('learning-reports:week.missing')} />
      </div>
    );
  }
  if (isPending) return <Spin className="lectern-reports__loading" />;

  const { report, days, courses, exams } = data;
  return (
    <div className="lectern-page lectern-reports">
      {back}
      <Typography.Title level={2}>
        {t('learning-reports:week.title', { range: weekRange(report.weekStart, report.weekEnd) })}
      </Typography.Title>
      <WeekFigures report={report} previousLearnSeconds={data.previousLearnSeconds} />
      <div className="lectern-reports__charts">
        <ReportChart
          title={t('learning-reports:week.dailyTime')}
          labelHeader={t('learning-reports:table.day')}
          valueHeader={t('learning-reports:table.minutes')}
          format={(minutes) => t('learning-reports:time.minutes', { minutes })}
          bars={days.map((day) => ({
            key: day.day,
            label: weekdayLabel(day.day, t),
            tableLabel: dayLabel(day.day, t),
            value: minutesOf(day.learnSeconds),
          }))}
        />
        <ReportChart
          title={t('learning-reports:week.dailyCredits')}
          labelHeader={t('learning-reports:table.day')}
          valueHeader={t('learning-reports:table.credits')}
          format={formatCreditChange}
          colour="#389e0d"
          bars={days.map((day) => ({
            key: day.day,
            label: weekdayLabel(day.day, t),
            tableLabel: dayLabel(day.day, t),
            value: day.creditChange,
          }))}
        />
      </div>
      <Card title={t('learning-reports:courses.title')} className="lectern-reports__section">
        <Table
          size="small"
          pagination={false}
          rowKey={(course) => `${course.courseName}-${course.completedAt}`}
          dataSource={courses}
          locale={{ emptyText: <EmptyList description={t('learning-reports:courses.empty')} /> }}
          columns={[
            {
              key: 'name',
              title: t('learning-reports:courses.name'),
              render: (_, course) => <TenantText>{course.courseName}</TenantText>,
            },
            {
              key: 'completedAt',
              title: t('learning-reports:courses.completedAt'),
              render: (_, course) => formatDateTime(course.completedAt),
            },
          ]}
        />
      </Card>
      <Card title={t('learning-reports:exams.title')} className="lectern-reports__section">
        <Table
          size="small"
          pagination={false}
          rowKey={(exam) => `${exam.paperName}-${exam.finishedAt}`}
          dataSource={exams}
          locale={{ emptyText: <EmptyList description={t('learning-reports:exams.empty')} /> }}
          columns={[
            {
              key: 'name',
              title: t('learning-reports:exams.name'),
              render: (_, exam) => <TenantText>{exam.paperName}</TenantText>,
            },
            {
              key: 'finishedAt',
              title: t('learning-reports:exams.finishedAt'),
              render: (_, exam) => formatDateTime(exam.finishedAt),
            },
            {
              key: 'score',
              title: t('learning-reports:exams.score'),
              render: (_, exam) => resultOf(exam, t),
            },
          ]}
        />
      </Card>
      <Typography.Paragraph type="secondary" className="lectern-reports__computed">
        {t('learning-reports:computedAt', { time: formatDateTime(report.computedAt) })}
      </Typography.Paragraph>
    </div>
  );
}
