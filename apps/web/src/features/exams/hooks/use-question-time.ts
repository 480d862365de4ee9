import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { serverNow, setServerTime } from '@/lib/server-clock';
import { postOpenQuestion } from '../api/post-open-question';
import { SHEET_CLOSED_CODES } from './answer-saver';
import { useCountdown } from './use-countdown';

/**
 * Spec §9 per-question time: when each question's window closes. The window of the question on
 * screen opens at the server when it is first shown; while the server cannot be reached the
 * screen counts from the moment it showed the question (the first save opens it there).
 */
function useQuestionWindows(
  sheet: Pick<TGetAnswerSheetResponse, 'answerSheetId' | 'secondsPerQuestion' | 'answers'>,
  questionId: string | undefined,
  onClosed: (code: string) => void,
) {
  const { answerSheetId, secondsPerQuestion: seconds } = sheet;
  const [closesAt, setClosesAt] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      sheet.answers.flatMap((saved) =>
        saved.closesAt === undefined ? [] : [[saved.questionId, saved.closesAt]],
      ),
    ),
  );
  const asked = useRef(new Set<string>(Object.keys(closesAt)));

  useEffect(() => {
    if (seconds === null || questionId === undefined || asked.current.has(questionId)) return;
    asked.current.add(questionId);
    const close = (at: number) => setClosesAt((current) => ({ ...current, [questionId]: at }));
    const shownAt = serverNow();
    postOpenQuestion({ answerSheetId, questionId }).then(
      (window) => {
        setServerTime(window.serverTime, Date.now());
        close(window.closesAt);
      },
      (error: unknown) => {
        const code = error instanceof ApiError ? error.code : '';
        if (SHEET_CLOSED_CODES.includes(code)) onClosed(code);
        else close(shownAt + seconds * 1000);
      },
    );
  }, [answerSheetId, seconds, questionId, onClosed]);

  return {
    timed: seconds !== null,
    /** When the question's window closes; null while it has not opened (or with no such time). */
    closesAtOf: (id: string): number | null => closesAt[id] ?? null,
  };
}

/**
 * Spec §9 per-question time on the answering screen: the windows (`useQuestionWindows`), the time
 * left for the question on screen, and `onTimeUp` when its window ends while it is shown (not when
 * the learner comes back to a question already closed).
 */
export function useQuestionTime(
  sheet: Parameters<typeof useQuestionWindows>[0],
  questionId: string | undefined,
  { onClosed, onTimeUp }: { onClosed: (code: string) => void; onTimeUp: () => void },
) {
  const windows = useQuestionWindows(sheet, questionId, onClosed);
  const closesAt = questionId === undefined ? null : windows.closesAtOf(questionId);
  /** The question whose window was last seen running: only its end is time up. */
  const running = useRef<string | null>(null);
  const leftMs = useCountdown(closesAt, () => {
    if (running.current === questionId) onTimeUp();
  });
  useEffect(() => {
    if (leftMs !== null && leftMs > 0) running.current = questionId ?? null;
  });
  return {
    timed: windows.timed,
    leftMs,
    /** Whether a question's window has closed: it reads back without controls. */
    isClosed: (id: string) => {
      const closes = windows.closesAtOf(id);
      return closes !== null && (id === questionId ? leftMs === 0 : closes <= serverNow());
    },
  };
}
