import { SheetState, type TSheetState } from '@lectern/contracts/exams/exam';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TGradeStatus } from '@lectern/contracts/questions/grade-status';
import { aloneOnFailure, batchWhileBusy } from '../../db/batch-while-busy';
import type { Dialect } from '../../db/database';
import type { WrongAnswersOn, WrongSheetAnswers } from '../../platform/mistakes/wrong-answers';
import type { Executor, ServiceDeps } from '../../platform/services/service-deps';
import { gradeSheet } from '../questions/sheet-grading';
import {
  SubmitReason,
  type AnswerSheetRow,
  type SheetRef,
  type SheetResult,
  type TSubmitReason,
} from './answer-sheets.repository';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import type { RankingCache } from './ranking-cache';
import { issueSheetCertificates, type JudgedSheet } from './sheet-certificates';
import { MINUTE_MS } from './attempt-rules';
import type { SheetQuestions } from './sheet-questions-cache';

/** Most submissions one transaction ends. */
const MAX_SUBMISSIONS_PER_TRANSACTION = 32;
/**
 * Submission transactions a process runs at once on PostgreSQL: while one waits for the database,
 * another grades.
 */
const SUBMISSION_TRANSACTIONS_AT_ONCE = 2;

type ClaimedSheet = Pick<AnswerSheetRow, 'member_id' | 'paper_id' | 'paused_ms' | 'paused_until'>;

/**
 * A pause still running when the sheet ends stops there: what it had not used by then is not
 * paused time. A pause that began after the submitter read the sheet (and so after its finish
 * time) gives back all of its length.
 */
const pauseEndedAt = (
  sheet: Pick<ClaimedSheet, 'paused_ms' | 'paused_until'> | undefined,
  finishedAt: number,
  pauseLengthMs: number,
) => {
  const pausedMs = Number(sheet?.paused_ms ?? 0);
  const pausedUntil = sheet?.paused_until == null ? null : Number(sheet.paused_until);
  if (pausedUntil === null || pausedUntil <= finishedAt) {
    return { paused_ms: pausedMs, paused_until: pausedUntil };
  }
  const unused = Math.min(pausedUntil - finishedAt, pauseLengthMs);
  return { paused_ms: pausedMs - unused, paused_until: finishedAt };
};

/** Graded and not right: a person marks neither 'not-judged' nor 'not-scored' wrong here. */
const isWrongStatus = (status: TGradeStatus) => status === 'wrong' || status === 'partial';

/** How a sheet ended: its state, and its paper. */
type EndedSheet = { state: TSheetState; paperId: string };

/** A sheet to end; `paper` when the caller has just read it. */
export type Submission = SheetRef & {
  reason: TSubmitReason;
  finishedAt: number;
  paper?: PaperRow;
};

export type SheetSubmission = ReturnType<typeof sheetSubmission>;

