import { sql, type Kysely } from 'kysely';
import { AccountStatus, MemberRole } from '@lectern/contracts/common/enums';
import { PkChallengeStatus, PkMatchStatus } from '@lectern/contracts/pk/pk';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';
import type { Executor } from '../../platform/services/service-deps';
import type {
  PkAnswerTable,
  PkChallengeTable,
  PkMatchTable,
  PkPlayerTable,
  PkQuizTable,
} from './pk.schema';

/** Numbers as numbers on both dialects (PostgreSQL answers bigint as text). */
const matchOf = (row: PkMatchTable) => ({
  ...row,
  seconds_per_question: Number(row.seconds_per_question),
  version: Number(row.version),
  starts_at: Number(row.starts_at),
  ends_at: Number(row.ends_at),
  finished_at: row.finished_at === null ? null : Number(row.finished_at),
  created_at: Number(row.created_at),
});
export type PkMatchRow = ReturnType<typeof matchOf>;

const playerOf = (row: PkPlayerTable) => ({
  ...row,
  seat: Number(row.seat),
  score: Number(row.score),
  answered_count: Number(row.answered_count),
  present_since: Number(row.present_since),
  away_since: row.away_since === null ? null : Number(row.away_since),
  credits: row.credits === null ? null : Number(row.credits),
});
export type PkPlayerRow = ReturnType<typeof playerOf>;

const quizOf = (row: PkQuizTable) => ({
  ...row,
  questions_per_match: Number(row.questions_per_match),
  seconds_per_question: Number(row.seconds_per_question),
  credits_win: Number(row.credits_win),
  credits_draw: Number(row.credits_draw),
  credits_loss: Number(row.credits_loss),
});
export type PkQuizRow = ReturnType<typeof quizOf>;

const challengeOf = (row: PkChallengeTable) => ({
  ...row,
  created_at: Number(row.created_at),
  expires_at: Number(row.expires_at),
});
export type PkChallengeRow = ReturnType<typeof challengeOf>;

const answerOf = (row: PkAnswerTable) => ({
  ...row,
  question_index: Number(row.question_index),
  correct: Number(row.correct),
  answered_at: Number(row.answered_at),
});
export type PkAnswerRow = ReturnType<typeof answerOf>;

