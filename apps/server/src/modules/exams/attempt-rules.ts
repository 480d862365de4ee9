import { ErrorCode, type TErrorCode } from '@lectern/contracts/common/error-codes';
import { Terminal, type TTerminal } from '@lectern/contracts/common/terminal';
import { SAVE_GRACE_MS, SheetState } from '@lectern/contracts/exams/exam';
import { SELF_GRADING_WINDOW_MS } from '@lectern/contracts/exams/marking';
import { AppError } from '../../platform/http/app-error';
import { SubmitReason, type AnswerSheetRow } from './answer-sheets.repository';
import type { PaperRow } from './papers.repository';

/** Exam rules (states, attempts, start order): docs/decisions/0005-exam-list-states-and-attempts.md. */

export const MINUTE_MS = 60_000;

/**
 * Whether the learner may still grade their own subjective answers of a sheet that ended at
 * `finishedAt` (spec §4, §9: for 30 minutes after it ended; docs/decisions/0041).
 */
export const isSelfGradingOpen = (
  paper: { self_grading: number },
  finishedAt: number | null,
  now: number,
) => paper.self_grading === 1 && finishedAt !== null && now < finishedAt + SELF_GRADING_WINDOW_MS;

/** The learner's sheets of one paper, counted (spec §3 attempts). */
export type LearnerAttempts = {
  /** Submitted sheets, hidden ones included: deleting a record never buys an attempt. */
  finished: number;
  /** Submitted sheets started today in the exam time zone. */
  finishedToday: number;
  sheetCount: number;
  answeringSheetId: string | null;
  /** The latest submitted sheet still shown to the learner. */
  lastSheetId: string | null;
  /** A submitted sheet waits for a marker: no new attempt until it is judged (spec §4). */
  beingMarked: boolean;
  /** When the latest sheet being marked ended: its self-grading window runs from then. */
  markingFinishedAt: number | null;
};

const NO_ATTEMPTS: LearnerAttempts = {
  finished: 0,
  finishedToday: 0,
  sheetCount: 0,
  answeringSheetId: null,
  lastSheetId: null,
  beingMarked: false,
  markingFinishedAt: null,
};

/** Counts a learner's sheets per paper. */
export const countAttempts = (
  sheets: {
    id: string;
    paper_id: string;
    state: string;
    started_at: number;
    finished_at: number | null;
    hidden_at: number | null;
  }[],
  dayStart: number,
) => {
  const byPaper = new Map<string, LearnerAttempts>();
  const lastFinished = new Map<string, number>();
  for (const sheet of sheets) {
    const attempts = { ...(byPaper.get(sheet.paper_id) ?? NO_ATTEMPTS) };
    attempts.sheetCount += 1;
    if (sheet.state === SheetState.ANSWERING) attempts.answeringSheetId = sheet.id;
    else {
      attempts.finished += 1;
      if (sheet.started_at >= dayStart) attempts.finishedToday += 1;
      const finishedAt = sheet.finished_at ?? sheet.started_at;
      if (sheet.state === SheetState.MARKING) {
        attempts.beingMarked = true;
        attempts.markingFinishedAt = Math.max(attempts.markingFinishedAt ?? 0, finishedAt);
      }
      if (sheet.hidden_at === null && finishedAt >= (lastFinished.get(sheet.paper_id) ?? -1)) {
        attempts.lastSheetId = sheet.id;
        lastFinished.set(sheet.paper_id, finishedAt);
      }
    }
    byPaper.set(sheet.paper_id, attempts);
  }
  return (paperId: string) => byPaper.get(paperId) ?? NO_ATTEMPTS;
};

/**
 * Why a new attempt cannot start now (spec §8 codes, in the order they are checked), or null.
 * A sheet being answered is not a reason: it is continued instead.
 */
export const newAttemptRefusal = (
  paper: PaperRow,
  attempts: LearnerAttempts,
  payCompleted: boolean,
  now: number,
): TErrorCode | null => {
  if (paper.push_date !== null && now < paper.push_date) return ErrorCode.PAPER_NOT_PUBLISHED;
  if (paper.enable_time !== null && now < paper.enable_time) {
    return ErrorCode.EXAM_START_TIME_NOT_REACHED;
  }
  if (paper.expire_time !== null && now >= paper.expire_time) return ErrorCode.PAPER_ENDED;
  if (paper.latest_start_time !== null && now > paper.latest_start_time) {
    return ErrorCode.LATEST_START_TIME_PASSED;
  }
  if (paper.paid === 1 && !payCompleted) return ErrorCode.EXAM_FEE_UNPAID;
  if (attempts.beingMarked) {
    // While the learner may still grade it, say so (300383): it is theirs to finish.
    return isSelfGradingOpen(paper, attempts.markingFinishedAt, now)
      ? ErrorCode.EXAM_ENDED_SELF_GRADE
      : ErrorCode.ANSWER_SHEET_BEING_MARKED;
  }
  if (allAttemptsUsed(paper, attempts) || todaysAttemptsUsed(paper, attempts)) {
    return ErrorCode.EXAM_ALREADY_STARTED_OR_COMPLETED;
  }
  return null;
};

/**
 * Spec §3 device rules: the refusal when the paper forbids the learner's terminal, or null. It
 * applies to continuing a sheet as well as to starting one.
 */
export const terminalRefusal = (
  paper: Pick<PaperRow, 'forbid_pc_browser' | 'forbid_pc_client'>,
  terminal: TTerminal,
): TErrorCode | null => {
  if (terminal === Terminal.PC_BROWSER && paper.forbid_pc_browser === 1) {
    return ErrorCode.PC_BROWSER_FORBIDDEN;
  }
  if (terminal === Terminal.PC_CLIENT && paper.forbid_pc_client === 1) {
    return ErrorCode.PC_CLIENT_FORBIDDEN;
  }
  return null;
};

export const allAttemptsUsed = (paper: PaperRow, attempts: LearnerAttempts) =>
  paper.times_allowed !== null && attempts.finished >= paper.times_allowed;

export const todaysAttemptsUsed = (paper: PaperRow, attempts: LearnerAttempts) =>
  paper.times_per_day !== null && attempts.finishedToday >= paper.times_per_day;

/** The sheet's deadline: the duration from the start, never after the exam's end. */
export const deadlineOf = (paper: PaperRow, startedAt: number) => {
  const byDuration =
    paper.duration_minutes === null ? null : startedAt + paper.duration_minutes * MINUTE_MS;
  if (byDuration === null) return paper.expire_time;
  return paper.expire_time === null ? byDuration : Math.min(byDuration, paper.expire_time);
};

export const isPastGrace = (sheet: Pick<AnswerSheetRow, 'deadline_at'>, now: number) =>
  sheet.deadline_at !== null && now > sheet.deadline_at + SAVE_GRACE_MS;

const closedSheetCodes = new Map<string | null, TErrorCode>([
  [SubmitReason.TIME_UP, ErrorCode.EXAM_TIME_UP],
  [SubmitReason.LEVEL_FAILED, ErrorCode.LEVEL_FAILED],
  [SubmitReason.PAGE_LEAVES, ErrorCode.CHEATING_FORCED_SUBMISSION],
  [SubmitReason.PROCTORING, ErrorCode.CHEATING_FORCED_SUBMISSION],
]);

/** A sheet that is no longer answered: why the server ended it, else submitted. */
export const closedSheetError = (submitReason: string | null) =>
  new AppError(closedSheetCodes.get(submitReason) ?? ErrorCode.EXAM_SUBMITTED_OR_DELETED);
