import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type {
  TGetAdminPageLeavesRequest,
  TGetAdminPageLeavesResponse,
} from '@lectern/contracts/exams/get-admin-page-leaves';
import {
  LEAVE_GRACE_MS,
  PageLeaveOutcome,
  PageLeavePhase,
  type TPageLeaveEvent,
  type TPageLeaveKind,
  type TPageLeaveStanding,
  type TPostReportPageLeaveRequest,
  type TPostReportPageLeaveResponse,
} from '@lectern/contracts/exams/post-report-page-leave';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { SubmitReason, type AnswerSheetRow } from './answer-sheets.repository';
import { closedSheetError } from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import type { SheetLeaveRow } from './sheet-leaves.repository';
import type { Submission } from './sheet-submission';

const SECOND_MS = 1_000;
/**
 * How much longer than the server saw a leave last its client may say it lasted: the left report
 * reaches the server a request's delay after the leave began, so a slow network would otherwise
 * shorten every leave (and a short one would pass for a blip).
 */
const REPORT_DELAY_ALLOWANCE_MS = 5_000;

type LeaveRules = Pick<
  PaperRow,
  | 'leave_check'
  | 'leave_return_seconds'
  | 'leave_max_seconds'
  | 'max_leaves'
  | 'max_leave_violations'
>;
type LeaveCounts = Pick<AnswerSheetRow, 'leave_count' | 'leave_violations'>;
/** What judging a leave reads of a sheet. */
type LeftSheet = LeaveCounts &
  Pick<
    AnswerSheetRow,
    'id' | 'paper_id' | 'state' | 'submit_reason' | 'started_at' | 'deadline_at' | 'paused_until'
  >;

/** Outcomes that count as a leave. */
const COUNTED: ReadonlySet<string> = new Set([
  PageLeaveOutcome.WARNING,
  PageLeaveOutcome.IN_TIME,
  PageLeaveOutcome.VIOLATION,
  PageLeaveOutcome.FORCED,
]);

/** A recorded leave as the learner and the administrator see it. */
export const pageLeaveEventOf = (row: SheetLeaveRow): TPageLeaveEvent => ({
  leaveId: row.leave_id,
  kind: row.kind as TPageLeaveKind,
  leftAt: row.left_at,
  returnedAt: row.returned_at,
  durationMs: row.duration_ms,
  outcome: row.outcome as TPageLeaveEvent['outcome'],
  counted: COUNTED.has(row.outcome),
  violation: row.violation === 1,
});

const left = (limit: number | null, used: number) =>
  limit === null ? null : Math.max(0, limit - used);

/** The paper's leave rule and the sheet's counts in it; null when the paper does not watch leaves. */
export const leaveStandingOf = (
  paper: LeaveRules,
  sheet: LeaveCounts,
): TPageLeaveStanding | null =>
  paper.leave_check === 1
    ? {
        returnSeconds: paper.leave_return_seconds,
        maxLeaveSeconds: paper.leave_max_seconds,
        leaves: sheet.leave_count,
        leavesLeft: left(paper.max_leaves, sheet.leave_count),
        violations: sheet.leave_violations,
        violationsLeft: left(paper.max_leave_violations, sheet.leave_violations),
      }
    : null;

/** Whether a counted leave submits the sheet: too long, or one leave or violation too many. */
const forcesSubmission = (paper: LeaveRules, counts: LeaveCounts, durationMs: number) =>
  durationMs > paper.leave_max_seconds * SECOND_MS ||
  (paper.max_leaves !== null && counts.leave_count > paper.max_leaves) ||
  (paper.max_leave_violations !== null && counts.leave_violations > paper.max_leave_violations);

/** The sheet stopped being answered between its read and the counting of the leave. */
class SheetEnded extends Error {}

/**
 * Spec §4 leave rule (decision 0042). Each report of a leave is recorded once, by the client's
 * leave id. A return is judged by the length the client measured, never beyond the time the
 * server saw pass since the leave began (its left report, else the sheet's start; plus a
 * request's delay), so a return
 * that reached the server late because the network was down is not a longer leave. A leave
 * shorter than LEAVE_GRACE_MS is recorded, not counted. The first counted leave is a warning;
 * a later one longer than the countdown is a violation; a leave longer than the paper's limit,
 * or leaves or violations over its limits, submit the sheet through the usual submission.
 */
