import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { isEmptyAnswer, type TAnswer } from '@lectern/contracts/questions/answer';
import type { TGradeStatus } from '@lectern/contracts/questions/grade-status';
import { gradeAnswer, roundScore } from '@lectern/contracts/questions/grading';
import type { TGetPracticeListRequest } from '@lectern/contracts/practice/get-practice-list';
import type { TGetPracticeRecordsRequest } from '@lectern/contracts/practice/get-practice-records';
import {
  PRACTICE_QUESTION_SCORE,
  PracticeMode,
  type TPracticeMode,
  type TPracticeTaskSummary,
} from '@lectern/contracts/practice/practice';
import type { TJudgedPracticeAnswer } from '@lectern/contracts/practice/practice-answer';
import type { TPracticeRecord } from '@lectern/contracts/practice/practice-record';
import type { TPostSavePracticeAnswerRequest } from '@lectern/contracts/practice/post-save-practice-answer';
import type { Transact } from '../../db/group-commit';
import { keptReads } from '../../db/kept-reads';
import { myClassificationTree } from '../../platform/classifications/classification-tree';
import { AppError } from '../../platform/http/app-error';
import { newId } from '../../platform/security/tokens';
import type { WrongAnswersOn } from '../../platform/mistakes/wrong-answers';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { checkAnswerFiles, checkedAnswers } from '../questions/answer-checks';
import {
  correctOf,
  fullScoreOf,
  judgedQuestions,
  type JudgedQuestion,
} from '../questions/judged-questions';
import type { PracticeAnswerRow, PracticeRepositories } from './practice.repository';

/** Tasks and questions kept per process for saves; the least recently used go first. */
const MAX_KEPT_TASKS = 10_000;
const MAX_KEPT_QUESTIONS = 50_000;

type TaskRow = NonNullable<Awaited<ReturnType<PracticeRepositories['practice']['findTask']>>>;

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : roundScore((part * 100) / whole);

const questionIdsOf = (task: Pick<TaskRow, 'question_ids'>) =>
  JSON.parse(task.question_ids) as string[];