/** Ends sheets: grades their answers, stores the results and refreshes the paper's rankings. */
export const sheetSubmission = ({
  transact,
  repositories,
  dialect,
  rankings,
  questionsOfSheet,
  wrongAnswers,
}: ServiceDeps<
  Pick<ExamsRepositories, 'sheets' | 'papers'>,
  {
    dialect: Dialect;
    rankings: Pick<RankingCache, 'invalidatePaper'>;
    /** A sheet's questions, read with `executor` when they are not at hand. */
    questionsOfSheet: (
      tenantId: string,
      sheetId: string,
      executor: Executor,
    ) => Promise<SheetQuestions>;
    /** The learner's mistake sets, which a wrong answer lands in (docs/decisions/0055). */
    wrongAnswers: WrongAnswersOn;
  }
>) => {
  /**
   * Ends sheets in the transaction `trx`: grades every question and stores the results, after a
   * first statement that claims the sheets still being answered. The state each sheet ends in
   * and its paper, or null for a sheet another caller ended first (or that is named twice).
   */
  const endSheets = async (
    trx: Executor,
    submissions: Submission[],
  ): Promise<(EndedSheet | null)[]> => {
    const { sheets: trxSheets, papers: trxPapers } = repositories(trx);
    const claimed = new Map<string, ClaimedSheet>();
    for (const reason of new Set(submissions.map((submission) => submission.reason))) {
      const ofReason = submissions.filter((submission) => submission.reason === reason);
      for (const [sheetId, sheet] of await trxSheets.claimForSubmission(ofReason, reason)) {
        claimed.set(sheetId, sheet);
      }
    }
    const ending = submissions.filter(
      (submission, index) =>
        claimed.has(submission.sheetId) &&
        submissions.findIndex((other) => other.sheetId === submission.sheetId) === index,
    );
    if (ending.length === 0) return submissions.map(() => null);

    const answersBySheet = new Map<string, Map<string, string | null>>();
    for (const row of await trxSheets.answersOfSheets(ending)) {
      const answers = answersBySheet.get(row.sheet_id) ?? new Map<string, string | null>();
      answers.set(row.question_id, row.answer);
      answersBySheet.set(row.sheet_id, answers);
    }
    const results: (SheetResult & SheetRef)[] = [];
    const wrongSheets: WrongSheetAnswers[] = [];
    const judgedSheets: JudgedSheet[] = [];
    const stateOf = new Map<string, TSheetState>();
    for (const { tenantId, sheetId, finishedAt, paper: knownPaper } of ending) {
      const sheet = claimed.get(sheetId);
      const paper = knownPaper ?? (await trxPapers.findById(tenantId, sheet?.paper_id ?? ''));
      const scoring = { multipleChoicePartialRatio: paper?.multiple_choice_partial_ratio };
      const answers = answersBySheet.get(sheetId);
      const { questions } = await questionsOfSheet(tenantId, sheetId, trx);
      const { grades, score, answered, needsMarking } = gradeSheet(
        questions,
        (questionId) => {
          const stored = answers?.get(questionId) ?? null;
          return stored === null ? null : (JSON.parse(stored) as TAnswer);
        },
        scoring,
      );
      // Spec §2 Mistakes: the answers graded wrong land in the learner's exam set, with the sheet.
      if (sheet) {
        wrongSheets.push({
          tenantId,
          memberId: sheet.member_id,
          classificationId: paper?.classification_id ?? null,
          questionIds: Object.entries(grades)
            .filter(
              ([questionId, grade]) =>
                answers?.get(questionId) != null && isWrongStatus(grade.status),
            )
            .map(([questionId]) => questionId),
        });
      }
      const state: TSheetState = needsMarking ? SheetState.MARKING : SheetState.JUDGED;
      stateOf.set(sheetId, state);
      // Pass or fail is known once every question is judged.
      const passed = state === SheetState.JUDGED ? score >= (paper?.pass_score ?? 0) : null;
      if (passed !== null && sheet && paper) {
        judgedSheets.push({ tenantId, sheetId, memberId: sheet.member_id, passed, paper });
      }
      results.push({
        tenantId,
        sheetId,
        state,
        finished_at: finishedAt,
        score,
        passed: passed === null ? null : Number(passed),
        answered_count: answered,
        grades: JSON.stringify(grades),
        ...pauseEndedAt(sheet, finishedAt, (paper?.max_pause_minutes ?? 0) * MINUTE_MS),
      });
    }
    await wrongAnswers(trx).collectExam(wrongSheets);
    if (dialect === 'postgres') await trxSheets.finishOnPostgres(results);
    else {
      for (const { tenantId, sheetId, ...result } of results) {
        await trxSheets.finish(tenantId, sheetId, result);
      }
    }
    await issueSheetCertificates(trx, judgedSheets, Date.now());
    return submissions.map((submission) => {
      const state = stateOf.get(submission.sheetId);
      const paperId = claimed.get(submission.sheetId)?.paper_id;
      return ending.includes(submission) && state && paperId ? { state, paperId } : null;
    });
  };

  /**
   * Ends a sheet (`endSheets`): how it ended, or null when another caller ended it first.
   * Submissions that arrive together end in one transaction of a few statements; if it fails,
   * each is tried alone, so an error reaches only its own caller. The batches are bounded: on
   * SQLite a transaction holds the one connection, and a group commit of hundreds of separate
   * submissions held it for hundreds of milliseconds while every other request waited.
   */
  const endSheet = batchWhileBusy(
    aloneOnFailure((submissions: Submission[]) => transact((trx) => endSheets(trx, submissions))),
    MAX_SUBMISSIONS_PER_TRANSACTION,
    dialect === 'postgres' ? SUBMISSION_TRANSACTIONS_AT_ONCE : 1,
  );

  const submitSheet = async (submission: Submission) => {
    const ended = await endSheet(submission);
    // Committed: the paper's rankings now count this sheet.
    if (ended?.state === SheetState.JUDGED) {
      rankings.invalidatePaper(submission.tenantId, ended.paperId);
    }
    return ended?.state ?? null;
  };

  return {
    /** Ends a sheet: the state it ended in, or null when another caller ended it first. */
    submitSheet,

    /** The server's submission of a sheet whose time is up: every saved answer, at the deadline. */
    submitTimeUp: (sheet: Pick<AnswerSheetRow, 'id' | 'tenant_id' | 'deadline_at'>) =>
      submitSheet({
        tenantId: sheet.tenant_id,
        sheetId: sheet.id,
        reason: SubmitReason.TIME_UP,
        finishedAt: sheet.deadline_at ?? Date.now(),
      }),
  };
};
