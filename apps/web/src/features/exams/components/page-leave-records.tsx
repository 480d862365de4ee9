import {
  PageLeaveOutcome,
  type TPageLeaveEvent,
} from '@lectern/contracts/exams/post-report-page-leave';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration } from '@/lib/format';

const MILLIS_PER_SECOND = 1_000;

const OUTCOME_COLOURS: Record<TPageLeaveEvent['outcome'], string> = {
  [PageLeaveOutcome.OPEN]: 'default',
  [PageLeaveOutcome.GRACE]: 'default',
  [PageLeaveOutcome.WARNING]: 'warning',
  [PageLeaveOutcome.IN_TIME]: 'success',
  [PageLeaveOutcome.VIOLATION]: 'error',
  [PageLeaveOutcome.FORCED]: 'error',
};

/**
 * Spec §4 leave rule on the result page: every leave the server recorded, with its time, how the
 * page was left, its length and how it was judged, so the learner sees what counted and why.
 */
export function PageLeaveRecords({ events }: { events: TPageLeaveEvent[] }) {
  const { t } = useTranslation();
  const counted = events.filter((event) => event.counted).length;
  const violations = events.filter((event) => event.violation).length;
  return (
    <Card title={t('exams:leaves.title')} className="lectern-exam-leaves">
      {events.length === 0 ? (
        <p className="lectern-exam-leaves__none">{t('exams:leaves.none')}</p>
      ) : (
        <>
          <p className="lectern-exam-leaves__summary">
            {t('exams:leaves.summary', { leaves: counted, violations })}
          </p>
          <ol className="lectern-exam-leaves__list">
            {events.map((event) => (
              <li key={event.leaveId} className="lectern-exam-leaves__item">
                <time dateTime={new Date(event.leftAt).toISOString()}>
                  {formatDateTime(event.leftAt)}
                </time>
                <span>{t(`exams:leaves.kinds.${event.kind}`)}</span>
                <span>
                  {event.durationMs === null
                    ? '—'
                    : formatDuration(Math.round(event.durationMs / MILLIS_PER_SECOND), t)}
                </span>
                <Tag color={OUTCOME_COLOURS[event.outcome]} variant="filled">
                  {t(`exams:leaves.outcomes.${event.outcome}`)}
                </Tag>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
