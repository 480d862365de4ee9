import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TSavedAnswer } from '@lectern/contracts/exams/get-answer-sheet';
import {
  MAX_ANSWERS_PER_SAVE,
  type TAnswerSave,
  type TPostSaveAnswersRequest,
  type TPostSaveAnswersResponse,
} from '@lectern/contracts/exams/post-save-answers';
import { ApiError, ClientFailure } from '@/lib/api-client';
import { JournalWriter, type TAnswerJournal } from './answer-journal';

/**
 * Spec §9 debounce/throttle, 500 ms: changes made within 500 ms of the first unsent one travel in
 * one batch, so even continuous typing reaches the server twice a second.
 */
export const SAVE_BATCH_DELAY_MS = 500;
/** A failed save is tried again at the realtime connection's reconnect pace (spec §9, 2 s). */
export const SAVE_RETRY_DELAY_MS = 2_000;

/**
 * Codes after which the sheet takes no more answers: time is up and the server has submitted it,
 * a wrong answer in pass mode had no chance left, it was submitted elsewhere or deleted, or it is
 * gone.
 */
export const SHEET_CLOSED_CODES: readonly string[] = [
  ErrorCode.EXAM_TIME_UP,
  ErrorCode.LEVEL_FAILED,
  ErrorCode.EXAM_SUBMITTED_OR_DELETED,
  ErrorCode.EXAM_ENDED,
  ErrorCode.CHEATING_FORCED_SUBMISSION,
  ErrorCode.ANSWER_SHEET_NOT_FOUND,
];

/** Failures where the answers never reached the server (or its session): keep trying quietly. */
export const isConnectionFailure = (code: string) =>
  (Object.values(ClientFailure) as string[]).includes(code) ||
  code === ErrorCode.SERVER_ERROR ||
  code === ErrorCode.MAX_ONLINE_LOCKED ||
  code.startsWith(ErrorCode.NOT_LOGGED_IN);

/** saved: the server has every answer; pending: some wait to be sent; offline: sending failed. */
export type TSaveStatus = 'saved' | 'pending' | 'offline';

export type TSaverListeners = {
  onStatus: (status: TSaveStatus) => void;
  /** The server's clock at an acknowledgement, to keep the countdown on the server's time. */
  onServerTime: (serverTime: number, receivedAt: number) => void;
  /** The sheet takes no more answers (one of SHEET_CLOSED_CODES). */
  onClosed: (code: string) => void;
  /** The server refused a save for another reason; it stays in the journal and is tried again. */
  onRefused: (code: string, body: unknown) => void;
  /**
   * A batch was acknowledged: what the paper's rules made of it (sections opened, pass mode's
   * judgements). Saves a rule refused (`response.refused`) are dropped, never sent again.
   */
  onAcknowledged?: (response: TPostSaveAnswersResponse) => void;
};

type TSaverOptions = {
  answerSheetId: string;
  /** The sheet's highest saved seq: every new change is numbered above it. */
  lastSeq: number;
  /** What the server holds for each question, from GET /exam/answerSheet. */
  savedAnswers: readonly TSavedAnswer[];
  /** Questions (and combination parts are inside them) of the sheet; other saves are stale. */
  questionIds: readonly string[];
  /** The sheet's journal on this device, read before the sheet is shown (loadJournal). */
  journal: TAnswerJournal;
  /** Where the journal is written; the device store (IndexedDB) by default. */
  writer?: JournalWriter;
  send: (request: TPostSaveAnswersRequest) => Promise<TPostSaveAnswersResponse>;
};

/**
 * Keeps a sheet's answers safe on their way to the server (issue 3): every change gets the next
 * sequence number and goes into the journal on the device (IndexedDB, decision 0028) first, then to
 * POST /exam/saveAnswers
 * in batches; an acknowledgement takes it out of the journal, a failure is retried. After a reload
 * the journal's saves that are newer than the server's are applied again and sent again.
 */
export class AnswerSaver {
  private readonly answerSheetId: string;
  private readonly send: TSaverOptions['send'];
  private readonly writer: JournalWriter;
  /** The newest unacknowledged save of each question. */
  private readonly pending = new Map<string, TAnswerSave>();
  private readonly recoveredSaves: TAnswerSave[];
  private readonly plays: Record<string, number>;
  private nextSeq: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<boolean> | null = null;
  private listeners: TSaverListeners | null = null;
  private closed = false;
  private status: TSaveStatus = 'saved';
  /** The last batch failed without reaching the server (no network, timeout, server down). */
  private unreachable = false;
  private submitQueued: boolean;

  constructor(options: TSaverOptions) {
    const { answerSheetId, lastSeq, savedAnswers, questionIds, journal, send } = options;
    this.answerSheetId = answerSheetId;
    this.send = send;
    this.writer = options.writer ?? new JournalWriter(answerSheetId);
    this.submitQueued = journal.submitQueued;
    const serverSeqs = new Map(savedAnswers.map((saved) => [saved.questionId, saved.seq]));
    for (const save of journal.saves) {
      const newerThanServer = save.seq > (serverSeqs.get(save.questionId) ?? 0);
      const newest = save.seq > (this.pending.get(save.questionId)?.seq ?? 0);
      if (questionIds.includes(save.questionId) && newerThanServer && newest) {
        this.pending.set(save.questionId, save);
      }
    }
    this.recoveredSaves = [...this.pending.values()];
    this.plays = journal.plays;
    this.nextSeq = Math.max(lastSeq, ...journal.saves.map((save) => save.seq)) + 1;
    if (this.pending.size > 0) this.status = 'pending';
    void this.persist();
  }

