import { ExamState, type TExamState } from '@lectern/contracts/common/enums';
import type { TTerminal } from '@lectern/contracts/common/terminal';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TExamSummary } from '@lectern/contracts/exams/exam';
import type {
  TGetExamListRequest,
  TGetExamListResponse,
} from '@lectern/contracts/exams/get-exam-list';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import type { TGetPaperClassifyListResponse } from '@lectern/contracts/exams/get-paper-classify-list';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { AnswerSheetsService } from './answer-sheets.service';
import { proctoringGate } from './sheet-proctoring';
import {
  allAttemptsUsed,
  newAttemptRefusal,
  terminalRefusal,
  todaysAttemptsUsed,
  type LearnerAttempts,
} from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import { myClassificationTree } from '../../platform/classifications/classification-tree';

/**
 * Spec §4 exam list state of a paper for one learner, most pressing first
 * (docs/decisions/0005-exam-list-states-and-attempts.md).
 */
export const examStateOf = (
  paper: PaperRow,
  attempts: LearnerAttempts,
  now: number,
): TExamState => {
  if (attempts.answeringSheetId !== null) return ExamState.IN_PROGRESS;
  if (paper.push_date !== null && now < paper.push_date) return ExamState.NOT_PUBLISHED;
  if (
    (paper.expire_time !== null && now >= paper.expire_time) ||
    allAttemptsUsed(paper, attempts)
  ) {
    return ExamState.ENDED;
  }
  if (paper.enable_time !== null && now < paper.enable_time) return ExamState.NOT_STARTED;
  if (
    (paper.latest_start_time !== null && now > paper.latest_start_time) ||
    todaysAttemptsUsed(paper, attempts)
  ) {
    return ExamState.NOT_WITHIN_EXAM_TIME;
  }
  return ExamState.WAITING;
};

const summaryOf = (
  paper: PaperRow,
  attempts: LearnerAttempts,
  payCompleted: boolean,
  now: number,
): TExamSummary => ({
  paperId: paper.id,
  paperName: paper.name,
  classifyName: paper.classify_name,
  state: examStateOf(paper, attempts, now),
  pushDate: paper.push_date,
  examEnableTime: paper.enable_time,
  examExpireTime: paper.expire_time,
  latestStartTime: paper.latest_start_time,
  duration: paper.duration_minutes,
  questionCount: paper.question_count,
  totalScore: paper.total_score,
  passScore: paper.pass_score,
  timesAllowed: paper.times_allowed,
  timesPerDay: paper.times_per_day,
  timesFinished: attempts.finished,
  timesFinishedToday: attempts.finishedToday,
  isPublic: paper.is_public === 1,
  paid: paper.paid === 1,
  payAmount: paper.pay_amount,
  payCompleted,
  answeringSheetId: attempts.answeringSheetId,
  lastSheetId: attempts.lastSheetId,
});

export const examListService = ({
  db,
  repositories,
  answerSheets,
}: ServiceDeps<
  Pick<ExamsRepositories, 'papers' | 'sheets' | 'proctoring'>,
  { answerSheets: AnswerSheetsService }
>) => {
  const { papers, sheets } = repositories(db);
  const proctoring = proctoringGate({ db, repositories });

  return {
    /** Spec §2 exam list: the papers the learner may see, newest release first. */
    list: async (
      session: MemberSession,
      query: TGetExamListRequest,
    ): Promise<TGetExamListResponse> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const classifyCode = query.classifyCode?.trim() ?? '';
      const classifyPath =
        classifyCode === '' ? null : await papers.findClassificationPath(tenantId, classifyCode);
      if (classifyCode !== '' && classifyPath === null) return { list: [], total: 0 };
      const filter = { classifyPath, nameContains: query.paperName ? query.paperName : null };
      const [rows, total] = await Promise.all([
        papers.listVisible(tenantId, memberId, filter, {
          limit: query.pageSize,
          offset: (query.pageNum - 1) * query.pageSize,
        }),
        papers.countVisible(tenantId, memberId, filter),
      ]);
      const paperIds = rows.map((row) => row.id);
      const attemptsOf = await answerSheets.attemptsOf(session, paperIds, now);
      const paid = await papers.paidPaperIds(tenantId, memberId, paperIds);
      return {
        list: rows.map((paper) => summaryOf(paper, attemptsOf(paper.id), paid.has(paper.id), now)),
        total,
      };
    },

    /** One root holding the tenant's paper classifications (spec §3 classification tree). */
    classifications: async ({ tenantId }: MemberSession): Promise<TGetPaperClassifyListResponse> =>
      myClassificationTree(await papers.classifications(tenantId)),

    /** Spec §2 exam preview, with what would stop the learner from starting now. */
    preview: async (
      session: MemberSession,
      paperId: string,
      terminal: TTerminal,
    ): Promise<TGetExamPreviewResponse> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const paper = await answerSheets.openPaper(session, paperId);
      const attempts = (await answerSheets.attemptsOf(session, [paper.id], now))(paper.id);
      const payCompleted = (await papers.paidPaperIds(tenantId, memberId, [paper.id])).has(
        paper.id,
      );
      const candidate = await sheets.findCandidate(tenantId, memberId);
      return {
        ...summaryOf(paper, attempts, payCompleted, now),
        candidate: { nickName: candidate?.nick_name ?? '', userCode: candidate?.user_code ?? '' },
        secondsPerQuestion: paper.seconds_per_question,
        collection: await answerSheets.collectionState(session, paper),
        proctoring: await proctoring.previewOf(session, paper, now),
        agreement:
          paper.agreement === null
            ? null
            : (JSON.parse(paper.agreement) as { title: string; content: string }),
        // A sheet being answered is continued, whatever the exam's window says now, but only from
        // a terminal the exam allows.
        blockedBy:
          terminalRefusal(paper, terminal) ??
          (attempts.answeringSheetId !== null
            ? null
            : newAttemptRefusal(paper, attempts, paper.paid !== 1 || payCompleted, now)),
        serverTime: now,
      };
    },

    /** Hides the learner's submitted sheets of a paper; they still count as attempts. */
    deleteRecord: async ({ tenantId, memberId }: MemberSession, paperId: string) => {
      const paper = await papers.findById(tenantId, paperId);
      if (!paper) throw new AppError(ErrorCode.PAPER_NOT_FOUND);
      await sheets.hideSubmitted(tenantId, memberId, paper.id, Date.now());
      return null;
    },
  };
};
