import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';
import { useCountdown } from '../../hooks/use-countdown';

type TPauseOverlayProps = {
  /** When the pause ends by itself, on the server's clock. */
  pausedUntil: number;
  /** Pauses the learner may still take; null: any number. */
  pausesLeft: number | null;
  resuming: boolean;
  onResume: () => void;
  /** The pause's time is over: the exam's time runs again without a call. */
  onEnded: () => void;
};

/**
 * Spec §4 pause: the exam is hidden while its time stands still, with how long the pause may
 * still last, how many are left, and 继续考试.
 */
export function PauseOverlay({
  pausedUntil,
  pausesLeft,
  resuming,
  onResume,
  onEnded,
}: TPauseOverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const remainingMs = useCountdown(pausedUntil, onEnded) ?? 0;
  return (
    <div
      className="lectern-overlay lectern-exam-pause"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="lectern-exam-pause__title">
        {t('exam-answering:pause.title')}
      </h2>
      <p className="lectern-overlay__text">
        <Trans
          i18nKey="exam-answering:pause.message"
          values={{ time: formatDuration(Math.ceil(remainingMs / 1000), t) }}
          components={{ time: <span className="lectern-exam-pause__time" /> }}
        />
      </p>
      {pausesLeft !== null && (
        <p className="lectern-exam-pause__left">
          {t('exam-answering:pause.pausesLeft', { count: pausesLeft })}
        </p>
      )}
      <button
        type="button"
        className="lectern-overlay__action"
        disabled={resuming}
        // The learner paused on purpose: the way back is where the focus is.
        autoFocus
        onClick={onResume}
      >
        {t('exam-answering:pause.resume')}
      </button>
    </div>
  );
}
