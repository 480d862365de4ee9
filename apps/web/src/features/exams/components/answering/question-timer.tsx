import HourglassOutlined from '@ant-design/icons/es/icons/HourglassOutlined';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';

/** The last seconds of a question's window show in the warning colour. */
const WARNING_BEFORE_END_MS = 10_000;

/**
 * Spec §9 per-question time in the question's header: the seconds left to answer it (null while
 * its window opens), or that its time is up.
 */
export function QuestionTimer({ remainingMs }: { remainingMs: number | null }) {
  const { t } = useTranslation();
  if (remainingMs === 0) {
    return (
      <span className="lectern-question-timer lectern-question-timer--over">
        {t('exam-answering:questionTime.over')}
      </span>
    );
  }
  return (
    <span
      className={[
        'lectern-question-timer',
        remainingMs !== null &&
          remainingMs <= WARNING_BEFORE_END_MS &&
          'lectern-question-timer--warning',
      ]
        .filter(Boolean)
        .join(' ')}
      role="timer"
      aria-label={t('exam-answering:questionTime.label')}
    >
      <HourglassOutlined aria-hidden /> {t('exam-answering:questionTime.label')}{' '}
      {remainingMs === null ? '…' : formatDuration(Math.ceil(remainingMs / 1000), t)}
    </span>
  );
}