export const sheetLeaves = ({
  db,
  transact,
  repositories,
  paperOf,
  ownSheet,
  answeringSheet,
  submitSheet,
}: ServiceDeps<
  Pick<ExamsRepositories, 'leaves' | 'sheets'>,
  {
    paperOf: (tenantId: string, paperId: string) => Promise<PaperRow | undefined>;
    /** The learner's own sheet in any state. */
    ownSheet: (session: MemberSession, sheetId: string) => Promise<LeftSheet>;
    /** The learner's own sheet, still being answered and in time (submitted first when not). */
    answeringSheet: (session: MemberSession, sheetId: string, now: number) => Promise<LeftSheet>;
    submitSheet: (submission: Submission) => Promise<unknown>;
  }
>) => {
  const { leaves, sheets } = repositories(db);

  const answerOf = (
    paper: LeaveRules,
    counts: LeaveCounts,
    row: SheetLeaveRow,
    now: number,
  ): TPostReportPageLeaveResponse => ({
    ...(leaveStandingOf(paper, counts) as TPageLeaveStanding),
    leave: pageLeaveEventOf(row),
    submitted: row.outcome === PageLeaveOutcome.FORCED,
    serverTime: now,
  });

  /** Counts a return longer than the grace and judges it, in one transaction. */
  const countReturn = (
    paper: LeaveRules,
    judged: Parameters<ExamsRepositories['leaves']['recordReturn']>[0],
  ) =>
    transact(async (trx) => {
      const { leaves: trxLeaves, sheets: trxSheets } = repositories(trx);
      // Claims the return: a copy of the report arriving at the same time finds it taken.
      if (!(await trxLeaves.recordReturn(judged))) return null;
      const beyondCountdown = judged.durationMs > paper.leave_return_seconds * SECOND_MS;
      const counts = await trxSheets.countLeave(judged, beyondCountdown);
      if (!counts) throw new SheetEnded();
      const violation = beyondCountdown && counts.leave_count > 1;
      const forced = forcesSubmission(paper, counts, judged.durationMs);
      const outcome = forced
        ? PageLeaveOutcome.FORCED
        : counts.leave_count === 1
          ? PageLeaveOutcome.WARNING
          : violation
            ? PageLeaveOutcome.VIOLATION
            : PageLeaveOutcome.IN_TIME;
      return { row: await trxLeaves.setOutcome(judged, outcome, violation), counts };
    });

  return {
    report: async (
      session: MemberSession,
      request: TPostReportPageLeaveRequest,
    ): Promise<TPostReportPageLeaveResponse> => {
      const now = Date.now();
      const { tenantId } = session;
      const ref = { tenantId, sheetId: request.answerSheetId, leaveId: request.leaveId };
      // Read before the sheet: a return judged meanwhile is then counted in the sheet's read.
      const stored = await leaves.find(ref);
      const sheet = await ownSheet(session, request.answerSheetId);
      const paper = await paperOf(tenantId, sheet.paper_id);
      if (!paper || paper.leave_check !== 1) throw new AppError(ErrorCode.EXAM_INFO_WRONG);
      // A report sent again answers as the first was judged, the sheet's end included.
      if (stored && (stored.returned_at !== null || request.phase === PageLeavePhase.LEFT)) {
        return answerOf(paper, sheet, stored, now);
      }
      const answering = await answeringSheet(session, sheet.id, now);
      if (request.phase === PageLeavePhase.LEFT) {
        await leaves.recordLeft(ref, request.kind, now, PageLeaveOutcome.OPEN);
        const recorded = await leaves.find(ref);
        if (!recorded) throw new AppError(ErrorCode.SERVER_ERROR);
        return answerOf(paper, answering, recorded, now);
      }

      const serverMs = Math.max(0, now - (stored?.left_at ?? answering.started_at));
      // Away during a pause, the learner missed nothing: the questions were hidden and the time
      // stood still. A leave counts from the end of the last pause it overlapped (the pause began
      // on the page, so before it), and not at all while the sheet is still paused.
      const leftAt = Math.max(
        now - Math.min(request.durationMs ?? serverMs, serverMs + REPORT_DELAY_ALLOWANCE_MS),
        Math.min(answering.paused_until ?? 0, now),
      );
      const durationMs = now - leftAt;
      const judged = {
        ...ref,
        kind: stored?.kind ?? request.kind,
        leftAt,
        returnedAt: now,
        durationMs,
        clientDurationMs: request.durationMs ?? null,
        outcome: PageLeaveOutcome.GRACE,
      };
      if (durationMs < LEAVE_GRACE_MS) {
        // Recorded, never counted: a copy of the report arriving at once changes nothing.
        const recorded = (await leaves.recordReturn(judged)) ?? (await leaves.find(ref));
        if (!recorded) throw new AppError(ErrorCode.SERVER_ERROR);
        return answerOf(paper, answering, recorded, now);
      }
      let counted;
      try {
        counted = await countReturn(paper, { ...judged, outcome: PageLeaveOutcome.OPEN });
      } catch (error) {
        if (!(error instanceof SheetEnded)) throw error;
        const [after] = await sheets.findMany([{ tenantId, sheetId: sheet.id }]);
        throw closedSheetError(after?.submit_reason ?? null);
      }
      if (!counted) {
        // The same return reported twice at once: the other report judged it.
        const [after] = await sheets.findMany([{ tenantId, sheetId: sheet.id }]);
        const recorded = await leaves.find(ref);
        if (!after || !recorded) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
        return answerOf(paper, after, recorded, now);
      }
      if (counted.row.outcome === PageLeaveOutcome.FORCED) {
        // Another submission may end the sheet first; either way it is no longer answered.
        await submitSheet({
          tenantId,
          sheetId: sheet.id,
          reason: SubmitReason.PAGE_LEAVES,
          finishedAt: answering.deadline_at === null ? now : Math.min(now, answering.deadline_at),
          paper,
        });
      }
      return answerOf(paper, counted.counts, counted.row, now);
    },
  };
};

/**
 * The recorded leaves for the administrator (issue 20, GET /admin/exam/pageLeaves): of every
 * sheet of a paper, or of one sheet, with its learner, within the tenant; another tenant's sheet
 * or paper has none.
 */
export const pageLeaveRecords = ({
  db,
  repositories,
}: ServiceDeps<Pick<ExamsRepositories, 'leaves'>>) => {
  const { leaves } = repositories(db);
  return async (
    { tenantId }: MemberSession,
    query: TGetAdminPageLeavesRequest,
  ): Promise<TGetAdminPageLeavesResponse> => {
    const scope =
      query.answerSheetId === undefined
        ? { paperId: query.paperId ?? '' }
        : { sheetId: query.answerSheetId };
    return (await leaves.recorded(tenantId, scope)).map((row) => ({
      answerSheetId: row.sheet_id,
      userCode: row.user_code,
      nickName: row.nick_name,
      ...pageLeaveEventOf(row),
    }));
  };
};
