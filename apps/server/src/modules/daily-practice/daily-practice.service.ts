import { CreditBizType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  DAILY_HISTORY_DAYS,
  DAILY_QUESTION_SCORE,
  DailyDayState,
  DailyRankingPeriod,
  type TDailyHistoryDay,
  type TDailyPracticeSummary,
  type TDailyResult,
  type TJudgedDailyAnswer,
} from '@lectern/contracts/daily-practice/daily-practice';
import type {
  TDailyRankingRow,
  TGetDailyPracticeRankingsRequest,
} from '@lectern/contracts/daily-practice/get-daily-practice-rankings';
import type { TPostSaveDailyAnswerRequest } from '@lectern/contracts/daily-practice/post-save-daily-answer';
import { isEmptyAnswer, type TAnswer } from '@lectern/contracts/questions/answer';
import type { TGradeStatus } from '@lectern/contracts/questions/grade-status';
import { gradeAnswer, roundScore } from '@lectern/contracts/questions/grading';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { AppError } from '../../platform/http/app-error';
import { newId } from '../../platform/security/tokens';
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
import { dayKeyOf, drawQuestions, monthOf, streakOf } from './daily-day';
import type {
  DailyAnswerRow,
  DailyPracticeRepositories,
  DailyRoundRow,
  RankingDays,
} from './daily-practice.repository';

type PracticeRow = NonNullable<
  Awaited<ReturnType<DailyPracticeRepositories['daily']['findPractice']>>
>;

/** The credit ledger's source of a learner's day: one award per practice and day. */
export const dailyCreditSource = (dailyId: string, day: string) => `daily:${dailyId}:${day}`;

const idsOf = (json: string) => JSON.parse(json) as string[];

const stateOf = (round: DailyRoundRow | undefined) =>
  !round
    ? DailyDayState.NOT_STARTED
    : round.finished_at === null
      ? DailyDayState.IN_PROGRESS
      : DailyDayState.FINISHED;

const isOpenOn = (practice: PracticeRow, day: string) =>
  (practice.starts_on === null || practice.starts_on <= day) &&
  (practice.ends_on === null || day <= practice.ends_on);

/**
 * Daily practice (issue 22 point 5, docs/decisions/0058): each learner's day draws its questions
 * once, judges each answer once as it is saved, and is finished once, earning its credits once.
 * Days are the calendar days of `timeZone`.
 */
