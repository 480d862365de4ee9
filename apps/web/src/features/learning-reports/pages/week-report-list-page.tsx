import type { TWeekReportSummary } from '@lectern/contracts/learning-reports/learning-reports';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useWeekReportList } from '../api/get-week-report-list';
import { formatCreditChange, formatLearnTime, weekRange } from '../components/report-format';
import { LearningReportPaths } from '../learning-reports.feature';
import '../components/learning-reports.css';

function WeekRow({ report }: { report: TWeekReportSummary }) {
  const { t } = useTranslation();
  const rank = report.organisationRank;
  return (
    <li className="lectern-reports__week">
      <Link
        to={`${LearningReportPaths.WEEK_REPORT_DETAIL}?reportId=${encodeURIComponent(report.reportId)}`}
        className="lectern-reports__week-link"
      >
        {t('learning-reports:list.week', { range: weekRange(report.weekStart, report.weekEnd) })}
      </Link>
      <dl className="lectern-reports__week-figures">
        <div>
          <dt>{t('learning-reports:figures.learnTime')}</dt>
          <dd>{formatLearnTime(report.learnSeconds, t)}</dd>
        </div>
        <div>
          <dt>{t('learning-reports:figures.coursesCompleted')}</dt>
          <dd>{report.coursesCompleted}</dd>
        </div>
        <div>
          <dt>{t('learning-reports:figures.examsFinished')}</dt>
          <dd>{report.examsFinished}</dd>
        </div>
        <div>
          <dt>{t('learning-reports:figures.creditChange')}</dt>
          <dd>{formatCreditChange(report.creditChange)}</dd>
        </div>
        <div>
          <dt>{t('learning-reports:figures.rank')}</dt>
          <dd>
            {rank
              ? t('learning-reports:list.rank', { rank: rank.rank, learners: rank.learners })
              : '–'}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Spec §2 /personal/week-report-list: the learner's weekly reports, newest week first, paged. */
export function WeekReportListPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data, isPending } = useWeekReportList({ pageNum, pageSize });
  return (
    <div className="lectern-page lectern-reports">
      <Link to={LearningReportPaths.STUDY_REPORT}>{t('learning-reports:list.toStudyReport')}</Link>
      <Typography.Title level={2}>{t('learning-reports:list.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('learning-reports:list.intro')}
      </Typography.Paragraph>
      <Card>
        {isPending ? (
          <Spin />
        ) : !data || data.list.length === 0 ? (
          <EmptyList description={t('learning-reports:list.empty')} />
        ) : (
          <ul className="lectern-reports__weeks">
            {data.list.map((report) => (
              <WeekRow key={report.reportId} report={report} />
            ))}
          </ul>
        )}
        {data && data.total > 0 && (
          <Pagination
            align="end"
            className="lectern-reports__pagination"
            {...pagination({
              pageNum,
              pageSize,
              total: data.total,
              onChange: (page, size) => update({ pageNum: page, pageSize: size }),
              t,
            })}
          />
        )}
      </Card>
    </div>
  );
}
