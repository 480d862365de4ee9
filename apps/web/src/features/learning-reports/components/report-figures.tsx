import type { TWeekReportSummary } from '@lectern/contracts/learning-reports/learning-reports';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';
import { formatCreditChange, formatLearnTime } from './report-format';

/** A figure of a report: its name and its value, large. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="lectern-reports__figure-tile">
      <span className="lectern-reports__figure-label">{label}</span>
      <span className="lectern-reports__figure-value">{value}</span>
      {note && <span className="lectern-reports__figure-note">{note}</span>}
    </div>
  );
}

/** The learner's rank in their organisation, or that they are in none. */
export function OrganisationRank({ report }: { report: TWeekReportSummary }) {
  const { t } = useTranslation();
  const rank = report.organisationRank;
  if (!rank)
    return (
      <Figure
        label={t('learning-reports:figures.rank')}
        value="–"
        note={t('learning-reports:figures.noOrganisation')}
      />
    );
  return (
    <div className="lectern-reports__figure-tile">
      <span className="lectern-reports__figure-label">{t('learning-reports:figures.rank')}</span>
      <span className="lectern-reports__figure-value">
        {t('learning-reports:figures.rankValue', { rank: rank.rank })}
      </span>
      <span className="lectern-reports__figure-note">
        {t('learning-reports:figures.rankOf', { learners: rank.learners })}{' '}
        <TenantText>{rank.organisationName}</TenantText>
      </span>
    </div>
  );
}

/** A week's figures: time, days, courses, exams, average score, credits and rank. */
export function WeekFigures({
  report,
  previousLearnSeconds,
}: {
  report: TWeekReportSummary;
  previousLearnSeconds?: number | null;
}) {
  const { t } = useTranslation();
  const change =
    previousLearnSeconds === undefined || previousLearnSeconds === null
      ? undefined
      : report.learnSeconds >= previousLearnSeconds
        ? t('learning-reports:figures.moreThanBefore', {
            time: formatLearnTime(report.learnSeconds - previousLearnSeconds, t),
          })
        : t('learning-reports:figures.lessThanBefore', {
            time: formatLearnTime(previousLearnSeconds - report.learnSeconds, t),
          });
  return (
    <div className="lectern-reports__figures">
      <Figure
        label={t('learning-reports:figures.learnTime')}
        value={formatLearnTime(report.learnSeconds, t)}
        note={change}
      />
      <Figure
        label={t('learning-reports:figures.daysLearned')}
        value={t('learning-reports:figures.daysValue', { count: report.daysLearned })}
      />
      <Figure
        label={t('learning-reports:figures.coursesCompleted')}
        value={String(report.coursesCompleted)}
      />
      <Figure
        label={t('learning-reports:figures.examsFinished')}
        value={String(report.examsFinished)}
        note={t('learning-reports:figures.examsPassed', { count: report.examsPassed })}
      />
      <Figure
        label={t('learning-reports:figures.averageScore')}
        value={report.averageScore === null ? '–' : String(report.averageScore)}
      />
      <Figure
        label={t('learning-reports:figures.creditChange')}
        value={formatCreditChange(report.creditChange)}
      />
      <OrganisationRank report={report} />
    </div>
  );
}