  /** The journal's saves the server did not have when the sheet was read: apply them on screen. */
  recovered(): readonly TAnswerSave[] {
    return this.recoveredSaves;
  }

  saveStatus(): TSaveStatus {
    return this.status;
  }

  /** Begins sending (the recovered saves at once) and retries when the device comes back online. */
  start(listeners: TSaverListeners) {
    this.listeners = listeners;
    window.addEventListener('online', this.flushNow);
    if (this.pending.size > 0) this.schedule(0);
  }

  stop() {
    this.listeners = null;
    window.removeEventListener('online', this.flushNow);
    this.clearTimer();
  }

  /** Records a change of one question: into the journal now, to the server with the next batch. */
  record(questionId: string, answer: TAnswer | null, marked: boolean) {
    if (this.closed) return;
    const save: TAnswerSave = { questionId, seq: this.nextSeq, answer, marked };
    this.nextSeq += 1;
    this.pending.set(questionId, save);
    void this.persist();
    this.setStatus(this.status === 'offline' ? 'offline' : 'pending');
    this.schedule(SAVE_BATCH_DELAY_MS);
  }

  playsOf(questionId: string): number {
    return this.plays[questionId] ?? 0;
  }

  recordPlay(questionId: string) {
    this.plays[questionId] = this.playsOf(questionId) + 1;
    void this.persist();
  }

  /** Sends what is waiting now (page hidden, before submitting) instead of after the delay. */
  readonly flushNow = () => {
    void this.flush();
  };

  /**
   * Sends every waiting save, batch after batch. Resolves true once the server has acknowledged
   * all of them, false when a batch failed (it is retried later) or the sheet is closed.
   */
  async flush(): Promise<boolean> {
    while (!this.closed) {
      if (this.inFlight) {
        await this.inFlight;
        continue;
      }
      if (this.pending.size === 0) return true;
      this.clearTimer();
      this.inFlight = this.sendBatch();
      const sent = await this.inFlight;
      this.inFlight = null;
      if (!sent) return false;
    }
    return false;
  }

  isClosed(): boolean {
    return this.closed;
  }

  /** Whether the last failed batch never reached the server (rather than being refused). */
  isUnreachable(): boolean {
    return this.unreachable;
  }

  /**
   * The learner submitted while the server could not be reached: the journal remembers it, so
   * the submission is sent when the connection is back, after a reload too (decision 0028).
   */
  queueSubmission(): Promise<void> {
    this.submitQueued = true;
    return this.persist();
  }

  /** The server refused the queued submission: the learner is back on the sheet. */
  cancelQueuedSubmission(): Promise<void> {
    this.submitQueued = false;
    return this.persist();
  }

  submissionQueued(): boolean {
    return this.submitQueued;
  }

  /** After a submission the journal has nothing left to keep. */
  finish(): Promise<void> {
    this.closed = true;
    this.submitQueued = false;
    this.clearTimer();
    this.pending.clear();
    return this.writer.clear();
  }

  private async sendBatch(): Promise<boolean> {
    const answers = [...this.pending.values()]
      .sort((a, b) => a.seq - b.seq)
      .slice(0, MAX_ANSWERS_PER_SAVE);
    // The journal holds every save before it travels.
    await this.writer.written();
    try {
      const response = await this.send({ answerSheetId: this.answerSheetId, answers });
      this.listeners?.onServerTime(response.serverTime, Date.now());
      for (const { questionId, seq } of response.saved) {
        const waiting = this.pending.get(questionId);
        if (waiting && waiting.seq <= seq) this.pending.delete(questionId);
      }
      const sentSeq = new Map(answers.map((save) => [save.questionId, save.seq]));
      for (const { questionId } of response.refused) {
        // Refused by a rule it will always meet; a change made since goes on its own way.
        if (this.pending.get(questionId)?.seq === sentSeq.get(questionId)) {
          this.pending.delete(questionId);
        }
      }
      this.listeners?.onAcknowledged?.(response);
      this.unreachable = false;
      void this.persist();
      this.setStatus(this.pending.size === 0 ? 'saved' : 'pending');
      return true;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : ClientFailure.UNKNOWN;
      if (SHEET_CLOSED_CODES.includes(code)) {
        // The server takes no more answers for this sheet: what is left can never count.
        void this.finish();
        this.listeners?.onClosed(code);
        return false;
      }
      this.unreachable = isConnectionFailure(code);
      if (!this.unreachable && error instanceof ApiError) {
        this.listeners?.onRefused(code, error.body);
      }
      this.setStatus('offline');
      this.schedule(SAVE_RETRY_DELAY_MS);
      return false;
    }
  }

  private schedule(delay: number) {
    if (this.timer !== null || !this.listeners) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: TSaveStatus) {
    if (status === this.status) return;
    this.status = status;
    this.listeners?.onStatus(status);
  }

  private persist(): Promise<void> {
    return this.writer.write({
      saves: [...this.pending.values()],
      plays: this.plays,
      submitQueued: this.submitQueued,
    });
  }
}
