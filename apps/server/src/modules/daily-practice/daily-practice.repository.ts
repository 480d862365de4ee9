import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../../platform/services/service-deps';
import type { DailyAnswerTable, DailyRoundTable } from './daily-practice.schema';

/** A day's round, with numbers as numbers on both dialects. */
const roundOf = (row: DailyRoundTable) => ({
  ...row,
  last_seq: Number(row.last_seq),
  started_at: Number(row.started_at),
  last_saved_at: row.last_saved_at === null ? null : Number(row.last_saved_at),
  finished_at: row.finished_at === null ? null : Number(row.finished_at),
  correct_count: Number(row.correct_count),
  score: Number(row.score),
  time_spent_ms: Number(row.time_spent_ms),
  credits: Number(row.credits),
});
export type DailyRoundRow = ReturnType<typeof roundOf>;

const answerOf = (row: DailyAnswerTable) => ({
  ...row,
  seq: Number(row.seq),
  score: Number(row.score),
  saved_at: Number(row.saved_at),
});
export type DailyAnswerRow = ReturnType<typeof answerOf>;

/** Which finished days a ranking counts: one day, the days of a month, or all. */
export type RankingDays = { day: string } | { month: string } | 'all';

export type RankingScope = { tenantId: string; dailyId: string; days: RankingDays };

/** A learner's scores and times of the days ranked, summed. */
type RankingSum = {
  member_id: string;
  score: number;
  time_spent_ms: number;
  days: number;
  first_finished_at: number;
};

