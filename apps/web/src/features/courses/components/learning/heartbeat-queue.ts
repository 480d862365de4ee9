import type {
  TPostCoursewareHeartbeatRequest,
  TPostCoursewareHeartbeatResponse,
} from '@lectern/contracts/courses/post-courseware-heartbeat';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ClientFailure, errorCodeOf } from '@/lib/api-client';
import type { TSendHeartbeat } from '../../api/learning-heartbeat';

/** Waits before a failed beat is sent again (the same seq); the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/** Failures of the way, not of the rules: the beat goes again, unchanged. */
const TRANSIENT: readonly string[] = [
  ClientFailure.TIMEOUT,
  ClientFailure.NETWORK,
  ClientFailure.UNKNOWN,
  ClientFailure.INVALID_RESPONSE,
  ErrorCode.SERVER_ERROR,
];

export type THeartbeatQueue = {
  push: (beat: TPostCoursewareHeartbeatRequest) => void;
  /** Sends at once and outside the queue, surviving the page (the learner is leaving). */
  sendLast: (beat: TPostCoursewareHeartbeatRequest) => void;
  /** The screen is gone: beats still waiting go at once, surviving the page; nothing is retried. */
  dispose: () => void;
};

/**
 * The beats of one courseware, sent one at a time in seq order: a failed one is retried with
 * its seq before any later one goes (the server answers a repeated seq as before, crediting
 * nothing twice); a refusal of the rules drops the rest and is reported.
 */
export function createHeartbeatQueue({
  send,
  onAnswer,
  onRefused,
}: {
  send: TSendHeartbeat;
  onAnswer: (answer: TPostCoursewareHeartbeatResponse) => void;
  onRefused: (code: string) => void;
}): THeartbeatQueue {
  const pending: TPostCoursewareHeartbeatRequest[] = [];
  let sending = false;
  let failures = 0;
  let retry: number | undefined;
  let disposed = false;

  const pump = async () => {
    const beat = pending[0];
    if (sending || disposed || retry !== undefined || !beat) return;
    sending = true;
    try {
      const answer = await send(beat, { keepalive: false });
      pending.shift();
      failures = 0;
      if (!disposed) onAnswer(answer);
    } catch (error) {
      const code = errorCodeOf(error);
      if (TRANSIENT.includes(code)) {
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        failures += 1;
        retry = window.setTimeout(() => {
          retry = undefined;
          void pump();
        }, delay);
      } else {
        pending.length = 0;
        if (!disposed) onRefused(code);
      }
    } finally {
      sending = false;
    }
    void pump();
  };

  const sendLast = (beat: TPostCoursewareHeartbeatRequest) =>
    void send(beat, { keepalive: true }).catch(() => undefined);

  return {
    push: (beat) => {
      pending.push(beat);
      void pump();
    },
    sendLast,
    dispose: () => {
      disposed = true;
      window.clearTimeout(retry);
      // The one in flight is on its way; the ones behind it would be lost with the page.
      pending.slice(sending ? 1 : 0).forEach(sendLast);
      pending.length = 0;
    },
  };
}