export const dailyPracticeService = ({
  db,
  transact,
  repositories,
  timeZone,
}: ServiceDeps<DailyPracticeRepositories, { timeZone: string }>) => {
  const { daily } = repositories(db);
  const uploads = uploadsRepository(db);

  const findPractice = async (tenantId: string, dailyId: string) => {
    const practice = await daily.findPractice(tenantId, dailyId);
    if (!practice) throw new AppError(ErrorCode.DAILY_PRACTICE_NOT_FOUND);
    return practice;
  };

  const questionsOf = (tenantId: string, ids: string[]) =>
    judgedQuestions(db, tenantId, ids, DAILY_QUESTION_SCORE);

  const judged = (row: DailyAnswerRow, question: JudgedQuestion): TJudgedDailyAnswer => ({
    questionId: row.question_id,
    seq: row.seq,
    answer: JSON.parse(row.answer) as TAnswer,
    status: row.status as TGradeStatus,
    correct: correctOf(row.status as TGradeStatus),
    key: question.key,
    analysis: question.analysis,
    savedAt: row.saved_at,
  });

  const resultOf = (practice: PracticeRow, round: DailyRoundRow): TDailyResult => ({
    dailyId: practice.id,
    name: practice.name,
    day: round.day,
    questionCount: idsOf(round.question_ids).length,
    correctCount: round.correct_count,
    score: round.score,
    timeSpentMs: round.time_spent_ms,
    credits: round.credits,
    startedAt: round.started_at,
    finishedAt: round.finished_at ?? round.started_at,
  });

  const summariesOf = async (
    { tenantId, memberId }: MemberSession,
    practices: PracticeRow[],
    now: number,
  ): Promise<TDailyPracticeSummary[]> => {
    const today = dayKeyOf(now, timeZone);
    const ids = practices.map((practice) => practice.id);
    const [todays, finished] = await Promise.all([
      daily.roundsOfDay(tenantId, memberId, ids, today),
      daily.finishedDays(tenantId, memberId, ids),
    ]);
    return practices.map((practice) => {
      const days = new Set(
        finished.filter((row) => row.daily_id === practice.id).map((row) => row.day),
      );
      return {
        dailyId: practice.id,
        name: practice.name,
        description: practice.description,
        questionsPerDay: Number(practice.questions_per_day),
        poolSize: idsOf(practice.pool_question_ids).length,
        creditsForFinish: Number(practice.credits_for_finish),
        creditsPerCorrect: Number(practice.credits_per_correct),
        startsOn: practice.starts_on,
        endsOn: practice.ends_on,
        today,
        openToday: isOpenOn(practice, today),
        todayState: stateOf(todays.find((round) => round.daily_id === practice.id)),
        streak: streakOf(days, today),
        finishedDays: days.size,
      };
    });
  };

  /** Today's round of the learner when it is in progress; 303102 otherwise. */
  const roundInProgress = async (session: MemberSession, practice: PracticeRow, now: number) => {
    const today = dayKeyOf(now, timeZone);
    const round = await daily.findRound(session.tenantId, session.memberId, practice.id, today);
    if (!round || round.finished_at !== null) {
      throw new AppError(ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS);
    }
    return round;
  };

  const rankingDays = (period: TGetDailyPracticeRankingsRequest['period'], today: string) =>
    period === DailyRankingPeriod.DAY
      ? { days: { day: today } satisfies RankingDays, periodKey: today }
      : period === DailyRankingPeriod.MONTH
        ? { days: { month: monthOf(today) } satisfies RankingDays, periodKey: monthOf(today) }
        : { days: 'all' as const, periodKey: null };

  return {
    list: async (session: MemberSession) => ({
      list: await summariesOf(session, await daily.practices(session.tenantId), Date.now()),
    }),

    detail: async (session: MemberSession, dailyId: string) => {
      const practice = await findPractice(session.tenantId, dailyId);
      const [summary] = await summariesOf(session, [practice], Date.now());
      const rounds = await daily.rounds(
        session.tenantId,
        session.memberId,
        practice.id,
        DAILY_HISTORY_DAYS,
      );
      return {
        ...summary!,
        history: rounds.map((round): TDailyHistoryDay => ({
          day: round.day,
          state: stateOf(round),
          questionCount: idsOf(round.question_ids).length,
          correctCount: round.correct_count,
          score: round.score,
          timeSpentMs: round.time_spent_ms,
          credits: round.credits,
        })),
      };
    },

    /** Starts the learner's day, drawing its questions, or continues it where it was. */
    start: async (session: MemberSession, dailyId: string) => {
      const { tenantId, memberId } = session;
      const practice = await findPractice(tenantId, dailyId);
      const now = Date.now();
      const today = dayKeyOf(now, timeZone);
      let round = await daily.findRound(tenantId, memberId, practice.id, today);
      if (!round) {
        if (!isOpenOn(practice, today)) throw new AppError(ErrorCode.DAILY_PRACTICE_NOT_OPEN);
        // Only questions still in their banks are drawn.
        const pool = (await questionsOf(tenantId, idsOf(practice.pool_question_ids))).map(
          ({ view }) => view.questionId,
        );
        if (pool.length === 0) throw new AppError(ErrorCode.NO_QUESTION_BANK_TO_PRACTISE);
        const drawn = drawQuestions(
          pool,
          Number(practice.questions_per_day),
          `${tenantId}:${memberId}:${practice.id}:${today}`,
        );
        await daily.openRound({
          id: newId(),
          tenant_id: tenantId,
          member_id: memberId,
          daily_id: practice.id,
          day: today,
          question_ids: JSON.stringify(drawn),
          last_seq: 0,
          started_at: now,
          last_saved_at: null,
          finished_at: null,
          correct_count: 0,
          score: 0,
          time_spent_ms: 0,
          credits: 0,
        });
        round = await daily.findRound(tenantId, memberId, practice.id, today);
        if (!round) throw new AppError(ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS);
      }
      if (round.finished_at !== null) throw new AppError(ErrorCode.DAILY_PRACTICE_DONE_TODAY);
      const dayQuestions = await questionsOf(tenantId, idsOf(round.question_ids));
      const byId = new Map(dayQuestions.map((question) => [question.view.questionId, question]));
      const answers = (await daily.answersOf(tenantId, round.id)).flatMap((row) => {
        const question = byId.get(row.question_id);
        return question ? [judged(row, question)] : [];
      });
      const answeredIds = new Set(answers.map((answer) => answer.questionId));
      return {
        dailyId: practice.id,
        name: practice.name,
        day: round.day,
        questions: dayQuestions.map((question) => {
          const shown = answeredIds.has(question.view.questionId);
          return {
            view: question.view,
            key: shown ? question.key : null,
            analysis: shown ? question.analysis : null,
          };
        }),
        answers,
        lastSeq: round.last_seq,
        startedAt: round.started_at,
        serverTime: now,
      };
    },

    /**
     * Judges and stores a question's answer once per day, with practice's seq rules
     * (docs/decisions/0052): the claim of the day and the insert share a transaction, so a
     * finish never lands between them.
     */
    saveAnswer: async (session: MemberSession, save: TPostSaveDailyAnswerRequest) => {
      const { tenantId } = session;
      if (isEmptyAnswer(save.answer)) throw new AppError(ErrorCode.ANSWER_EMPTY);
      const practice = await findPractice(tenantId, save.dailyId);
      const now = Date.now();
      const round = await roundInProgress(session, practice, now);
      if (!idsOf(round.question_ids).includes(save.questionId)) {
        throw new AppError(ErrorCode.QUESTION_NOT_FOUND);
      }
      const [question] = await questionsOf(tenantId, [save.questionId]);
      if (!question) throw new AppError(ErrorCode.QUESTION_NOT_FOUND);
      const checked = checkedAnswers(new Map([[save.questionId, question.view]]), [save]);
      if (checked.refusal) throw new AppError(checked.refusal);
      await checkAnswerFiles(uploads, session, checked.files);
      const fullScore = fullScoreOf(question.key, DAILY_QUESTION_SCORE);
      const grade = gradeAnswer({ score: fullScore, key: question.key }, save.answer);
      const outcome = await transact(async (trx) => {
        const store = repositories(trx).daily;
        const claimed = await store.claimForSave(round.id, tenantId, save.seq, now);
        if (!claimed) return null;
        const row = {
          tenant_id: tenantId,
          round_id: round.id,
          question_id: save.questionId,
          answer: JSON.stringify(save.answer),
          seq: save.seq,
          status: grade.status,
          score: fullScore === 0 ? 0 : roundScore((grade.score * DAILY_QUESTION_SCORE) / fullScore),
          saved_at: now,
        };
        const inserted = await store.insertAnswer(row);
        const stored = inserted ? row : await store.findAnswer(tenantId, round.id, save.questionId);
        const answered = (await store.answersOf(tenantId, round.id)).length;
        return { stored, answered };
      });
      if (!outcome) throw new AppError(ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS);
      // The same save again answers what it was judged; another one of a judged question is refused.
      if (!outcome.stored || Number(outcome.stored.seq) !== save.seq) {
        throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
      }
      const stored = {
        ...outcome.stored,
        seq: Number(outcome.stored.seq),
        score: Number(outcome.stored.score),
        saved_at: Number(outcome.stored.saved_at),
      };
      return { ...judged(stored, question), answeredCount: outcome.answered, serverTime: now };
    },

    /**
     * Finishes the learner's day: every question answered, then the score and the credits, in
     * one transaction with the award, so concurrent finishes make one result and one award.
     */
    finish: async (session: MemberSession, dailyId: string): Promise<TDailyResult> => {
      const { tenantId, memberId } = session;
      const practice = await findPractice(tenantId, dailyId);
      const now = Date.now();
      const round = await roundInProgress(session, practice, now);
      const dayIds = new Set(
        (await questionsOf(tenantId, idsOf(round.question_ids))).map(({ view }) => view.questionId),
      );
      return transact(async (trx) => {
        const store = repositories(trx).daily;
        const claimed = await store.claimForFinish(round.id, tenantId, now);
        if (!claimed) throw new AppError(ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS);
        const answers = (await store.answersOf(tenantId, round.id)).filter((row) =>
          dayIds.has(row.question_id),
        );
        const remaining = dayIds.size - answers.length;
        // Thrown inside the transaction: the day stays in progress.
        if (remaining > 0) throw new AppError(ErrorCode.PRACTICE_QUESTIONS_REMAIN, remaining);
        const correctCount = answers.filter((row) => row.status === 'right').length;
        const earned =
          Number(practice.credits_for_finish) + Number(practice.credits_per_correct) * correctCount;
        const ledger = creditLedger(trx);
        const source = dailyCreditSource(practice.id, round.day);
        let credits = 0;
        if (earned > 0) {
          const awarded = await ledger.award(
            {
              tenantId,
              memberId,
              source,
              bizType: CreditBizType.DAILY_PRACTICE,
              bizName: practice.name,
              amount: earned,
            },
            now,
          );
          credits = awarded
            ? earned
            : Number((await ledger.entryOf(tenantId, memberId, source))?.amount ?? 0);
        }
        const result = {
          correct_count: correctCount,
          score: roundScore(answers.reduce((sum, row) => sum + row.score, 0)),
          time_spent_ms: Math.max(0, now - claimed.started_at),
          credits,
        };
        await store.recordResult(tenantId, round.id, result);
        return resultOf(practice, { ...claimed, ...result, finished_at: now });
      });
    },

    result: async (session: MemberSession, dailyId: string, day: string | undefined) => {
      const practice = await findPractice(session.tenantId, dailyId);
      const round = await daily.findRound(
        session.tenantId,
        session.memberId,
        practice.id,
        day ?? dayKeyOf(Date.now(), timeZone),
      );
      if (!round || round.finished_at === null) throw new AppError(ErrorCode.NO_DATA);
      return resultOf(practice, round);
    },

    rankings: async (session: MemberSession, query: TGetDailyPracticeRankingsRequest) => {
      const practice = await findPractice(session.tenantId, query.dailyId);
      const { days, periodKey } = rankingDays(query.period, dayKeyOf(Date.now(), timeZone));
      const scope = { tenantId: session.tenantId, dailyId: practice.id, days };
      const offset = (query.pageNum - 1) * query.pageSize;
      const [page, mine] = await Promise.all([
        daily.rankingPage(scope, { offset, limit: query.pageSize }),
        daily.rankOf(scope, session.memberId),
      ]);
      const rowOf = (
        rank: number,
        row: { score: number; time_spent_ms: number; days: number },
        names: { nick_name: string; user_code: string },
      ): TDailyRankingRow => ({
        rank,
        nickname: names.nick_name,
        userCode: names.user_code,
        score: roundScore(row.score),
        timeSpentMs: row.time_spent_ms,
        days: row.days,
      });
      return {
        list: page.rows.map((row, index) => rowOf(offset + index + 1, row, row)),
        total: page.total,
        mine: mine ? rowOf(mine.rank, mine, mine) : null,
        periodKey,
      };
    },
  };
};