/** Quizzes, the queue, challenges, matches, players and answers; every query tenant-scoped. */
export const pkRepository = (db: Kysely<Database>) => {
  const activeMatchIds = (tenantId: string) =>
    db
      .selectFrom('pk_matches')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', PkMatchStatus.ACTIVE);

  return {
    quizzes: async (tenantId: string) =>
      (
        await db
          .selectFrom('pk_quizzes')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('name')
          .orderBy('id')
          .execute()
      ).map(quizOf),

    findQuiz: async (tenantId: string, quizId: string) => {
      const row = await db
        .selectFrom('pk_quizzes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', quizId)
        .executeTakeFirst();
      return row ? quizOf(row) : undefined;
    },

    /** Learners of the tenant by id: the names players see of each other. */
    members: (tenantId: string, memberIds: string[]) =>
      memberIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('members')
            .select(['id', 'nick_name', 'user_code'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', memberIds)
            .execute(),

    /** Active learners of the tenant other than `memberId`, by name or account. */
    opponents: (tenantId: string, memberId: string, keyword: string | null, limit: number) => {
      let query = db
        .selectFrom('members')
        .select(['id', 'nick_name', 'user_code'])
        .where('tenant_id', '=', tenantId)
        .where('id', '!=', memberId)
        .where('role', '=', MemberRole.LEARNER)
        .where('status', '=', AccountStatus.ACTIVE);
      if (keyword !== null) {
        query = query.where((eb) =>
          eb.or([containsText('nick_name', keyword), containsText('user_code', keyword)]),
        );
      }
      return query.orderBy('user_code').limit(limit).execute();
    },

    /** An active learner of the tenant by account. */
    learnerByAccount: (tenantId: string, userCode: string) =>
      db
        .selectFrom('members')
        .select(['id', 'nick_name', 'user_code'])
        .where('tenant_id', '=', tenantId)
        .where('user_code', '=', userCode)
        .where('role', '=', MemberRole.LEARNER)
        .where('status', '=', AccountStatus.ACTIVE)
        .executeTakeFirst(),

    // The queue

    findWaiting: (tenantId: string, memberId: string) =>
      db
        .selectFrom('pk_queue')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .executeTakeFirst(),

    /** Puts the learner in the quiz's queue (moving them from another quiz's). */
    wait: (tenantId: string, memberId: string, quizId: string, now: number) =>
      db
        .insertInto('pk_queue')
        .values({
          tenant_id: tenantId,
          member_id: memberId,
          quiz_id: quizId,
          joined_at: now,
          seen_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'member_id']).doUpdateSet({
            quiz_id: quizId,
            joined_at: sql<number>`case when pk_queue.quiz_id = ${quizId} then pk_queue.joined_at else ${now} end`,
            seen_at: now,
          }),
        )
        .execute(),

    touchWaiting: (tenantId: string, memberId: string, now: number) =>
      db
        .updateTable('pk_queue')
        .set({ seen_at: now })
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .execute(),

    /** Learners waiting in the quiz and seen since `seenSince`, longest waiting first. */
    waitingIn: (
      tenantId: string,
      quizId: string,
      exceptMemberId: string,
      seenSince: number,
      limit: number,
    ) =>
      db
        .selectFrom('pk_queue')
        .select('member_id')
        .where('tenant_id', '=', tenantId)
        .where('quiz_id', '=', quizId)
        .where('member_id', '!=', exceptMemberId)
        .where('seen_at', '>=', seenSince)
        .orderBy('joined_at')
        .orderBy('member_id')
        .limit(limit)
        .execute(),

    /** Takes these learners out of the quiz's queue; answers how many were in it. */
    leaveQueue: async (tenantId: string, memberIds: string[], quizId?: string) => {
      let query = db
        .deleteFrom('pk_queue')
        .where('tenant_id', '=', tenantId)
        .where('member_id', 'in', memberIds);
      if (quizId !== undefined) query = query.where('quiz_id', '=', quizId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // Matches

    insertMatch: async (
      match: Omit<PkMatchTable, 'status' | 'end_reason' | 'version' | 'finished_at'>,
      memberIds: [string, string],
    ) => {
      await db
        .insertInto('pk_matches')
        .values({
          ...match,
          status: PkMatchStatus.ACTIVE,
          end_reason: null,
          version: 0,
          finished_at: null,
        })
        .execute();
      await db
        .insertInto('pk_players')
        .values(
          memberIds.map((memberId, seat) => ({
            tenant_id: match.tenant_id,
            match_id: match.id,
            member_id: memberId,
            seat,
            score: 0,
            answered_count: 0,
            present_since: match.created_at,
            away_since: null,
            result: null,
            credits: null,
          })),
        )
        .execute();
    },

    findMatch: async (tenantId: string, matchId: string) => {
      const row = await db
        .selectFrom('pk_matches')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', matchId)
        .executeTakeFirst();
      return row ? matchOf(row) : undefined;
    },

    players: async (tenantId: string, matchId: string) =>
      (
        await db
          .selectFrom('pk_players')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('match_id', '=', matchId)
          .orderBy('seat')
          .execute()
      ).map(playerOf),

    /** The learner's running match, if any. */
    activeMatchOf: async (tenantId: string, memberId: string) => {
      const row = await db
        .selectFrom('pk_players')
        .select('match_id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('match_id', 'in', activeMatchIds(tenantId))
        .executeTakeFirst();
      return row?.match_id ?? null;
    },

    /**
     * Claims the running match for one write (an answer, the finish): on PostgreSQL the row
     * stays locked until the transaction ends, so the writes of both players take turns; false
     * once it has ended.
     */
    claimMatch: async (tenantId: string, matchId: string) => {
      const result = await db
        .updateTable('pk_matches')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', matchId)
        .where('status', '=', PkMatchStatus.ACTIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends the running match; false when it had ended already (another process finished it). */
    finishMatch: async (tenantId: string, matchId: string, reason: string, now: number) => {
      const result = await db
        .updateTable('pk_matches')
        .set({ status: PkMatchStatus.FINISHED, end_reason: reason, finished_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', matchId)
        .where('status', '=', PkMatchStatus.ACTIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    setResult: (
      tenantId: string,
      matchId: string,
      memberId: string,
      result: string,
      credits: number,
    ) =>
      db
        .updateTable('pk_players')
        .set({ result, credits })
        .where('tenant_id', '=', tenantId)
        .where('match_id', '=', matchId)
        .where('member_id', '=', memberId)
        .execute(),

    /** Stores the answer unless the question was answered already; true when it was stored. */
    insertAnswer: async (row: PkAnswerTable) => {
      const inserted = await db
        .insertInto('pk_answers')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['match_id', 'member_id', 'question_index']).doNothing(),
        )
        .returning('question_index')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    answersOf: async (tenantId: string, matchId: string, memberId: string) =>
      (
        await db
          .selectFrom('pk_answers')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('match_id', '=', matchId)
          .where('member_id', '=', memberId)
          .orderBy('question_index')
          .execute()
      ).map(answerOf),

    /** Counts a stored answer; the player is plainly there, so they are present again. */
    countAnswer: (
      tenantId: string,
      matchId: string,
      memberId: string,
      correct: boolean,
      now: number,
    ) =>
      db
        .updateTable('pk_players')
        .set((eb) => ({
          score: eb('score', '+', correct ? 1 : 0),
          answered_count: eb('answered_count', '+', 1),
          present_since: now,
          away_since: null,
        }))
        .where('tenant_id', '=', tenantId)
        .where('match_id', '=', matchId)
        .where('member_id', '=', memberId)
        .execute(),

    /**
     * The learner's pages on some process went away at `at`: their running matches count them
     * away, unless a page of theirs connected since (on another process). Answers the matches.
     */
    markAway: async (tenantId: string, memberId: string, at: number) =>
      (
        await db
          .updateTable('pk_players')
          .set({ away_since: at })
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('away_since', 'is', null)
          .where('present_since', '<', at)
          .where('match_id', 'in', activeMatchIds(tenantId))
          .returning('match_id')
          .execute()
      ).map((row) => row.match_id),

    /** A page of the learner connected at `at`: their running matches count them present. */
    markPresent: async (tenantId: string, memberId: string, at: number) =>
      (
        await db
          .updateTable('pk_players')
          .set({ present_since: at, away_since: null })
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('match_id', 'in', activeMatchIds(tenantId))
          .returning(['match_id', 'away_since'])
          .execute()
      ).map((row) => row.match_id),

    /** Running matches of every tenant whose time or a player's grace period has run out. */
    dueMatches: (now: number, awaySince: number, limit: number) =>
      db
        .selectFrom('pk_matches')
        .select(['tenant_id', 'id'])
        .where('status', '=', PkMatchStatus.ACTIVE)
        .where((eb) =>
          eb.or([
            eb('ends_at', '<=', now),
            eb.exists(
              eb
                .selectFrom('pk_players')
                .select('pk_players.match_id')
                .whereRef('pk_players.match_id', '=', 'pk_matches.id')
                .where('pk_players.away_since', '<=', awaySince),
            ),
          ]),
        )
        .limit(limit)
        .execute(),

    history: async (
      tenantId: string,
      memberId: string,
      page: { offset: number; limit: number },
    ) => {
      const query = db
        .selectFrom('pk_players as me')
        .innerJoin('pk_matches', (join) =>
          join
            .onRef('pk_matches.tenant_id', '=', 'me.tenant_id')
            .onRef('pk_matches.id', '=', 'me.match_id'),
        )
        .innerJoin('pk_players as them', (join) =>
          join
            .onRef('them.match_id', '=', 'me.match_id')
            .onRef('them.member_id', '!=', 'me.member_id'),
        )
        .where('me.tenant_id', '=', tenantId)
        .where('me.member_id', '=', memberId)
        .where('pk_matches.status', '=', PkMatchStatus.FINISHED);
      const [rows, total] = await Promise.all([
        query
          .select([
            'pk_matches.id',
            'pk_matches.quiz_name',
            'pk_matches.end_reason',
            'pk_matches.finished_at',
            'me.score as my_score',
            'me.result',
            'me.credits',
            'them.member_id as opponent_id',
            'them.score as opponent_score',
          ])
          .orderBy('pk_matches.finished_at', 'desc')
          .orderBy('pk_matches.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('matches')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.matches) };
    },

    // Challenges

    insertChallenge: (row: PkChallengeTable) =>
      db.insertInto('pk_challenges').values(row).execute(),

    findChallenge: async (tenantId: string, challengeId: string) => {
      const row = await db
        .selectFrom('pk_challenges')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', challengeId)
        .executeTakeFirst();
      return row ? challengeOf(row) : undefined;
    },

    /** Pending, unexpired challenges the learner sent or received. */
    pendingChallenges: async (tenantId: string, memberId: string, now: number) =>
      (
        await db
          .selectFrom('pk_challenges')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('status', '=', PkChallengeStatus.PENDING)
          .where('expires_at', '>', now)
          .where((eb) =>
            eb.or([eb('to_member_id', '=', memberId), eb('from_member_id', '=', memberId)]),
          )
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute()
      ).map(challengeOf),

    /**
     * Closes a pending, unexpired challenge as `status` when `side` of it is the learner; false
     * when it was not pending any more (the other side or a second request closed it first).
     */
    closeChallenge: async (
      tenantId: string,
      challengeId: string,
      side: 'to_member_id' | 'from_member_id',
      memberId: string,
      status: string,
      now: number,
      matchId: string | null = null,
    ) => {
      const result = await db
        .updateTable('pk_challenges')
        .set({ status, match_id: matchId })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', challengeId)
        .where(side, '=', memberId)
        .where('status', '=', PkChallengeStatus.PENDING)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
};

export type PkRepository = ReturnType<typeof pkRepository>;

export const pkRepositories = (executor: Executor) => ({ pk: pkRepository(executor) });
export type PkRepositories = ReturnType<typeof pkRepositories>;

/** The pack importer's writes of quizzes. */
export const pkPackRepository = (db: Kysely<Database>) => ({
  quizzesByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('pk_quizzes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, quizOf(row)]));
  },
  insertQuiz: (row: PkQuizTable) => db.insertInto('pk_quizzes').values(row).execute(),
  updateQuiz: (
    tenantId: string,
    id: string,
    fields: Omit<PkQuizTable, 'id' | 'tenant_id' | 'code' | 'created_at'>,
  ) =>
    db
      .updateTable('pk_quizzes')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),
  deleteQuizzes: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('pk_quizzes')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },
});
