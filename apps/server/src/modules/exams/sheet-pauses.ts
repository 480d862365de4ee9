import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TSheetPause } from '@lectern/contracts/exams/post-pause-answer-sheet';
import { AppError } from '../../platform/http/app-error';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { AnswerSheetRow } from './answer-sheets.repository';
import { closedSheetError, MINUTE_MS } from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import type { SheetQuestions } from './sheet-questions-cache';

type PauseFields = Pick<AnswerSheetRow, 'deadline_at' | 'paused_until' | 'pause_count'>;
/** What pausing reads of a sheet. */
type PausedSheet = PauseFields &
  Pick<AnswerSheetRow, 'id' | 'paper_id' | 'state' | 'submit_reason'>;
type PauseRules = Pick<PaperRow, 'max_pauses'>;

/** Whether the sheet is paused at `now`: a pause ends by itself at `paused_until`. */
export const isPaused = (sheet: Pick<AnswerSheetRow, 'paused_until'>, now: number) =>
  sheet.paused_until !== null && now < sheet.paused_until;

/** Pauses the paper still allows this attempt; null: any number. */
export const pausesLeftOf = (paper: PauseRules, sheet: Pick<AnswerSheetRow, 'pause_count'>) =>
  paper.max_pauses === null ? null : Math.max(0, paper.max_pauses - sheet.pause_count);

/** The sheet's suspension as the answering screen opens with it; null: it cannot be paused. */
export const suspensionOf = (
  paper: PauseRules & Pick<PaperRow, 'allow_suspension' | 'max_pause_minutes'>,
  sheet: Pick<AnswerSheetRow, 'paused_until' | 'pause_count'>,
  now: number,
) =>
  paper.allow_suspension === 1
    ? {
        maxPauseMinutes: paper.max_pause_minutes,
        pausesLeft: pausesLeftOf(paper, sheet),
        pausedUntil: isPaused(sheet, now) ? sheet.paused_until : null,
      }
    : null;

const pauseOf = (paper: PauseRules, sheet: PauseFields, now: number): TSheetPause => ({
  deadline: sheet.deadline_at,
  pausedUntil: isPaused(sheet, now) ? sheet.paused_until : null,
  pausesLeft: pausesLeftOf(paper, sheet),
  serverTime: now,
});

/**
 * Spec §4 pause: only when the paper allows suspension, never on a question that forbids it, at
 * most the paper's number of pauses, each for at most its pause length; paused time does not count
 * against the duration or as time used. Every change is one conditional statement on the sheet,
 * so two tabs pausing take one pause, and a pause cannot slip past the deadline.
 */
export const sheetPauses = ({
  sheets,
  paperOf,
  questionsOfSheet,
  answeringSheet,
}: {
  sheets: Pick<ExamsRepositories['sheets'], 'pause' | 'resume' | 'findMany'>;
  paperOf: (tenantId: string, paperId: string) => Promise<PaperRow | undefined>;
  questionsOfSheet: (tenantId: string, sheetId: string) => Promise<SheetQuestions>;
  /** The learner's own sheet, still being answered and in time (submitted first when not). */
  answeringSheet: (session: MemberSession, sheetId: string, now: number) => Promise<PausedSheet>;
}) => {
  /** The sheet as it is now, after a conditional change did not apply. */
  const current = async ({ tenantId }: MemberSession, sheetId: string) => {
    const [sheet] = await sheets.findMany([{ tenantId, sheetId }]);
    if (!sheet) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    return sheet;
  };

  const pausablePaper = async (session: MemberSession, sheet: PausedSheet) => {
    const paper = await paperOf(session.tenantId, sheet.paper_id);
    if (!paper || paper.allow_suspension !== 1) throw new AppError(ErrorCode.EXAM_INFO_WRONG);
    return paper;
  };

  return {
    pause: async (
      session: MemberSession,
      sheetId: string,
      questionId: string,
    ): Promise<TSheetPause> => {
      const now = Date.now();
      const sheet = await answeringSheet(session, sheetId, now);
      const paper = await pausablePaper(session, sheet);
      if (isPaused(sheet, now)) return pauseOf(paper, sheet, now);
      // Between the deadline and the end of the grace for saves the time is up already.
      if (sheet.deadline_at !== null && now >= sheet.deadline_at) {
        throw new AppError(ErrorCode.EXAM_TIME_UP);
      }
      const { views } = await questionsOfSheet(session.tenantId, sheet.id);
      const shown = views.get(questionId);
      if (!shown) throw new AppError(ErrorCode.QUESTION_INFO_NOT_FOUND);
      if (shown.pauseForbidden === true || pausesLeftOf(paper, sheet) === 0) {
        throw new AppError(ErrorCode.EXAM_INFO_WRONG);
      }
      const ref = { tenantId: session.tenantId, memberId: session.memberId, sheetId: sheet.id };
      const paused = await sheets.pause(
        ref,
        now,
        paper.max_pause_minutes * MINUTE_MS,
        paper.max_pauses,
      );
      if (paused) return pauseOf(paper, paused, now);
      // Another request changed the sheet meanwhile: paused it (one pause for both), used up its
      // last pause, or ended it.
      const after = await current(session, sheet.id);
      if (after.state !== sheet.state) throw closedSheetError(after.submit_reason);
      if (isPaused(after, now)) return pauseOf(paper, after, now);
      throw new AppError(ErrorCode.EXAM_INFO_WRONG);
    },

    resume: async (session: MemberSession, sheetId: string): Promise<TSheetPause> => {
      const now = Date.now();
      const sheet = await answeringSheet(session, sheetId, now);
      const paper = await pausablePaper(session, sheet);
      if (!isPaused(sheet, now)) return pauseOf(paper, sheet, now);
      const ref = { tenantId: session.tenantId, memberId: session.memberId, sheetId: sheet.id };
      const resumed = await sheets.resume(ref, now);
      if (resumed) return pauseOf(paper, resumed, now);
      const after = await current(session, sheet.id);
      if (after.state !== sheet.state) throw closedSheetError(after.submit_reason);
      return pauseOf(paper, after, now);
    },
  };
};
