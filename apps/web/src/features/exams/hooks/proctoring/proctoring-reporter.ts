import type {
  TPostProctoringEventRequest,
  TPostProctoringEventResponse,
} from '@lectern/contracts/exams/post-proctoring-event';
import type { TProctoringViolation } from '@lectern/contracts/exams/proctoring';
import { ApiError } from '@/lib/api-client';
import { isConnectionFailure, SHEET_CLOSED_CODES } from '../answer-saver';

type TReport = { event: TPostProctoringEventRequest; snapshot: File | null };

export type TReporterCalls = {
  uploadSnapshot: (snapshot: File) => Promise<string>;
  postEvent: (event: TPostProctoringEventRequest) => Promise<TPostProctoringEventResponse>;
};

export type TReporterListeners = {
  onStanding: (standing: TPostProctoringEventResponse) => void;
  /** The server submitted the sheet for this report (spec §8 'exceeding the allowed counts'). */
  onSubmitted: () => void;
  /** The sheet takes nothing more (one of SHEET_CLOSED_CODES). */
  onClosed: (code: string) => void;
};

export const newEventId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : '');

/**
 * Sends the monitoring view's violations in order, each with its snapshot uploaded first. A report
 * that fails for the connection stays first in line, with its event id, until `send` is called
 * again (as page-leave reports are, decision 0042); one the server refuses is dropped.
 */
export class ProctoringReporter {
  private queue: TReport[] = [];
  private sending = false;
  private closed = false;

  constructor(
    private readonly answerSheetId: string,
    private readonly calls: TReporterCalls,
    private readonly listeners: TReporterListeners,
  ) {}

  report(kind: TProctoringViolation, snapshot: File | null, observedAt = Date.now()) {
    if (this.closed) return;
    this.queue.push({
      event: {
        answerSheetId: this.answerSheetId,
        eventId: newEventId(),
        kind,
        snapshotUrl: null,
        observedAt,
      },
      snapshot,
    });
    void this.send();
  }

  pending() {
    return this.queue.length;
  }

  async send() {
    if (this.sending || this.closed) return;
    this.sending = true;
    try {
      while (!this.closed) {
        const [next] = this.queue;
        if (!next) break;
        try {
          if (next.snapshot) {
            next.event.snapshotUrl = await this.calls.uploadSnapshot(next.snapshot);
            next.snapshot = null;
          }
          const standing = await this.calls.postEvent(next.event);
          this.queue.shift();
          this.listeners.onStanding(standing);
          if (standing.submitted) {
            this.closed = true;
            this.listeners.onSubmitted();
          }
        } catch (error) {
          const code = codeOf(error);
          if (isConnectionFailure(code)) return;
          this.queue.shift();
          if (SHEET_CLOSED_CODES.includes(code)) {
            this.closed = true;
            this.listeners.onClosed(code);
          }
        }
      }
    } finally {
      this.sending = false;
    }
  }

  close() {
    this.closed = true;
  }
}
