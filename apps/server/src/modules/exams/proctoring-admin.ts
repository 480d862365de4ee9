import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ExamNotificationType } from '@lectern/contracts/common/realtime';
import { SheetState, type TSheetState } from '@lectern/contracts/exams/exam';
import {
  MAX_EXAMINEE_SNAPSHOTS,
  type TGetAdminProctoringExamineesResponse,
  type TProctoringSnapshot,
} from '@lectern/contracts/exams/get-admin-proctoring-examinees';
import type { TPostAdminProctoringExtendResponse } from '@lectern/contracts/exams/post-admin-proctoring-extend';
import type { TPostAdminProctoringSubmitResponse } from '@lectern/contracts/exams/post-admin-proctoring-submit';
import type { TProctoringViolation } from '@lectern/contracts/exams/proctoring';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { SubmitReason } from './answer-sheets.repository';
import { isPastGrace, MINUTE_MS } from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import { proctoringOf, standingOf } from './proctoring-rules';
import type { ExamRealtime } from './sheet-proctoring';
import type { Submission } from './sheet-submission';

/**
 * Issue 21 point 7, the proctors' API (docs/decisions/0049): who is answering a proctored paper
 * now and how they stand, and a message, more time or the end of the exam for one of them, each
 * pushed to the examinee's pages. Within the administrator's tenant only: another tenant's sheet
 * or paper answers like a missing one.
 */
export const proctoringAdmin = ({
  db,
  repositories,
  realtime,
  paperOf,
  submitSheet,
}: ServiceDeps<
  Pick<ExamsRepositories, 'proctoring'>,
  {
    realtime: ExamRealtime;
    paperOf: (tenantId: string, paperId: string) => Promise<PaperRow | undefined>;
    submitSheet: (submission: Submission) => Promise<TSheetState | null>;
  }
>) => {
  const { proctoring } = repositories(db);

  /** A sheet of the tenant still being answered and in time; 309146 when it has ended. */
  const answeringSheet = async (tenantId: string, sheetId: string, now: number) => {
    const sheet = await proctoring.findSheet(tenantId, sheetId);
    if (!sheet) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    if (sheet.state !== SheetState.ANSWERING || isPastGrace(sheet, now)) {
      throw new AppError(ErrorCode.EXAMINEE_SHEET_CLOSED);
    }
    return sheet;
  };

  return {
    examinees: async (
      { tenantId }: MemberSession,
      paperId: string,
    ): Promise<TGetAdminProctoringExamineesResponse> => {
      const now = Date.now();
      const paper = await paperOf(tenantId, paperId);
      if (!paper) return [];
      const rule = proctoringOf(paper);
      if (!rule) throw new AppError(ErrorCode.EXAM_NOT_PROCTORED);
      const rows = (await proctoring.answeringSheetsOf(tenantId, paper.id)).filter(
        (row) => !isPastGrace(row, now),
      );
      if (rows.length === 0) return [];
      const sheetIds = rows.map((row) => row.id);
      const memberIds = [...new Set(rows.map((row) => row.member_id))];
      const [counts, snapshots, checks, presence] = await Promise.all([
        proctoring.countEvents(tenantId, sheetIds),
        proctoring.snapshotsOf(tenantId, sheetIds),
        proctoring.checkSnapshotsOf(tenantId, paper.id, memberIds),
        realtime.presence(tenantId, memberIds),
      ]);
      return rows.map((row) => {
        const online = presence.get(row.member_id);
        const latestSnapshots: TProctoringSnapshot[] = snapshots
          .filter((snapshot) => snapshot.sheet_id === row.id)
          .slice(0, MAX_EXAMINEE_SNAPSHOTS)
          .map((snapshot) => ({
            kind: snapshot.kind as TProctoringViolation,
            url: snapshot.snapshot_url ?? '',
            observedAt: Number(snapshot.observed_at),
          }));
        return {
          ...standingOf(
            rule,
            new Map(
              counts
                .filter((count) => count.sheet_id === row.id)
                .map((count) => [count.kind, count.count]),
            ),
          ),
          answerSheetId: row.id,
          userId: row.member_id,
          nickName: row.nick_name,
          userCode: row.user_code,
          startTime: Number(row.started_at),
          endTime: row.deadline_at === null ? null : Number(row.deadline_at),
          connected: online?.connected ?? false,
          lastSeenAt: online?.lastSeenAt ?? null,
          latestSnapshots,
          deviceCheckSnapshotUrl:
            checks.find((check) => check.member_id === row.member_id)?.snapshot_url ?? null,
        };
      });
    },

    message: async (
      { tenantId }: MemberSession,
      { answerSheetId, text }: { answerSheetId: string; text: string },
    ) => {
      const sentAt = Date.now();
      const sheet = await answeringSheet(tenantId, answerSheetId, sentAt);
      await realtime.notify(tenantId, sheet.member_id, {
        type: ExamNotificationType.MESSAGE,
        answerSheetId: sheet.id,
        text,
        sentAt,
      });
      return { sentAt };
    },

    /**
     * Moves the sheet's deadline later, past the exam's end if need be: the answer saves, the
     * expiry sweep and the time-up submission all read the deadline from the sheet's row.
     */
    extend: async (
      { tenantId }: MemberSession,
      { answerSheetId, minutes }: { answerSheetId: string; minutes: number },
    ): Promise<TPostAdminProctoringExtendResponse> => {
      const sheet = await answeringSheet(tenantId, answerSheetId, Date.now());
      if (sheet.deadline_at === null) throw new AppError(ErrorCode.SHEET_HAS_NO_DEADLINE);
      const deadline = Number(sheet.deadline_at);
      const ref = { tenantId, sheetId: sheet.id };
      const endTime = await proctoring.moveDeadline(ref, deadline, deadline + minutes * MINUTE_MS);
      // Ended, or extended by another proctor, meanwhile: the caller reads the sheet again.
      if (endTime == null) throw new AppError(ErrorCode.EXAMINEE_SHEET_CLOSED);
      await realtime.notify(tenantId, sheet.member_id, {
        type: ExamNotificationType.TIME_EXTENDED,
        answerSheetId: sheet.id,
        endTime: Number(endTime),
      });
      return { answerSheetId: sheet.id, endTime: Number(endTime) };
    },

    /** Ends the sheet with every saved answer, as the learner's own submission would. */
    submit: async (
      { tenantId }: MemberSession,
      answerSheetId: string,
    ): Promise<TPostAdminProctoringSubmitResponse> => {
      const now = Date.now();
      const sheet = await answeringSheet(tenantId, answerSheetId, now);
      const state = await submitSheet({
        tenantId,
        sheetId: sheet.id,
        reason: SubmitReason.ADMIN,
        finishedAt: sheet.deadline_at === null ? now : Math.min(now, Number(sheet.deadline_at)),
      });
      if (state === null) throw new AppError(ErrorCode.EXAMINEE_SHEET_CLOSED);
      await realtime.notify(tenantId, sheet.member_id, {
        type: ExamNotificationType.SUBMITTED_BY_ADMIN,
        answerSheetId: sheet.id,
      });
      return { answerSheetId: sheet.id, state };
    },
  };
};
