import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode, type TErrorCode } from '@lectern/contracts/common/error-codes';
import { SheetState } from '@lectern/contracts/exams/exam';
import type {
  TGetAdminUngradedAnswersRequest,
  TGetAdminUngradedAnswersResponse,
  TUngradedAnswer,
} from '@lectern/contracts/exams/get-admin-ungraded-answers';
import type { TGetSelfGradingResponse } from '@lectern/contracts/exams/get-self-grading';
import {
  MarkSource,
  SELF_GRADING_WINDOW_MS,
  type TAnswerToMark,
  type TMarkedSheet,
  type TMarkSource,
} from '@lectern/contracts/exams/marking';
import { ZAnswer } from '@lectern/contracts/questions/answer';
import { roundScore, type TGrade } from '@lectern/contracts/questions/grading';
import { AppError } from '../../platform/http/app-error';
import type { InmailNoticesOn } from '../../platform/inmail/inmail-notices';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { TSheetQuestion } from '../questions/sheet-question';
import type { AnswerSheetsService } from './answer-sheets.service';
import { isSelfGradingOpen } from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { RankingCache } from './ranking-cache';
import type { ResultSheetRow } from './results.repository';
import { sheetGradesOf, type SheetGrades } from './sheet-grades';
import { resultReleaseTime } from './results.service';
import { issueSheetCertificates } from './sheet-certificates';

/** Marking and self-grading rules: docs/decisions/0041-marking-and-self-grading.md. */

const waitingIds = (grades: SheetGrades) =>
  Object.entries(grades)
    .filter(([, grade]) => grade.status === 'not-judged')
    .map(([questionId]) => questionId);

/** A person's score as a question tag: all of it right, none of it wrong, partial between. */
const gradeOfScore = (score: number, fullScore: number): TGrade => {
  if (score >= fullScore) return { status: 'right', score: fullScore };
  return score > 0 ? { status: 'partial', score } : { status: 'wrong', score: 0 };
};

/** What whoever scores an answer reads: the question, the answer and the reference answer. */
const answerToMark = (question: TSheetQuestion, stored: string | null): TAnswerToMark => {
  const parsed = stored === null ? null : ZAnswer.safeParse(JSON.parse(stored) as unknown);
  return {
    question: question.view,
    answer: parsed?.success ? parsed.data : null,
    fullScore: question.view.score,
    referenceAnswer:
      question.key.questionType === QuestionType.SHORT_ANSWER ? question.key.referenceAnswer : null,
    analysis: question.analysis,
  };
};

/** The codes a refusal answers: a marker's (309xxx), or the learner's catalogue codes. */
type Refusals = { taken: TErrorCode; notWaiting: TErrorCode; tooHigh: (max: number) => AppError };

const markerRefusals: Refusals = {
  taken: ErrorCode.ANSWER_ALREADY_MARKED,
  notWaiting: ErrorCode.ANSWER_NOT_AWAITING_MARKING,
  tooHigh: (max) => new AppError(ErrorCode.SCORE_OUT_OF_RANGE, max),
};
const learnerRefusals: Refusals = {
  taken: ErrorCode.PAPER_BEING_MARKED,
  notWaiting: ErrorCode.PAPER_BEING_MARKED,
  tooHigh: () => new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'score'),
};

type Scoring = {
  sheet: ResultSheetRow;
  questionId: string;
  score: number;
  comment: string | null;
  source: TMarkSource;
  markedBy: string;
  refusals: Refusals;
};

export type MarkingService = ReturnType<typeof markingService>;