/** Daily practices, learners' days and their answers; every query tenant-scoped. */
export const dailyPracticeRepository = (db: Kysely<Database>) => {
  /** The learners' sums of a ranking's finished days. */
  const sums = ({ tenantId, dailyId, days }: RankingScope) => {
    let query = db
      .selectFrom('daily_rounds')
      .where('tenant_id', '=', tenantId)
      .where('daily_id', '=', dailyId)
      .where('finished_at', 'is not', null);
    if (days !== 'all' && 'day' in days) query = query.where('day', '=', days.day);
    if (days !== 'all' && 'month' in days) {
      query = query.where('day', '>=', `${days.month}-01`).where('day', '<=', `${days.month}-31`);
    }
    return query
      .select((eb) => [
        'member_id',
        eb.fn.sum<number>('score').as('score'),
        eb.fn.sum<number>('time_spent_ms').as('time_spent_ms'),
        eb.fn.countAll<number>().as('days'),
        eb.fn.min<number>('finished_at').as('first_finished_at'),
      ])
      .groupBy('member_id');
  };

  const sumOf = (row: RankingSum) => ({
    member_id: row.member_id,
    score: Number(row.score),
    time_spent_ms: Number(row.time_spent_ms),
    days: Number(row.days),
    first_finished_at: Number(row.first_finished_at),
  });

  return {
    practices: (tenantId: string) =>
      db
        .selectFrom('daily_practices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('created_at')
        .orderBy('code')
        .execute(),

    findPractice: (tenantId: string, dailyId: string) =>
      db
        .selectFrom('daily_practices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', dailyId)
        .executeTakeFirst(),

    findRound: async (tenantId: string, memberId: string, dailyId: string, day: string) => {
      const row = await db
        .selectFrom('daily_rounds')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('daily_id', '=', dailyId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row ? roundOf(row) : undefined;
    },

    /** The learner's days of a practice, newest first, at most `limit`. */
    rounds: async (tenantId: string, memberId: string, dailyId: string, limit: number) => {
      const rows = await db
        .selectFrom('daily_rounds')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('daily_id', '=', dailyId)
        .orderBy('day', 'desc')
        .limit(limit)
        .execute();
      return rows.map(roundOf);
    },

    /** The days the learner finished of these practices. */
    finishedDays: async (tenantId: string, memberId: string, dailyIds: string[]) => {
      if (dailyIds.length === 0) return [];
      return db
        .selectFrom('daily_rounds')
        .select(['daily_id', 'day'])
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('daily_id', 'in', dailyIds)
        .where('finished_at', 'is not', null)
        .execute();
    },

    /** The learner's rounds of `day` of these practices. */
    roundsOfDay: async (tenantId: string, memberId: string, dailyIds: string[], day: string) => {
      if (dailyIds.length === 0) return [];
      const rows = await db
        .selectFrom('daily_rounds')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('daily_id', 'in', dailyIds)
        .where('day', '=', day)
        .execute();
      return rows.map(roundOf);
    },

    /** Opens the learner's day unless it is open (concurrent opens make one). */
    openRound: (round: DailyRoundTable) =>
      db
        .insertInto('daily_rounds')
        .values(round)
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'member_id', 'daily_id', 'day']).doNothing(),
        )
        .execute(),

    /**
     * In a transaction: claims the learner's unfinished day for a save of `seq` (its row stays
     * locked until the transaction ends); undefined when the day is not in progress.
     */
    claimForSave: async (roundId: string, tenantId: string, seq: number, now: number) => {
      const { rows } = await sql<DailyRoundTable>`
        update daily_rounds
        set last_seq = case when last_seq < ${seq} then ${seq} else last_seq end,
          last_saved_at = ${now}
        where tenant_id = ${tenantId} and id = ${roundId} and finished_at is null
        returning *
      `.execute(db);
      return rows[0] ? roundOf(rows[0]) : undefined;
    },

    /**
     * In a transaction: marks the learner's day finished unless it is (the first of concurrent
     * finishes wins; the row stays locked until the transaction ends); undefined otherwise.
     */
    claimForFinish: async (roundId: string, tenantId: string, now: number) => {
      const { rows } = await sql<DailyRoundTable>`
        update daily_rounds
        set finished_at = ${now}
        where tenant_id = ${tenantId} and id = ${roundId} and finished_at is null
        returning *
      `.execute(db);
      return rows[0] ? roundOf(rows[0]) : undefined;
    },

    recordResult: (
      tenantId: string,
      roundId: string,
      result: Pick<DailyRoundTable, 'correct_count' | 'score' | 'time_spent_ms' | 'credits'>,
    ) =>
      db
        .updateTable('daily_rounds')
        .set(result)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', roundId)
        .execute(),

    /** Stores a question's first answer of the day; false when it has one already. */
    insertAnswer: async (row: DailyAnswerTable) => {
      const inserted = await db
        .insertInto('daily_answers')
        .values(row)
        .onConflict((conflict) => conflict.columns(['round_id', 'question_id']).doNothing())
        .returning('question_id')
        .execute();
      return inserted.length > 0;
    },

    answersOf: async (tenantId: string, roundId: string) => {
      const rows = await db
        .selectFrom('daily_answers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('round_id', '=', roundId)
        .execute();
      return rows.map(answerOf);
    },

    findAnswer: async (tenantId: string, roundId: string, questionId: string) => {
      const row = await db
        .selectFrom('daily_answers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('round_id', '=', roundId)
        .where('question_id', '=', questionId)
        .executeTakeFirst();
      return row ? answerOf(row) : undefined;
    },

    /**
     * A page of a ranking: the learners' sums of the days ranked, by score (highest first),
     * then time (shortest), then who finished first, with their names.
     */
    rankingPage: async (scope: RankingScope, page: { offset: number; limit: number }) => {
      const [rows, total] = await Promise.all([
        db
          .selectFrom(sums(scope).as('sums'))
          .innerJoin('members', (join) =>
            join
              .onRef('members.id', '=', 'sums.member_id')
              .on('members.tenant_id', '=', scope.tenantId),
          )
          .select([
            'sums.member_id',
            'sums.score',
            'sums.time_spent_ms',
            'sums.days',
            'sums.first_finished_at',
            'members.nick_name',
            'members.user_code',
          ])
          .orderBy('sums.score', 'desc')
          .orderBy('sums.time_spent_ms')
          .orderBy('sums.first_finished_at')
          .orderBy('sums.member_id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom(sums(scope).as('sums'))
          .select((eb) => eb.fn.countAll<number>().as('learners'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          ...sumOf(row),
          nick_name: row.nick_name,
          user_code: row.user_code,
        })),
        total: Number(total.learners),
      };
    },

    /** The learner's sums of the days ranked and their place: 1 + the learners before them. */
    rankOf: async (scope: RankingScope, memberId: string) => {
      const own = await sums(scope).where('member_id', '=', memberId).executeTakeFirst();
      if (!own) return undefined;
      const mine = sumOf(own);
      const names = await db
        .selectFrom('members')
        .select(['nick_name', 'user_code'])
        .where('tenant_id', '=', scope.tenantId)
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const ahead = await db
        .selectFrom(sums(scope).as('sums'))
        .select((eb) => eb.fn.countAll<number>().as('learners'))
        .where((eb) =>
          eb.or([
            eb('sums.score', '>', mine.score),
            eb.and([
              eb('sums.score', '=', mine.score),
              eb.or([
                eb('sums.time_spent_ms', '<', mine.time_spent_ms),
                eb.and([
                  eb('sums.time_spent_ms', '=', mine.time_spent_ms),
                  eb.or([
                    eb('sums.first_finished_at', '<', mine.first_finished_at),
                    eb.and([
                      eb('sums.first_finished_at', '=', mine.first_finished_at),
                      eb('sums.member_id', '<', memberId),
                    ]),
                  ]),
                ]),
              ]),
            ]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return { ...mine, ...names, rank: Number(ahead.learners) + 1 };
    },
  };
};

export type DailyPracticeRepository = ReturnType<typeof dailyPracticeRepository>;

export const dailyPracticeRepositories = (executor: Executor) => ({
  daily: dailyPracticeRepository(executor),
});
export type DailyPracticeRepositories = ReturnType<typeof dailyPracticeRepositories>;
