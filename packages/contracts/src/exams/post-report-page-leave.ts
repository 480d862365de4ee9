import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * Spec §4 leave rule (issue 20, decision 0042): a leave shorter than this is recorded but not
 * counted. A network blip, an OS dialog or a notification taking the focus is not cheating.
 */
export const LEAVE_GRACE_MS = 2_000;

/** The longest leave a report may claim: a week, far beyond any exam. */
const MAX_REPORTED_LEAVE_MS = 7 * 24 * 60 * 60 * 1000;

/** How the page was left: the tab hidden (`visibilitychange`) or the window's focus lost (`blur`). */
export const PageLeaveKind = { VISIBILITY: 'visibility', BLUR: 'blur' } as const;
export const ZPageLeaveKind = z.enum(PageLeaveKind);
export type TPageLeaveKind = z.infer<typeof ZPageLeaveKind>;

/** What a report tells: the page was left, or the learner is back. */
export const PageLeavePhase = { LEFT: 'left', RETURNED: 'returned' } as const;
export const ZPageLeavePhase = z.enum(PageLeavePhase);

/** How the server judged a leave. */
export const PageLeaveOutcome = {
  /** Left, no return reported yet. */
  OPEN: 'open',
  /** Shorter than LEAVE_GRACE_MS: recorded, not counted. */
  GRACE: 'grace',
  /** The first counted leave: a warning only. */
  WARNING: 'warning',
  /** A later leave, back within the countdown. */
  IN_TIME: 'inTime',
  /** A later leave, not back within the countdown: one violation. */
  VIOLATION: 'violation',
  /** Too long a leave, or one leave or violation over the paper's limit: the sheet was submitted. */
  FORCED: 'forced',
} as const;
export const ZPageLeaveOutcome = z.enum(PageLeaveOutcome);
export type TPageLeaveOutcome = z.infer<typeof ZPageLeaveOutcome>;

/** One recorded leave, as the learner sees it on the result page. */
export const ZPageLeaveEvent = z.object({
  leaveId: ZId,
  kind: ZPageLeaveKind,
  /** When the leave began, on the server's clock. */
  leftAt: ZEpochMillis,
  /** When the server learnt of the return; null: no return reported. */
  returnedAt: ZEpochMillis.nullable(),
  /** The leave's length as judged; null while open. */
  durationMs: z.number().int().nonnegative().nullable(),
  outcome: ZPageLeaveOutcome,
  counted: z.boolean(),
  violation: z.boolean(),
});
export type TPageLeaveEvent = z.infer<typeof ZPageLeaveEvent>;

/** The paper's leave rule and where the sheet stands in it. */
export const ZPageLeaveStanding = z.object({
  /** Seconds a learner has to come back before a leave (after the first) is a violation. */
  returnSeconds: z.number().int().positive(),
  /** A single leave longer than this submits the sheet (spec §4 '{time} seconds'). */
  maxLeaveSeconds: z.number().int().positive(),
  /** Counted leaves so far, and how many more the paper allows (null: any number). */
  leaves: z.number().int().nonnegative(),
  leavesLeft: z.number().int().nonnegative().nullable(),
  violations: z.number().int().nonnegative(),
  violationsLeft: z.number().int().nonnegative().nullable(),
});
export type TPageLeaveStanding = z.infer<typeof ZPageLeaveStanding>;

export const ZPostReportPageLeaveRequest = z.object({
  answerSheetId: ZId,
  /** Made by the client for each leave; a report sent again with it is the same report. */
  leaveId: ZId,
  kind: ZPageLeaveKind,
  phase: ZPageLeavePhase,
  /**
   * With `returned`: the leave's length as the client measured it, which a return that reached
   * the server late (the network was down) is judged by, never beyond the server's own clock.
   */
  durationMs: z.number().int().nonnegative().max(MAX_REPORTED_LEAVE_MS).nullable(),
});
export type TPostReportPageLeaveRequest = z.infer<typeof ZPostReportPageLeaveRequest>;

/** The server's decision on the report, and the sheet's standing after it. */
export const ZPostReportPageLeaveResponse = ZPageLeaveStanding.extend({
  leave: ZPageLeaveEvent,
  /** The sheet was submitted for this leave (spec §4 forced submission, 300336). */
  submitted: z.boolean(),
  serverTime: ZEpochMillis,
});
export type TPostReportPageLeaveResponse = z.infer<typeof ZPostReportPageLeaveResponse>;

/**
 * Spec §4 leave rule: reports that the answering page was left or that the learner is back. The
 * first counted leave is a warning; a later one not back within the countdown is a violation;
 * too long a leave, or leaves or violations over the paper's limits, submit the sheet.
 */
export const postReportPageLeave = defineEndpoint({
  method: 'POST',
  path: '/exam/leave',
  access: 'member',
  summary: 'Report a leave of the answering page, or the return from it',
  body: ZPostReportPageLeaveRequest,
  response: ZPostReportPageLeaveResponse,
});