export const markingService = ({
  db,
  transact,
  repositories,
  answerSheets,
  rankings,
  inmailNotices,
}: ServiceDeps<
  Pick<ExamsRepositories, 'results' | 'marking'>,
  {
    answerSheets: Pick<AnswerSheetsService, 'questionsOf'>;
    rankings: Pick<RankingCache, 'invalidatePaper'>;
    inmailNotices: InmailNoticesOn;
  }
>) => {
  const { results, marking } = repositories(db);

  const questionOf = async (sheet: ResultSheetRow, questionId: string) => {
    const { questions } = await answerSheets.questionsOf(sheet.tenant_id, sheet.id);
    const question = questions.find((entry) => entry.view.questionId === questionId);
    if (!question) throw new AppError(ErrorCode.QUESTION_NOT_FOUND);
    return question;
  };

  /** Why an answer that is not waiting for a score cannot take one: scored, or never waiting. */
  const refusalFor = async (sheet: ResultSheetRow, questionId: string, refusals: Refusals) =>
    new AppError(
      (await repositories(db).marking.findMark(sheet.tenant_id, sheet.id, questionId))
        ? refusals.taken
        : refusals.notWaiting,
    );

  /**
   * Stores one person's score of one answer, then the sheet's grades; the last score judges the
   * sheet, with its result, and tells the learner by in-mail in the same transaction. Exactly one
   * of concurrent scores of an answer is stored: the others find it scored.
   */
  const scoreAnswer = async (scoring: Scoring): Promise<TMarkedSheet> => {
    const { sheet, questionId, score, refusals } = scoring;
    const question = await questionOf(sheet, questionId);
    const fullScore = question.view.score;
    if (score > fullScore) throw refusals.tooHigh(fullScore);
    if (sheet.state !== SheetState.MARKING) throw await refusalFor(sheet, questionId, refusals);
    const now = Date.now();
    const tenantId = sheet.tenant_id;

    const marked = await transact(async (trx) => {
      const store = repositories(trx).marking;
      const locked = await store.lockSheetBeingMarked(tenantId, sheet.id);
      if (!locked) return null;
      const grades = sheetGradesOf(locked.grades);
      if (grades[questionId]?.status !== 'not-judged') return null;
      const grade = gradeOfScore(score, fullScore);
      grades[questionId] = grade;
      const total = roundScore(
        Object.values(grades).reduce((sum, grade) => sum + (grade.score ?? 0), 0),
      );
      const remaining = waitingIds(grades).length;
      const judged = remaining === 0;
      const passed = judged ? total >= sheet.pass_score : null;
      await store.storeGrades(tenantId, sheet.id, {
        grades: JSON.stringify(grades),
        score: total,
        state: judged ? SheetState.JUDGED : SheetState.MARKING,
        passed: passed === null ? null : Number(passed),
      });
      await store.insertMark({
        tenant_id: tenantId,
        sheet_id: sheet.id,
        question_id: questionId,
        score: grade.score,
        comment: scoring.comment,
        source: scoring.source,
        marked_by: scoring.markedBy,
        marked_at: now,
      });
      if (judged) {
        await issueSheetCertificates(
          trx,
          [
            {
              tenantId,
              sheetId: sheet.id,
              memberId: sheet.member_id,
              passed: passed === true,
              paper: { ...sheet, name: sheet.paper_name },
            },
          ],
          now,
        );
        const hidden = resultReleaseTime(sheet, now) !== null;
        await inmailNotices(trx).sendOnce(tenantId, sheet.member_id, {
          code: `sheet-judged:${sheet.id}`,
          title: sheet.paper_name,
          content: '',
          label: {
            key: 'sheetJudged',
            paperName: sheet.paper_name,
            answerSheetId: sheet.id,
            score: hidden ? null : total,
            passed: hidden ? null : passed,
          },
          sentAt: now,
        });
      }
      return { remaining, total, passed, judged };
    });
    if (!marked) throw await refusalFor(sheet, questionId, refusals);
    // Committed: the paper's rankings now count the judged sheet.
    if (marked.judged) rankings.invalidatePaper(tenantId, sheet.paper_id);
    const shown = marked.judged && resultReleaseTime(sheet, now) === null;
    return {
      answerSheetId: sheet.id,
      state: marked.judged ? SheetState.JUDGED : SheetState.MARKING,
      remaining: marked.remaining,
      score: shown ? marked.total : null,
      passed: shown ? marked.passed : null,
    };
  };

  /** The learner's own sheet whose answers they may grade now (300318 otherwise). */
  const sheetToSelfGrade = async (session: MemberSession, sheetId: string, now: number) => {
    const sheet = await results.findSheet(session.tenantId, sheetId);
    if (!sheet) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    if (sheet.member_id !== session.memberId) {
      throw new AppError(ErrorCode.CANNOT_VIEW_OTHERS_RESULTS);
    }
    if (sheet.state === SheetState.ANSWERING) {
      throw new AppError(ErrorCode.CANNOT_VIEW_ANSWER_SHEET_DURING_EXAM);
    }
    if (sheet.state !== SheetState.MARKING || !isSelfGradingOpen(sheet, sheet.finished_at, now)) {
      throw new AppError(ErrorCode.PAPER_BEING_MARKED);
    }
    return sheet;
  };

  /** Whether a sheet is still left to its learner: markers wait for the window to close. */
  const leftToLearner = (
    sheet: { self_grading: number; finished_at: number | null },
    now: number,
  ) => isSelfGradingOpen(sheet, sheet.finished_at, now);

  return {
    /** The tenant's answers waiting for a marker, oldest sheet first, a page at a time. */
    ungradedAnswers: async (
      session: MemberSession,
      query: TGetAdminUngradedAnswersRequest,
    ): Promise<TGetAdminUngradedAnswersResponse> => {
      const now = Date.now();
      const sheets = await marking.sheetsBeingMarked(session.tenantId, query.paperId ?? null);
      const waiting = sheets
        .filter((sheet) => !leftToLearner(sheet, now))
        .flatMap((sheet) =>
          waitingIds(sheetGradesOf(sheet.grades)).map((questionId) => ({ sheet, questionId })),
        );
      const offset = (query.pageNum - 1) * query.pageSize;
      const page = waiting.slice(offset, offset + query.pageSize);
      const list: TUngradedAnswer[] = [];
      for (const { sheet, questionId } of page) {
        const { questions } = await answerSheets.questionsOf(session.tenantId, sheet.id);
        const question = questions.find((entry) => entry.view.questionId === questionId);
        if (!question) continue;
        const [stored] = await marking.answersOf(session.tenantId, sheet.id, [questionId]);
        list.push({
          ...answerToMark(question, stored?.answer ?? null),
          answerSheetId: sheet.id,
          paperId: sheet.paper_id,
          paperName: sheet.paper_name,
          userCode: sheet.user_code,
          nickName: sheet.nick_name,
          finishTime: sheet.finished_at ?? 0,
        });
      }
      return { list, total: waiting.length };
    },

    /** A marker scores an answer waiting for one (not while its learner may still grade it). */
    markAnswer: async (
      session: MemberSession,
      body: { answerSheetId: string; questionId: string; score: number; comment?: string },
    ): Promise<TMarkedSheet> => {
      const sheet = await results.findSheet(session.tenantId, body.answerSheetId);
      if (!sheet) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
      if (sheet.state === SheetState.MARKING && leftToLearner(sheet, Date.now())) {
        await questionOf(sheet, body.questionId);
        throw new AppError(ErrorCode.ANSWER_NOT_AWAITING_MARKING);
      }
      return scoreAnswer({
        sheet,
        questionId: body.questionId,
        score: body.score,
        comment: body.comment === undefined || body.comment === '' ? null : body.comment,
        source: MarkSource.MARKER,
        markedBy: session.memberId,
        refusals: markerRefusals,
      });
    },

    /** Spec §2 /exam/answer-grade-own: the subjective answers of the learner's sheet. */
    selfGrading: async (
      session: MemberSession,
      sheetId: string,
    ): Promise<TGetSelfGradingResponse> => {
      const sheet = await sheetToSelfGrade(session, sheetId, Date.now());
      const [{ questions }, graded, marks] = await Promise.all([
        answerSheets.questionsOf(session.tenantId, sheet.id),
        results.gradedAnswers(session.tenantId, sheet.id),
        results.marksOf(session.tenantId, sheet.id),
      ]);
      const grades = sheetGradesOf(graded.grades);
      const answerOf = new Map(graded.answers.map((row) => [row.question_id, row.answer]));
      const markOf = new Map(marks.map((mark) => [mark.question_id, mark]));
      return {
        answerSheetId: sheet.id,
        paperName: sheet.paper_name,
        until: (sheet.finished_at ?? 0) + SELF_GRADING_WINDOW_MS,
        questions: questions
          .filter(
            ({ view }) =>
              grades[view.questionId]?.status === 'not-judged' || markOf.has(view.questionId),
          )
          .map((question) => {
            const mark = markOf.get(question.view.questionId);
            return {
              ...answerToMark(question, answerOf.get(question.view.questionId) ?? null),
              mark: mark
                ? {
                    score: mark.score,
                    comment: mark.comment,
                    source: mark.source === MarkSource.SELF ? MarkSource.SELF : MarkSource.MARKER,
                    markedAt: mark.marked_at,
                  }
                : null,
            };
          }),
      };
    },

    /** The learner scores one of their subjective answers, once, within the window. */
    gradeOwnAnswer: async (
      session: MemberSession,
      body: { answerSheetId: string; questionId: string; score: number },
    ): Promise<TMarkedSheet> => {
      const sheet = await sheetToSelfGrade(session, body.answerSheetId, Date.now());
      return scoreAnswer({
        sheet,
        questionId: body.questionId,
        score: body.score,
        comment: null,
        source: MarkSource.SELF,
        markedBy: session.memberId,
        refusals: learnerRefusals,
      });
    },
  };
};
