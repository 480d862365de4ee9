import { PageLeaveOutcome } from '@lectern/contracts/exams/post-report-page-leave';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeaveDialog } from '../../hooks/use-page-leave';
import { COUNTDOWN_TICK_MS } from '../../hooks/use-countdown';

const SECOND_MS = 1_000;

/** Whole seconds left of `returnSeconds` since `startedAt` (the page's monotonic clock). */
const secondsLeftOf = (startedAt: number, returnSeconds: number) =>
  Math.max(0, Math.ceil(returnSeconds - (performance.now() - startedAt) / SECOND_MS));

function useSecondsLeft(startedAt: number, returnSeconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsLeftOf(startedAt, returnSeconds));
  useEffect(() => {
    const tick = () => setSecondsLeft(secondsLeftOf(startedAt, returnSeconds));
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [startedAt, returnSeconds]);
  return secondsLeft;
}

/** "Violations left" once the paper limits them. */
function ViolationsLeft({ violationsLeft }: { violationsLeft: number | null }) {
  const { t } = useTranslation();
  if (violationsLeft === null) return null;
  return (
    <p className="lectern-exam-leave__left">
      {t('exam-answering:leave.violationsLeft', { count: violationsLeft })}
    </p>
  );
}

function AwayText({ dialog }: { dialog: Extract<TLeaveDialog, { kind: 'away' }> }) {
  const { t } = useTranslation();
  const { standing } = dialog;
  const secondsLeft = useSecondsLeft(dialog.startedAt, standing.returnSeconds);
  if (standing.leaves === 0) {
    return (
      <p className="lectern-overlay__text">
        {t('exam-answering:leave.firstWarning', { seconds: standing.returnSeconds })}
      </p>
    );
  }
  return (
    <>
      <p className="lectern-overlay__text" role="timer" aria-live="off">
        {secondsLeft > 0
          ? t('exam-answering:leave.returnWithin', { seconds: secondsLeft })
          : t('exam-answering:leave.countdownOver')}
      </p>
      <ViolationsLeft violationsLeft={standing.violationsLeft} />
    </>
  );
}

function JudgedText({ dialog }: { dialog: Extract<TLeaveDialog, { kind: 'judged' }> }) {
  const { t } = useTranslation();
  const { decision } = dialog;
  const { outcome } = decision.leave;
  const text =
    outcome === PageLeaveOutcome.WARNING
      ? t('exam-answering:leave.firstWarning', { seconds: decision.returnSeconds })
      : outcome === PageLeaveOutcome.VIOLATION
        ? t('exam-answering:leave.violation', { seconds: decision.returnSeconds })
        : t('exam-answering:leave.backInTime', { seconds: decision.returnSeconds });
  return (
    <>
      <p className="lectern-overlay__text">{text}</p>
      <ViolationsLeft violationsLeft={decision.violationsLeft} />
    </>
  );
}

/**
 * Spec §2/§4 leave-page countdown dialog: while the window has lost the focus, the way back with
 * the countdown; once back, what the server decided (a warning, in time, a violation) and the
 * violations left, with 继续考试.
 */
export function LeaveCountdownDialog({
  dialog,
  onContinue,
}: {
  dialog: TLeaveDialog;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const violation =
    dialog.kind === 'judged' && dialog.decision.leave.outcome === PageLeaveOutcome.VIOLATION;
  return (
    <div className="lectern-exam-leave" role="presentation">
      <div
        className="lectern-exam-leave__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="lectern-exam-leave__title">
          {violation
            ? t('exam-answering:leave.violationTitle')
            : dialog.kind === 'away'
              ? t('exam-answering:leave.awayTitle')
              : t('exam-answering:leave.backTitle')}
        </h2>
        {dialog.kind === 'away' ? <AwayText dialog={dialog} /> : <JudgedText dialog={dialog} />}
        <button
          type="button"
          className="lectern-overlay__action"
          // The way back to the exam is where the focus is.
          autoFocus
          onClick={onContinue}
        >
          {t('exam-answering:leave.continue')}
        </button>
      </div>
    </div>
  );
}
