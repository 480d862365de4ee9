import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SAVE_GRACE_MS } from '@lectern/contracts/exams/exam';
import type { TQuestionWindow } from '@lectern/contracts/exams/post-open-question';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { AnswerSheetRow } from './answer-sheets.repository';
import { closedSheetError } from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import type { SheetQuestions } from './sheet-questions-cache';

/**
 * Spec §9 per-question time: a question's window opens when the sheet first shows it and closes
 * its seconds later; saves after it are refused (answer-rules.ts). The first opening counts: a
 * second tab, or a reload, gets the same window.
 */
export const questionWindows = ({
  db,
  transact,
  repositories,
  paperOf,
  questionsOfSheet,
  answeringSheet,
}: ServiceDeps<
  Pick<ExamsRepositories, 'sheets'>,
  {
    paperOf: (tenantId: string, paperId: string) => Promise<PaperRow | undefined>;
    questionsOfSheet: (tenantId: string, sheetId: string) => Promise<SheetQuestions>;
    /** The learner's own sheet, still being answered and in time (submitted first when not). */
    answeringSheet: (
      session: MemberSession,
      sheetId: string,
      now: number,
    ) => Promise<Pick<AnswerSheetRow, 'id' | 'paper_id'>>;
  }
>) => ({
  open: async (
    session: MemberSession,
    sheetId: string,
    questionId: string,
  ): Promise<TQuestionWindow> => {
    const now = Date.now();
    const { tenantId, memberId } = session;
    const sheet = await answeringSheet(session, sheetId, now);
    const paper = await paperOf(tenantId, sheet.paper_id);
    const seconds = paper?.seconds_per_question ?? null;
    if (seconds === null) throw new AppError(ErrorCode.EXAM_INFO_WRONG);
    const { views } = await questionsOfSheet(tenantId, sheet.id);
    if (!views.has(questionId)) throw new AppError(ErrorCode.QUESTION_INFO_NOT_FOUND);
    const openedAt = await transact(async (trx) => {
      const { sheets } = repositories(trx);
      // The sheet's row first, as a save takes it: no window opens on a sheet that has ended.
      const write = { tenantId, memberId, sheetId: sheet.id, deadlineFloor: now - SAVE_GRACE_MS };
      if (!(await sheets.claimForAnswers({ ...write, answers: [] }))) return null;
      return sheets.openQuestion(tenantId, sheet.id, questionId, now);
    });
    if (openedAt === null) {
      throw closedSheetError(
        (await repositories(db).sheets.findState(tenantId, sheet.id))?.submit_reason ?? null,
      );
    }
    return { questionId, openedAt, closesAt: openedAt + seconds * 1000, serverTime: now };
  },
});
