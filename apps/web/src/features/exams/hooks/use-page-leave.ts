import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import {
  LEAVE_GRACE_MS,
  PageLeavePhase,
  type TPageLeaveKind,
  type TPageLeaveStanding,
  type TPostReportPageLeaveRequest,
  type TPostReportPageLeaveResponse,
} from '@lectern/contracts/exams/post-report-page-leave';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useLatest } from '@/lib/use-latest';
import { postReportPageLeave } from '../api/post-report-page-leave';
import { isConnectionFailure, SAVE_RETRY_DELAY_MS, SHEET_CLOSED_CODES } from './answer-saver';

/** A leave in progress, measured on the page's monotonic clock. */
type TOpenLeave = { leaveId: string; kind: TPageLeaveKind; startedAt: number };

/** What the leave dialog shows; null: nothing. */
export type TLeaveDialog =
  /** The window lost the focus but the page is still shown: come back, with the countdown. */
  | { kind: 'away'; startedAt: number; standing: TPageLeaveStanding }
  /** The server's decision on a counted leave: a warning, back in time, or a violation. */
  | { kind: 'judged'; decision: TPostReportPageLeaveResponse };

const newLeaveId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Spec §4 leave rule on the answering screen (decision 0042): a hidden tab or a window that lost
 * the focus is a leave, reported when it begins and when the learner is back, with the length the
 * page measured. The focus moving into a frame of the page (a video, a document) is no leave.
 * Reports that cannot reach the server are sent again, with the same leave id, until they land.
 * A report answering that the sheet was submitted (300336) or closed hands over to `onClosed`.
 */
export function usePageLeave(
  sheet: Pick<TGetAnswerSheetResponse, 'answerSheetId' | 'leaveRule'>,
  {
    watching,
    onClosed,
  }: {
    /** False while paused or submitting: leaves then are not the exam's. */
    watching: boolean;
    onClosed: (code: string) => void;
  },
) {
  const { answerSheetId, leaveRule } = sheet;
  const [standing, setStanding] = useState(leaveRule);
  const [dialog, setDialog] = useState<TLeaveDialog | null>(null);
  const open = useRef<TOpenLeave | null>(null);
  const queue = useRef<TPostReportPageLeaveRequest[]>([]);
  const sending = useRef(false);
  const closed = useRef(false);
  const onClosedRef = useLatest(onClosed);
  const standingRef = useLatest(standing);

  const decided = useCallback(
    (decision: TPostReportPageLeaveResponse) => {
      const { leave, submitted } = decision;
      setStanding({
        returnSeconds: decision.returnSeconds,
        maxLeaveSeconds: decision.maxLeaveSeconds,
        leaves: decision.leaves,
        leavesLeft: decision.leavesLeft,
        violations: decision.violations,
        violationsLeft: decision.violationsLeft,
      });
      if (submitted) {
        closed.current = true;
        setDialog(null);
        onClosedRef.current(ErrorCode.CHEATING_FORCED_SUBMISSION);
      } else if (leave.counted) setDialog({ kind: 'judged', decision });
    },
    [onClosedRef],
  );

  /** Sends the queued reports in order; one that fails for the connection waits for the next try. */
  const send = useCallback(async () => {
    if (sending.current || closed.current) return;
    sending.current = true;
    try {
      while (queue.current.length > 0 && !closed.current) {
        const [report] = queue.current;
        if (!report) break;
        try {
          const decision = await postReportPageLeave(report);
          queue.current.shift();
          if (report.phase === PageLeavePhase.RETURNED) decided(decision);
        } catch (error) {
          const code = error instanceof ApiError ? error.code : '';
          if (isConnectionFailure(code)) return;
          queue.current.shift();
          if (SHEET_CLOSED_CODES.includes(code)) {
            closed.current = true;
            onClosedRef.current(code);
          }
        }
      }
    } finally {
      sending.current = false;
    }
  }, [decided, onClosedRef]);

  const report = useCallback(
    (sent: TPostReportPageLeaveRequest) => {
      queue.current.push(sent);
      void send();
    },
    [send],
  );

  const returned = useCallback(() => {
    const leave = open.current;
    if (!leave) return;
    open.current = null;
    setDialog(null);
    const durationMs = Math.round(performance.now() - leave.startedAt);
    report({
      answerSheetId,
      leaveId: leave.leaveId,
      kind: leave.kind,
      phase: PageLeavePhase.RETURNED,
      durationMs,
    });
  }, [answerSheetId, report]);

  const watchingRef = useLatest(watching && leaveRule !== null);
  const left = useCallback(
    (kind: TPageLeaveKind) => {
      if (open.current || !watchingRef.current || closed.current) return;
      const leave = { leaveId: newLeaveId(), kind, startedAt: performance.now() };
      open.current = leave;
      report({
        answerSheetId,
        leaveId: leave.leaveId,
        kind,
        phase: PageLeavePhase.LEFT,
        durationMs: null,
      });
    },
    [answerSheetId, report, watchingRef],
  );

  // A pause that ends by itself while the learner is away: the leave begins then.
  const wasWatching = useRef(watching);
  useEffect(() => {
    const resumed = watching && !wasWatching.current;
    wasWatching.current = watching;
    if (!resumed || leaveRule === null) return;
    if (document.visibilityState === 'hidden') left('visibility');
    else if (!document.hasFocus()) left('blur');
  }, [watching, leaveRule, left]);

  useEffect(() => {
    if (leaveRule === null) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') left('visibility');
      else if (open.current?.kind === 'visibility' || document.hasFocus()) returned();
    };
    const onBlur = () => {
      // The focus went into a frame of the page (a video, a document viewer): still on the page.
      if (document.activeElement instanceof HTMLIFrameElement) return;
      left('blur');
    };
    const onFocus = () => {
      if (document.visibilityState === 'visible') returned();
    };
    const retry = () => void send();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, SAVE_RETRY_DELAY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [leaveRule, left, returned, send]);

  // A leave still on the page (a lost focus) shows the way back once past the grace.
  useEffect(() => {
    if (leaveRule === null) return;
    const timer = window.setInterval(() => {
      const leave = open.current;
      const current = standingRef.current;
      if (!leave || !current || document.visibilityState !== 'visible') return;
      if (performance.now() - leave.startedAt < LEAVE_GRACE_MS) return;
      setDialog((shown) =>
        shown?.kind === 'away'
          ? shown
          : { kind: 'away', startedAt: leave.startedAt, standing: current },
      );
    }, LEAVE_GRACE_MS / 4);
    return () => window.clearInterval(timer);
  }, [leaveRule, standingRef]);

  /** 继续考试: back on the page (when away), and the dialog closes. */
  const dismiss = useCallback(() => {
    if (open.current) {
      window.focus();
      returned();
    }
    setDialog(null);
  }, [returned]);

  return { dialog, dismiss };
}
