import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { useStudyReport } from '../api/get-study-report';
import { Figure, OrganisationRank } from '../components/report-figures';
import { ReportChart } from '../components/report-chart';
import {
  dayLabel,
  formatCreditChange,
  formatLearnTime,
  hoursOf,
  minutesOf,
  weekRange,
} from '../components/report-format';
import { LearningReportPaths } from '../learning-reports.feature';
import '../components/learning-reports.css';

/**
 * Spec §1 personal centre 'study report' (the menu's 'learning report'): the learner's latest
 * weeks from their stored weekly reports: totals, learning time per week and per day, credits
 * per week, and their latest rank in their organisation; each chart with its table view.
 */
export function StudyReportPage() {
  const { t } = useTranslation();
  const { data, isPending } = useStudyReport();
  const weekLabel = (weekStart: string) => weekStart.slice(5);
  return (
    <div className="lectern-page lectern-reports">
      <div className="lectern-reports__heading">
        <Typography.Title level={2}>{t('learning-reports:study.title')}</Typography.Title>
        <Link to={LearningReportPaths.WEEK_REPORT_LIST}>
          <Button type="primary">{t('learning-reports:study.weekReports')}</Button>
        </Link>
      </div>
      {isPending ? (
        <Spin />
      ) : !data || data.weeks.length === 0 ? (
        <Card>
          <EmptyList description={t('learning-reports:study.empty')} />
        </Card>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('learning-reports:study.span', {
              count: data.weeks.length,
              range: weekRange(
                data.weeks[0]!.weekStart,
                data.weeks[data.weeks.length - 1]!.weekEnd,
              ),
            })}
          </Typography.Paragraph>
          <div className="lectern-reports__figures">
            <Figure
              label={t('learning-reports:figures.learnTime')}
              value={formatLearnTime(data.totals.learnSeconds, t)}
            />
            <Figure
              label={t('learning-reports:figures.coursesCompleted')}
              value={String(data.totals.coursesCompleted)}
            />
            <Figure
              label={t('learning-reports:figures.examsFinished')}
              value={String(data.totals.examsFinished)}
              note={t('learning-reports:figures.examsPassed', { count: data.totals.examsPassed })}
            />
            <Figure
              label={t('learning-reports:figures.creditChange')}
              value={formatCreditChange(data.totals.creditChange)}
            />
            <OrganisationRank report={data.weeks[data.weeks.length - 1]!} />
          </div>
          <div className="lectern-reports__charts">
            <ReportChart
              title={t('learning-reports:study.weeklyTime')}
              labelHeader={t('learning-reports:table.week')}
              valueHeader={t('learning-reports:table.hours')}
              format={(hours) => t('learning-reports:time.hours', { hours })}
              bars={data.weeks.map((week) => ({
                key: week.weekStart,
                label: weekLabel(week.weekStart),
                tableLabel: weekRange(week.weekStart, week.weekEnd),
                value: hoursOf(week.learnSeconds),
              }))}
            />
            <ReportChart
              title={t('learning-reports:study.dailyTime')}
              labelHeader={t('learning-reports:table.day')}
              valueHeader={t('learning-reports:table.minutes')}
              format={(minutes) => t('learning-reports:time.minutes', { minutes })}
              bars={data.days.map((day) => ({
                key: day.day,
                label: day.day.slice(5),
                tableLabel: dayLabel(day.day, t),
                value: minutesOf(day.learnSeconds),
              }))}
            />
            <ReportChart
              title={t('learning-reports:study.weeklyCredits')}
              labelHeader={t('learning-reports:table.week')}
              valueHeader={t('learning-reports:table.credits')}
              format={formatCreditChange}
              colour="#389e0d"
              bars={data.weeks.map((week) => ({
                key: week.weekStart,
                label: weekLabel(week.weekStart),
                tableLabel: weekRange(week.weekStart, week.weekEnd),
                value: week.creditChange,
              }))}
            />
            <ReportChart
              title={t('learning-reports:study.weeklyExams')}
              labelHeader={t('learning-reports:table.week')}
              valueHeader={t('learning-reports:table.exams')}
              format={String}
              colour="#d48806"
              bars={data.weeks.map((week) => ({
                key: week.weekStart,
                label: weekLabel(week.weekStart),
                tableLabel: weekRange(week.weekStart, week.weekEnd),
                value: week.examsFinished,
              }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
