import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CreditBizType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { isEmptyAnswer, type TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import { gradeAnswer } from '@lectern/contracts/questions/grading';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import {
  PK_CHALLENGE_TTL_MS,
  PK_COUNTDOWN_MS,
  PK_EVENT_TYPE,
  PK_MESSAGE_PATH,
  PK_QUESTION_TYPES,
  PK_QUEUE_STALE_MS,
  PkChallengeStatus,
  PkEndReason,
  PkMatchStatus,
  PkResult,
  PkSignalType,
  type TPkChallenge,
  type TPkEndReason,
  type TPkHistoryEntry,
  type TPkMatch,
  type TPkMember,
  type TPkPlayer,
  type TPkQuiz,
  type TPkResult,
  type TPkSignal,
} from '@lectern/contracts/pk/pk';
import type { TPostPkAnswerRequest } from '@lectern/contracts/pk/post-pk-answer';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { AppError } from '../../platform/http/app-error';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { newId } from '../../platform/security/tokens';
import type { Executor, ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { checkedAnswers } from '../questions/answer-checks';
import { questionsRepository } from '../questions/questions.repository';
import type {
  PkChallengeRow,
  PkMatchRow,
  PkPlayerRow,
  PkQuizRow,
  PkRepositories,
} from './pk.repository';

/** How many waiting learners one join tries to pair with before it waits itself. */
const PAIRING_CANDIDATES = 5;
const OPPONENTS_LISTED = 20;

/** Thrown inside a pairing transaction when the other learner was taken first: it rolls back. */
class PairingLost extends Error {}

type Credits = { win: number; draw: number; loss: number };

const quizView = (quiz: PkQuizRow): TPkQuiz => ({
  quizId: quiz.id,
  name: quiz.name,
  questionCount: quiz.questions_per_match,
  secondsPerQuestion: quiz.seconds_per_question,
  credits: { win: quiz.credits_win, draw: quiz.credits_draw, loss: quiz.credits_loss },
});

/** `count` of `ids` at random, in random order. */
const drawn = (ids: string[], count: number) => {
  const pool = [...ids];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
};

/**
 * Win, draw or loss for each player. A player away past the grace period loses whatever the
 * score; otherwise the higher score wins.
 */
export const resultsOf = (
  players: readonly Pick<PkPlayerRow, 'member_id' | 'score' | 'away_since'>[],
  reason: TPkEndReason,
  awayCutoff: number,
) => {
  const results = new Map<string, TPkResult>();
  if (reason === PkEndReason.DISCONNECT) {
    const gone = (player: (typeof players)[number]) =>
      player.away_since !== null && player.away_since <= awayCutoff;
    for (const player of players) {
      results.set(player.member_id, gone(player) ? PkResult.LOSS : PkResult.WIN);
    }
    return results;
  }
  const best = Math.max(...players.map((player) => player.score));
  const leaders = players.filter((player) => player.score === best).length;
  for (const player of players) {
    results.set(
      player.member_id,
      player.score < best ? PkResult.LOSS : leaders > 1 ? PkResult.DRAW : PkResult.WIN,
    );
  }
  return results;
};

/** Why a running match must end now, if it must. */
const dueReason = (
  match: Pick<PkMatchRow, 'ends_at'>,
  players: readonly Pick<PkPlayerRow, 'away_since'>[],
  graceMs: number,
  now: number,
): TPkEndReason | null => {
  const firstGone = Math.min(
    ...players.map((player) =>
      player.away_since === null ? Number.POSITIVE_INFINITY : player.away_since + graceMs,
    ),
  );
  if (firstGone <= now && firstGone <= match.ends_at) return PkEndReason.DISCONNECT;
  if (match.ends_at <= now) return PkEndReason.TIME_UP;
  return null;
};

export type PkService = ReturnType<typeof pkService>;

/**
 * PK quizzes (docs/decisions/0059): the queue, challenges and matches, all in the database so
 * that any process serves any request; the realtime hub carries the live signals.
 */
export const pkService = ({
  db,
  transact,
  repositories,
  realtime,
  graceMs,
  log,
}: ServiceDeps<
  PkRepositories,
  {
    realtime: Pick<RealtimeHub, 'sendMessage'>;
    graceMs: number;
    log: FastifyBaseLogger;
  }
>) => {
  const { pk } = repositories(db);
  const questions = questionsRepository(db);

  /** Sends a PK signal to members' pages; a lost signal is logged, never thrown. */
  const signal = (tenantId: string, memberIds: readonly string[], content: TPkSignal) => {
    for (const memberId of memberIds) {
      realtime
        .sendMessage(tenantId, {
          uid: 'system',
          toUid: memberId,
          messagePath: PK_MESSAGE_PATH,
          eventType: PK_EVENT_TYPE,
          content: JSON.stringify(content),
        })
        .catch((error: unknown) => log.warn({ err: error }, 'a PK signal was not sent'));
    }
  };

  const memberViews = async (tenantId: string, memberIds: string[]) => {
    const rows = await pk.members(tenantId, [...new Set(memberIds)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return (memberId: string): TPkMember => {
      const row = byId.get(memberId);
      return { memberId, name: row?.nick_name ?? '', userCode: row?.user_code ?? '' };
    };
  };

  const findQuiz = async (tenantId: string, quizId: string) => {
    const quiz = await pk.findQuiz(tenantId, quizId);
    if (!quiz) throw new AppError(ErrorCode.PK_QUIZ_NOT_FOUND);
    return quiz;
  };

  /** The quiz's pool as it is now: questions removed from their banks since are left out. */
  const poolOf = async (tenantId: string, quiz: PkQuizRow) => {
    const ids = JSON.parse(quiz.question_ids) as string[];
    const rows = await questions.questionsByIds(tenantId, ids);
    const usable = new Set(
      rows
        .filter((row) => PK_QUESTION_TYPES.includes(Number(row.question_type)))
        .map((row) => row.id),
    );
    const pool = ids.filter((id) => usable.has(id));
    if (pool.length === 0) throw new AppError(ErrorCode.PK_QUIZ_NOT_FOUND);
    return pool;
  };

  /** Writes a new match of two learners, inside the caller's transaction. */
  const insertMatch = async (
    trx: Executor,
    tenantId: string,
    quiz: PkQuizRow,
    pool: string[],
    memberIds: [string, string],
    now: number,
  ) => {
    const chosen = drawn(pool, quiz.questions_per_match);
    const id = newId();
    const startsAt = now + PK_COUNTDOWN_MS;
    await repositories(trx).pk.insertMatch(
      {
        id,
        tenant_id: tenantId,
        quiz_id: quiz.id,
        quiz_name: quiz.name,
        question_ids: JSON.stringify(chosen),
        seconds_per_question: quiz.seconds_per_question,
        credits: JSON.stringify({
          win: quiz.credits_win,
          draw: quiz.credits_draw,
          loss: quiz.credits_loss,
        } satisfies Credits),
        starts_at: startsAt,
        ends_at: startsAt + chosen.length * quiz.seconds_per_question * 1000,
        created_at: now,
      },
      memberIds,
    );
    return id;
  };

  /**
   * Ends the running match inside the caller's transaction: results, then each player's credits
   * through the ledger, once. False when it had ended already.
   */
  const finishIn = async (
    trx: Executor,
    tenantId: string,
    match: PkMatchRow,
    reason: TPkEndReason,
    now: number,
  ) => {
    const store = repositories(trx).pk;
    if (!(await store.finishMatch(tenantId, match.id, reason, now))) return false;
    const players = await store.players(tenantId, match.id);
    const results = resultsOf(players, reason, now - graceMs);
    const credits = JSON.parse(match.credits) as Credits;
    const ledger = creditLedger(trx);
    for (const player of players) {
      const result = results.get(player.member_id) ?? PkResult.LOSS;
      const amount = credits[result];
      await store.setResult(tenantId, match.id, player.member_id, result, amount);
      if (amount > 0) {
        await ledger.award(
          {
            tenantId,
            memberId: player.member_id,
            source: `pk:${match.id}`,
            bizType: CreditBizType.PK_QUIZ,
            bizName: match.quiz_name,
            amount,
          },
          now,
        );
      }
    }
    return true;
  };

  const sendScores = async (tenantId: string, matchId: string) => {
    const players = await pk.players(tenantId, matchId);
    signal(
      tenantId,
      players.map((player) => player.member_id),
      {
        type: PkSignalType.SCORE,
        matchId,
        players: players.map((player) => ({
          memberId: player.member_id,
          score: player.score,
          answeredCount: player.answered_count,
          connected: player.away_since === null,
          awaySince: player.away_since,
        })),
      },
    );
  };

  /**
   * Ends the match if its time or a player's grace period has run out: on every read, on every
   * answer, by the sweep job and by the timer a disconnect sets. Any process may do it; the
   * finish is a conditional state change, so it happens once.
   */
  const settle = async (tenantId: string, matchId: string, now = Date.now()) => {
    const match = await pk.findMatch(tenantId, matchId);
    if (!match || match.status !== PkMatchStatus.ACTIVE) return false;
    const players = await pk.players(tenantId, matchId);
    const reason = dueReason(match, players, graceMs, now);
    if (!reason) return false;
    const finished = await transact((trx) => finishIn(trx, tenantId, match, reason, now));
    if (finished) {
      signal(
        tenantId,
        players.map((player) => player.member_id),
        { type: PkSignalType.FINISHED, matchId },
      );
    }
    return finished;
  };

  /** The learner's running match, once any that is due has ended. */
  const runningMatchOf = async (tenantId: string, memberId: string) => {
    const matchId = await pk.activeMatchOf(tenantId, memberId);
    if (matchId === null) return null;
    return (await settle(tenantId, matchId)) ? null : matchId;
  };

  /**
   * Pairs the waiting learner with another learner waiting in the quiz: both leave the queue in
   * the transaction that makes their match, so a learner is never in two matches and a match
   * never has three. Answers the match, or null when there is nobody to pair with.
   */
  const pair = async (session: MemberSession, quiz: PkQuizRow) => {
    const { tenantId, memberId } = session;
    const pool = await poolOf(tenantId, quiz);
    const now = Date.now();
    const candidates = await pk.waitingIn(
      tenantId,
      quiz.id,
      memberId,
      now - PK_QUEUE_STALE_MS,
      PAIRING_CANDIDATES,
    );
    for (const { member_id: other } of candidates) {
      const matchId = await transact(async (trx) => {
        const store = repositories(trx).pk;
        if ((await store.leaveQueue(tenantId, [memberId, other], quiz.id)) !== 2) {
          throw new PairingLost();
        }
        return insertMatch(trx, tenantId, quiz, pool, [memberId, other], now);
      }).catch((error: unknown) => {
        if (error instanceof PairingLost) return null;
        throw error;
      });
      if (matchId !== null) {
        signal(tenantId, [memberId, other], { type: PkSignalType.MATCHED, matchId });
        return matchId;
      }
      // Someone else took one of us: if it was the caller, their match is made.
      if (!(await pk.findWaiting(tenantId, memberId))) {
        return pk.activeMatchOf(tenantId, memberId);
      }
    }
    return null;
  };

  const challengeView = async (
    tenantId: string,
    rows: PkChallengeRow[],
  ): Promise<TPkChallenge[]> => {
    if (rows.length === 0) return [];
    const member = await memberViews(
      tenantId,
      rows.flatMap((row) => [row.from_member_id, row.to_member_id]),
    );
    const quizzes = new Map((await pk.quizzes(tenantId)).map((quiz) => [quiz.id, quiz.name]));
    return rows.map((row) => ({
      challengeId: row.id,
      quizId: row.quiz_id,
      quizName: quizzes.get(row.quiz_id) ?? '',
      from: member(row.from_member_id),
      to: member(row.to_member_id),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }));
  };

  const playerView = (row: PkPlayerRow, member: TPkMember): TPkPlayer => ({
    ...member,
    score: row.score,
    answeredCount: row.answered_count,
    connected: row.away_since === null,
    awaySince: row.away_since,
    result: (row.result as TPkResult | null) ?? null,
    credits: row.credits,
  });

  /** The match and the caller's seat in it; 309186 when it is not theirs. */
  const matchOfPlayer = async ({ tenantId, memberId }: MemberSession, matchId: string) => {
    const match = await pk.findMatch(tenantId, matchId);
    const players = match ? await pk.players(tenantId, matchId) : [];
    const me = players.find((player) => player.member_id === memberId);
    const opponent = players.find((player) => player.member_id !== memberId);
    if (!match || !me || !opponent) throw new AppError(ErrorCode.PK_MATCH_NOT_FOUND);
    return { match, me, opponent };
  };

  /** The match's questions in order, with their keys. */
  const questionsOf = async (tenantId: string, match: PkMatchRow) => {
    const ids = JSON.parse(match.question_ids) as string[];
    const rows = await questions.questionsByIds(tenantId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) return null;
      const view = JSON.parse(row.view) as TQuestionView;
      return { view: { ...view, score: 1 }, key: JSON.parse(row.answer_key) as TAnswerKey };
    });
  };

  return {
    quizzes: async ({ tenantId }: MemberSession) => ({
      list: (await pk.quizzes(tenantId)).map(quizView),
    }),

    lobby: async (session: MemberSession) => {
      const { tenantId, memberId } = session;
      let activeMatchId = await runningMatchOf(tenantId, memberId);
      let waiting = await pk.findWaiting(tenantId, memberId);
      if (waiting && activeMatchId === null) {
        await pk.touchWaiting(tenantId, memberId, Date.now());
        // Two learners who joined at the same moment may each have missed the other.
        const quiz = await pk.findQuiz(tenantId, waiting.quiz_id);
        if (quiz) activeMatchId = await pair(session, quiz).catch(() => null);
        if (activeMatchId !== null) waiting = undefined;
      }
      const now = Date.now();
      const challenges = await challengeView(
        tenantId,
        await pk.pendingChallenges(tenantId, memberId, now),
      );
      return {
        waiting: waiting ? { quizId: waiting.quiz_id, since: Number(waiting.joined_at) } : null,
        activeMatchId,
        incoming: challenges.filter((challenge) => challenge.to.memberId === memberId),
        outgoing: challenges.filter((challenge) => challenge.from.memberId === memberId),
        serverTime: now,
      };
    },

    join: async (session: MemberSession, quizId: string) => {
      const { tenantId, memberId } = session;
      const quiz = await findQuiz(tenantId, quizId);
      await poolOf(tenantId, quiz);
      const running = await runningMatchOf(tenantId, memberId);
      if (running !== null) return { matchId: running };
      // Waiting is committed before pairing: of two learners joining at once, the later one's
      // look at the queue sees the earlier one.
      await pk.wait(tenantId, memberId, quiz.id, Date.now());
      return { matchId: await pair(session, quiz) };
    },

    cancel: async ({ tenantId, memberId }: MemberSession) => ({
      cancelled: (await pk.leaveQueue(tenantId, [memberId])) > 0,
    }),

    opponents: async ({ tenantId, memberId }: MemberSession, keyword: string | undefined) => ({
      list: (
        await pk.opponents(tenantId, memberId, keyword ? keyword : null, OPPONENTS_LISTED)
      ).map((row) => ({ name: row.nick_name, userCode: row.user_code })),
    }),

    challenge: async (session: MemberSession, quizId: string, toUserCode: string) => {
      const { tenantId, memberId } = session;
      const quiz = await findQuiz(tenantId, quizId);
      await poolOf(tenantId, quiz);
      const target = await pk.learnerByAccount(tenantId, toUserCode);
      if (
        !target ||
        target.id === memberId ||
        (await runningMatchOf(tenantId, target.id)) !== null
      ) {
        throw new AppError(ErrorCode.PK_OPPONENT_UNAVAILABLE);
      }
      const now = Date.now();
      const row = {
        id: newId(),
        tenant_id: tenantId,
        quiz_id: quiz.id,
        from_member_id: memberId,
        to_member_id: target.id,
        status: PkChallengeStatus.PENDING,
        match_id: null,
        created_at: now,
        expires_at: now + PK_CHALLENGE_TTL_MS,
      };
      await pk.insertChallenge(row);
      signal(tenantId, [target.id], { type: PkSignalType.CHALLENGED, challengeId: row.id });
      const [view] = await challengeView(tenantId, [row]);
      return view!;
    },

    answerChallenge: async (session: MemberSession, challengeId: string, accept: boolean) => {
      const { tenantId, memberId } = session;
      const challenge = await pk.findChallenge(tenantId, challengeId);
      if (!challenge || challenge.to_member_id !== memberId) {
        throw new AppError(ErrorCode.PK_CHALLENGE_CLOSED);
      }
      const now = Date.now();
      const from = challenge.from_member_id;
      if (!accept) {
        const closed = await pk.closeChallenge(
          tenantId,
          challengeId,
          'to_member_id',
          memberId,
          PkChallengeStatus.DECLINED,
          now,
        );
        if (!closed) throw new AppError(ErrorCode.PK_CHALLENGE_CLOSED);
        signal(tenantId, [from], {
          type: PkSignalType.CHALLENGE_CLOSED,
          challengeId,
          matchId: null,
        });
        return { matchId: null };
      }
      const quiz = await pk.findQuiz(tenantId, challenge.quiz_id);
      if (!quiz) throw new AppError(ErrorCode.PK_CHALLENGE_CLOSED);
      const pool = await poolOf(tenantId, quiz);
      if (
        (await runningMatchOf(tenantId, memberId)) !== null ||
        (await runningMatchOf(tenantId, from)) !== null
      ) {
        throw new AppError(ErrorCode.PK_OPPONENT_UNAVAILABLE);
      }
      const matchId = await transact(async (trx) => {
        const store = repositories(trx).pk;
        const id = await insertMatch(trx, tenantId, quiz, pool, [from, memberId], now);
        const closed = await store.closeChallenge(
          tenantId,
          challengeId,
          'to_member_id',
          memberId,
          PkChallengeStatus.ACCEPTED,
          now,
          id,
        );
        // Thrown inside the transaction: the match is not made.
        if (!closed) throw new AppError(ErrorCode.PK_CHALLENGE_CLOSED);
        await store.leaveQueue(tenantId, [from, memberId]);
        return id;
      });
      signal(tenantId, [from], { type: PkSignalType.CHALLENGE_CLOSED, challengeId, matchId });
      signal(tenantId, [from, memberId], { type: PkSignalType.MATCHED, matchId });
      return { matchId };
    },

    cancelChallenge: async ({ tenantId, memberId }: MemberSession, challengeId: string) => {
      const challenge = await pk.findChallenge(tenantId, challengeId);
      const cancelled =
        challenge !== undefined &&
        (await pk.closeChallenge(
          tenantId,
          challengeId,
          'from_member_id',
          memberId,
          PkChallengeStatus.CANCELLED,
          Date.now(),
        ));
      if (cancelled) {
        signal(tenantId, [challenge.to_member_id], {
          type: PkSignalType.CHALLENGE_CLOSED,
          challengeId,
          matchId: null,
        });
      }
      return { cancelled };
    },

    match: async (session: MemberSession, matchId: string): Promise<TPkMatch> => {
      const { tenantId, memberId } = session;
      await matchOfPlayer(session, matchId);
      await settle(tenantId, matchId);
      const { match, me, opponent } = await matchOfPlayer(session, matchId);
      const member = await memberViews(tenantId, [me.member_id, opponent.member_id]);
      const items = await questionsOf(tenantId, match);
      const answers = await pk.answersOf(tenantId, matchId, memberId);
      return {
        matchId,
        quizId: match.quiz_id,
        quizName: match.quiz_name,
        status: match.status as TPkMatch['status'],
        endReason: (match.end_reason as TPkEndReason | null) ?? null,
        startsAt: match.starts_at,
        endsAt: match.ends_at,
        finishedAt: match.finished_at,
        secondsPerQuestion: match.seconds_per_question,
        graceMs,
        // A question removed from its bank since is shown as a placeholder the learner skips.
        questions: items.flatMap((item) => (item ? [item.view] : [])),
        me: playerView(me, member(me.member_id)),
        opponent: playerView(opponent, member(opponent.member_id)),
        myAnswers: answers.flatMap((row) => {
          const item = items[row.question_index];
          return item
            ? [
                {
                  index: row.question_index,
                  answer: JSON.parse(row.answer) as TAnswer,
                  correct: row.correct === 1,
                  key: item.key,
                },
              ]
            : [];
        }),
        serverTime: Date.now(),
      };
    },

    /**
     * Judges one answer as it is given. The match row is claimed first, so both players' answers
     * take turns and the one that completes the match sees the other's count; an answer keys on
     * (match, player, question), so a repeat never counts twice.
     */
    answer: async (session: MemberSession, request: TPostPkAnswerRequest) => {
      const { tenantId, memberId } = session;
      if (isEmptyAnswer(request.answer)) throw new AppError(ErrorCode.ANSWER_EMPTY);
      const { match } = await matchOfPlayer(session, request.matchId);
      const items = (await questionsOf(tenantId, match)).filter((item) => item !== null);
      const item = items[request.index];
      if (!item) throw new AppError(ErrorCode.QUESTION_NOT_FOUND);
      const checked = checkedAnswers(new Map([[item.view.questionId, item.view]]), [
        { questionId: item.view.questionId, answer: request.answer },
      ]);
      if (checked.refusal) throw new AppError(checked.refusal);
      const correct = gradeAnswer({ score: 1, key: item.key }, request.answer).status === 'right';
      const now = Date.now();
      const judged = (row: { answer: string; correct: number }) => ({
        index: request.index,
        answer: JSON.parse(row.answer) as TAnswer,
        correct: Number(row.correct) === 1,
        key: item.key,
      });
      const stored = async () =>
        (await pk.answersOf(tenantId, match.id, memberId)).find(
          (row) => row.question_index === request.index,
        );
      await settle(tenantId, match.id, now);
      const outcome = await transact(async (trx) => {
        const store = repositories(trx).pk;
        if (!(await store.claimMatch(tenantId, match.id))) return null;
        const inserted = await store.insertAnswer({
          tenant_id: tenantId,
          match_id: match.id,
          member_id: memberId,
          question_index: request.index,
          answer: JSON.stringify(request.answer),
          correct: correct ? 1 : 0,
          answered_at: now,
        });
        if (inserted) await store.countAnswer(tenantId, match.id, memberId, correct, now);
        const players = await store.players(tenantId, match.id);
        const done = players.every((player) => player.answered_count >= items.length);
        const finished =
          done && (await finishIn(trx, tenantId, match, PkEndReason.ALL_ANSWERED, now));
        const mine = players.find((player) => player.member_id === memberId);
        return { inserted, finished, players, mine };
      });
      if (!outcome) {
        // Ended: a repeat of an answer given in time still answers its judgement.
        const earlier = await stored();
        const { me } = await matchOfPlayer(session, match.id);
        if (!earlier) throw new AppError(ErrorCode.PK_MATCH_OVER);
        return {
          ...judged(earlier),
          score: me.score,
          answeredCount: me.answered_count,
          status: PkMatchStatus.FINISHED,
        };
      }
      const memberIds = outcome.players.map((player) => player.member_id);
      if (outcome.inserted) await sendScores(tenantId, match.id);
      if (outcome.finished)
        signal(tenantId, memberIds, { type: PkSignalType.FINISHED, matchId: match.id });
      const row = outcome.inserted
        ? { answer: JSON.stringify(request.answer), correct: correct ? 1 : 0 }
        : await stored();
      if (!row) throw new AppError(ErrorCode.PK_MATCH_OVER);
      return {
        ...judged(row),
        score: outcome.mine?.score ?? 0,
        answeredCount: outcome.mine?.answered_count ?? 0,
        status: outcome.finished ? PkMatchStatus.FINISHED : PkMatchStatus.ACTIVE,
      };
    },

    history: async (
      { tenantId, memberId }: MemberSession,
      page: { pageNum: number; pageSize: number },
    ) => {
      const { rows, total } = await pk.history(tenantId, memberId, {
        offset: (page.pageNum - 1) * page.pageSize,
        limit: page.pageSize,
      });
      const member = await memberViews(
        tenantId,
        rows.map((row) => row.opponent_id),
      );
      return {
        list: rows.map((row): TPkHistoryEntry => ({
          matchId: row.id,
          quizName: row.quiz_name,
          opponent: member(row.opponent_id),
          myScore: Number(row.my_score),
          opponentScore: Number(row.opponent_score),
          result: (row.result ?? PkResult.LOSS) as TPkResult,
          endReason: (row.end_reason ?? PkEndReason.TIME_UP) as TPkEndReason,
          credits: Number(row.credits ?? 0),
          finishedAt: Number(row.finished_at ?? 0),
        })),
        total,
      };
    },

    /** A page of the learner connected at `at` (any process): they are back in their matches. */
    present: async (tenantId: string, memberId: string, at: number) => {
      for (const matchId of await pk.markPresent(tenantId, memberId, at)) {
        await sendScores(tenantId, matchId);
      }
    },

    /**
     * The learner's last page on a process went away at `at`: their opponent is told, and the
     * match ends when the grace period passes without them. Answers the matches concerned.
     */
    away: async (tenantId: string, memberId: string, at: number) => {
      await pk.leaveQueue(tenantId, [memberId]);
      const matchIds = await pk.markAway(tenantId, memberId, at);
      for (const matchId of matchIds) await sendScores(tenantId, matchId);
      return matchIds;
    },

    settle,

    /** Ends every running match of any tenant that is due; the job's pass. */
    settleDue: async (now = Date.now()) => {
      let ended = 0;
      for (const { tenant_id: tenantId, id } of await pk.dueMatches(now, now - graceMs, 100)) {
        try {
          if (await settle(tenantId, id, now)) ended += 1;
        } catch (error) {
          log.error({ err: error, matchId: id }, 'a PK match could not be ended');
        }
      }
      return ended;
    },
  };
};
