import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';

/** The last minutes of an exam show in the warning colour. */
const WARNING_BEFORE_END_MS = 5 * 60_000;

/** Spec §2 remaining time, counted to the server's deadline; null: the exam has no time limit. */
export function ExamTimer({ remainingMs }: { remainingMs: number | null }) {
  const { t } = useTranslation();
  const warning = remainingMs !== null && remainingMs <= WARNING_BEFORE_END_MS;
  return (
    <div
      className={['lectern-exam-timer', warning && 'lectern-exam-timer--warning']
        .filter(Boolean)
        .join(' ')}
      role="timer"
      aria-label={t('exam-answering:timer.label')}
    >
      <ClockCircleOutlined aria-hidden />
      <span className="lectern-exam-timer__label">{t('exam-answering:timer.label')}</span>
      <span className="lectern-exam-timer__value">
        {remainingMs === null
          ? t('exam-answering:timer.unlimited')
          : formatDuration(Math.ceil(remainingMs / 1000), t)}
      </span>
    </div>
  );
}