export const practiceService = ({
  db,
  transact,
  repositories,
  wrongAnswers,
  contentCacheMs,
  saveTransact,
}: ServiceDeps<
  PracticeRepositories,
  {
    wrongAnswers: WrongAnswersOn;
    /** The saves' transactions, grouped (db/group-commit.ts `groupedHotWrites`). */
    saveTransact: Transact;
    /** How long a task and a question read for a save are reused (PAPER_CACHE_SECONDS). */
    contentCacheMs: number;
  }
>) => {
  const { practice } = repositories(db);
  const uploads = uploadsRepository(db);
  /** Saves read the task and the question from memory (docs/decisions/0016, 0061). */
  const keptTask = keptReads(
    async (tenantId: string, taskId: string) => {
      const task = await practice.findTask(tenantId, taskId);
      // Parsed once while kept, not on every save.
      return task && { ...task, questionIdSet: new Set(questionIdsOf(task)) };
    },
    { ttlMs: contentCacheMs, max: MAX_KEPT_TASKS },
  );
  const keptQuestion = keptReads(
    async (tenantId: string, questionId: string) =>
      (await judgedQuestions(db, tenantId, [questionId], PRACTICE_QUESTION_SCORE))[0],
    { ttlMs: contentCacheMs, max: MAX_KEPT_QUESTIONS },
  );

  const findTask = async (tenantId: string, taskId: string) => {
    const task = await practice.findTask(tenantId, taskId);
    if (!task) throw new AppError(ErrorCode.QUESTION_BANK_NOT_FOUND);
    return task;
  };

  /** The task's questions in its order (judged-questions.ts). */
  const questionsOf = (tenantId: string, task: TaskRow) =>
    judgedQuestions(db, tenantId, questionIdsOf(task), PRACTICE_QUESTION_SCORE);

  const summariesOf = async (
    { tenantId, memberId }: MemberSession,
    tasks: TaskRow[],
  ): Promise<TPracticeTaskSummary[]> => {
    const ids = tasks.map((task) => task.id);
    const [paid, added, progress] = await Promise.all([
      practice.paidTaskIds(tenantId, memberId, ids),
      practice.addedTaskIds(tenantId, memberId, ids),
      practice.progressOfTasks(tenantId, memberId, ids),
    ]);
    const progressOf = new Map(progress.map((round) => [round.taskId, round]));
    return tasks.map((task) => {
      const round = progressOf.get(task.id);
      return {
        taskId: task.id,
        name: task.name,
        classifyName: task.classify_name,
        classifyPath: task.classify_path,
        level: task.level,
        points: JSON.parse(task.points) as string[],
        cost: Number(task.cost),
        payCompleted: Number(task.cost) === 0 || paid.has(task.id),
        questionCount: questionIdsOf(task).length,
        answeredCount: round?.answered ?? 0,
        correctRate: round ? percent(round.correct, round.answered) : 0,
        timeSpentMs:
          round?.lastSavedAt == null ? 0 : Math.max(0, round.lastSavedAt - round.startedAt),
        mine: added.has(task.id) || round !== undefined,
      };
    });
  };

  /** Spec §1: a paid task is practised only once paid for (300408), as paid exams are. */
  const entryRefusal = async ({ tenantId, memberId }: MemberSession, task: TaskRow) =>
    Number(task.cost) > 0 &&
    !(await practice.paidTaskIds(tenantId, memberId, [task.id])).has(task.id)
      ? ErrorCode.PRACTICE_TASK_UNPAID
      : null;

  const judged = (row: PracticeAnswerRow, question: JudgedQuestion): TJudgedPracticeAnswer => ({
    questionId: row.question_id,
    seq: row.seq,
    answer: JSON.parse(row.answer) as TAnswer,
    status: row.status as TGradeStatus,
    correct: correctOf(row.status as TGradeStatus),
    key: question.key,
    analysis: question.analysis,
    savedAt: row.saved_at,
  });

  /** A task the learner may practise: 300408 while it is unpaid. */
  const enterableTask = async (session: MemberSession, taskId: string) => {
    const task = await keptTask(session.tenantId, taskId);
    if (!task) throw new AppError(ErrorCode.QUESTION_BANK_NOT_FOUND);
    const refusal = await entryRefusal(session, task);
    if (refusal) throw new AppError(refusal);
    return task;
  };

  /** The learner's round of a task they may practise; 300407 when they have not entered it. */
  const roundOf = async (session: MemberSession, taskId: string) => {
    const task = await enterableTask(session, taskId);
    const progress = await practice.findProgress(session.tenantId, session.memberId, task.id);
    if (!progress) throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
    return { task, progress };
  };

  return {
    /** Spec §3: one root, 'My classification', holding the tenant's bank classifications. */
    classifications: async ({ tenantId }: MemberSession): Promise<TClassifyNode[]> =>
      myClassificationTree(await practice.classifications(tenantId)),

    list: async (session: MemberSession, query: TGetPracticeListRequest) => {
      const { rows, total } = await practice.listTasks(session.tenantId, session.memberId, {
        classifyPath: query.classifyPath ? query.classifyPath : null,
        keyword: query.keyword?.trim() ? query.keyword.trim() : null,
        mine: query.mine === 'true',
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { list: await summariesOf(session, rows), total };
    },

    addMine: async (session: MemberSession, taskId: string) => {
      const task = await findTask(session.tenantId, taskId);
      await practice.addMyTask(session.tenantId, session.memberId, task.id, Date.now());
      return { taskId: task.id };
    },

    preview: async (session: MemberSession, taskId: string) => {
      const task = await findTask(session.tenantId, taskId);
      const [summary] = await summariesOf(session, [task]);
      const counts = new Map<number, number>();
      for (const { view } of await questionsOf(session.tenantId, task)) {
        counts.set(view.questionType, (counts.get(view.questionType) ?? 0) + 1);
      }
      return {
        ...summary!,
        questionTypes: [...counts]
          .sort(([a], [b]) => a - b)
          .map(([questionType, count]) => ({ questionType, count })),
        blockedBy: await entryRefusal(session, task),
      };
    },

    /** Enters the task's round in a mode, opening the round when there is none. */
    start: async (session: MemberSession, taskId: string, mode: TPracticeMode) => {
      const { tenantId, memberId } = session;
      const task = await findTask(tenantId, taskId);
      const refusal = await entryRefusal(session, task);
      if (refusal) throw new AppError(refusal);
      const taskQuestions = await questionsOf(tenantId, task);
      if (taskQuestions.length === 0) throw new AppError(ErrorCode.NO_QUESTION_BANK_TO_PRACTISE);
      const now = Date.now();
      await practice.openProgress(tenantId, memberId, task.id, newId(), mode, now);
      const progress = await practice.findProgress(tenantId, memberId, task.id);
      if (!progress) throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
      if (progress.mode !== mode) await practice.setMode(tenantId, progress.id, mode);
      const byId = new Map(taskQuestions.map((question) => [question.view.questionId, question]));
      const answers = (await practice.answersOf(tenantId, progress.id)).flatMap((row) => {
        const question = byId.get(row.question_id);
        return question ? [judged(row, question)] : [];
      });
      const answeredIds = new Set(answers.map((answer) => answer.questionId));
      return {
        taskId: task.id,
        name: task.name,
        mode,
        questions: taskQuestions.map((question) => {
          const shown = mode === PracticeMode.RECITE || answeredIds.has(question.view.questionId);
          return {
            view: question.view,
            key: shown ? question.key : null,
            analysis: shown ? question.analysis : null,
            knowledgePoints: question.knowledgePoints,
          };
        }),
        answers,
        lastSeq: progress.last_seq,
        startedAt: progress.started_at,
        serverTime: now,
      };
    },

    /**
     * Judges and stores a question's answer once per round. The claim of the round and the
     * insert share a transaction, so a finish or reset never lands between them.
     */
    saveAnswer: async (session: MemberSession, save: TPostSavePracticeAnswerRequest) => {
      const { tenantId, memberId } = session;
      if (isEmptyAnswer(save.answer)) throw new AppError(ErrorCode.ANSWER_EMPTY);
      // The round is claimed with the save below: 300407 when the learner has not entered it.
      const task = await enterableTask(session, save.taskId);
      const question = task.questionIdSet.has(save.questionId)
        ? await keptQuestion(tenantId, save.questionId)
        : undefined;
      if (!question) throw new AppError(ErrorCode.QUESTION_NOT_FOUND);
      const checked = checkedAnswers(new Map([[save.questionId, question.view]]), [save]);
      if (checked.refusal) throw new AppError(checked.refusal);
      await checkAnswerFiles(uploads, session, checked.files);
      const fullScore = fullScoreOf(question.key, PRACTICE_QUESTION_SCORE);
      const grade = gradeAnswer({ score: fullScore, key: question.key }, save.answer);
      const now = Date.now();
      const outcome = await saveTransact(async (trx) => {
        const store = repositories(trx).practice;
        const row = {
          tenant_id: tenantId,
          question_id: save.questionId,
          answer: JSON.stringify(save.answer),
          seq: save.seq,
          status: grade.status,
          score:
            fullScore === 0 ? 0 : roundScore((grade.score * PRACTICE_QUESTION_SCORE) / fullScore),
          saved_at: now,
        };
        const inserted = await store.insertAnswer(memberId, task.id, row);
        const progress = await store.claimForSave(tenantId, memberId, task.id, {
          seq: save.seq,
          now,
          stored: inserted !== undefined,
        });
        if (!progress) {
          // A finish or reset committed between the two: the answer is rolled back with it.
          if (inserted !== undefined) throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
          return null;
        }
        // Spec §2 Mistakes: a wrong answer lands in the learner's sets with the answer itself.
        if (inserted !== undefined && correctOf(grade.status) === false) {
          await wrongAnswers(trx).collectPractice({
            tenantId,
            memberId,
            questionId: save.questionId,
            classificationId: task.classification_id,
            knowledgePoints: question.knowledgePoints,
          });
        }
        const stored =
          inserted !== undefined
            ? { ...row, progress_id: progress.id }
            : await store.findAnswer(tenantId, progress.id, save.questionId);
        return { stored, answered: progress.answered_count };
      });
      // The same save again answers what it was judged; another one of a judged question, or
      // one older than the round, is refused.
      if (!outcome?.stored || Number(outcome.stored.seq) !== save.seq) {
        throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
      }
      const stored = {
        ...outcome.stored,
        seq: Number(outcome.stored.seq),
        saved_at: Number(outcome.stored.saved_at),
      };
      return { ...judged(stored, question), answeredCount: outcome.answered, serverTime: now };
    },

    /** Spec §4: every question answered, the round becomes a record and starts over. */
    finish: async (session: MemberSession, taskId: string): Promise<TPracticeRecord> => {
      const { tenantId, memberId } = session;
      const { task } = await roundOf(session, taskId);
      const questionIds = new Set(
        (await questionsOf(tenantId, task)).map(({ view }) => view.questionId),
      );
      const now = Date.now();
      return transact(async (trx) => {
        const store = repositories(trx).practice;
        const restarted = await store.restartProgress(tenantId, memberId, task.id, now);
        if (!restarted) throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
        const answers = restarted.answers.filter((row) => questionIds.has(row.question_id));
        const remaining = questionIds.size - answers.length;
        // Thrown inside the transaction: the round is left as it was.
        if (remaining > 0) throw new AppError(ErrorCode.PRACTICE_QUESTIONS_REMAIN, remaining);
        const correctCount = answers.filter((row) => row.status === 'right').length;
        const { progress } = restarted;
        const record = {
          id: newId(),
          tenant_id: tenantId,
          member_id: memberId,
          task_id: task.id,
          question_count: questionIds.size,
          correct_count: correctCount,
          score: roundScore(answers.reduce((sum, row) => sum + Number(row.score), 0)),
          time_spent_ms: Math.max(0, (progress.last_saved_at ?? now) - progress.started_at),
          started_at: progress.started_at,
          finished_at: now,
        };
        await store.insertRecord(record);
        return {
          recordId: record.id,
          taskId: task.id,
          taskName: task.name,
          questionCount: record.question_count,
          correctCount,
          correctRate: percent(correctCount, record.question_count),
          score: record.score,
          timeSpentMs: record.time_spent_ms,
          startedAt: record.started_at,
          finishedAt: now,
        };
      });
    },

    /** Spec §2 retry/reset: the round starts over without a record. */
    reset: async (session: MemberSession, taskId: string) => {
      const { task } = await roundOf(session, taskId);
      const now = Date.now();
      const restarted = await transact((trx) =>
        repositories(trx).practice.restartProgress(
          session.tenantId,
          session.memberId,
          task.id,
          now,
        ),
      );
      if (!restarted) throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
      return { lastSeq: restarted.progress.last_seq, startedAt: now };
    },

    records: async (session: MemberSession, query: TGetPracticeRecordsRequest) => {
      const { rows, total } = await practice.records(
        session.tenantId,
        session.memberId,
        query.taskId ?? null,
        { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        list: rows.map((row): TPracticeRecord => ({
          recordId: row.id,
          taskId: row.task_id,
          taskName: row.task_name,
          questionCount: row.question_count,
          correctCount: row.correct_count,
          correctRate: percent(row.correct_count, row.question_count),
          score: Number(row.score),
          timeSpentMs: Number(row.time_spent_ms),
          startedAt: Number(row.started_at),
          finishedAt: Number(row.finished_at),
        })),
        total,
      };
    },
  };
};
