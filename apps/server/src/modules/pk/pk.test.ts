import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditBizType, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetPkHistoryResponse } from '@lectern/contracts/pk/get-pk-history';
import type { TGetPkLobbyResponse } from '@lectern/contracts/pk/get-pk-lobby';
import type { TGetPkQuizzesResponse } from '@lectern/contracts/pk/get-pk-quizzes';
import type { TPkChallenge, TPkMatch } from '@lectern/contracts/pk/pk';
import type { TPostPkAnswerResponse } from '@lectern/contracts/pk/post-pk-answer';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { RealtimeConnection } from '../../platform/realtime/realtime-hub';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { createPkQuiz, joinPk, type TestPkQuiz } from '../../test/pk-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { AWAY_DEBOUNCE_MS } from './pk.plugin';

const GRACE_MS = 4_000;

let test: TestApp;
let tenant: TestTenant;

const pkTenant = (fields: Parameters<typeof createTenant>[1] = {}) =>
  createTenant(test.db, { edition: Edition.EXAM, modules: [Module.PRACTICE], ...fields });

beforeAll(async () => {
  test = await buildTestApp({ pkGraceMs: GRACE_MS });
  tenant = await pkTenant();
});
afterAll(() => test.close());

const learner = (learnerTenant = tenant) => signedInLearner(test, learnerTenant);

const getMatch = async (token: string, matchId: string) => {
  const { envelope } = await callApi<TPkMatch>(test.app, {
    path: '/pk/match',
    token,
    query: { matchId },
  });
  return envelope;
};

const answer = (token: string, matchId: string, index: number, given: TAnswer) =>
  callApi<TPostPkAnswerResponse>(test.app, {
    path: '/pk/match/answer',
    token,
    body: { matchId, index, answer: given },
  });

/** Two learners of the tenant matched in the quiz. */
const matched = async (quiz: TestPkQuiz, matchTenant = tenant) => {
  const first = await learner(matchTenant);
  const second = await learner(matchTenant);
  expect((await joinPk(test.app, first.token, quiz.id)).envelope.body).toEqual({ matchId: null });
  const { envelope } = await joinPk(test.app, second.token, quiz.id);
  expect(envelope.code).toBe('200');
  const matchId = envelope.body.matchId!;
  expect(matchId).toEqual(expect.any(String));
  return { first, second, matchId };
};

/** The right (or wrong) answer of each question of the match, in its order. */
const answersOf = async (quiz: TestPkQuiz, token: string, matchId: string, right = true) => {
  const match = await getMatch(token, matchId);
  return match.body.questions.map((view) => {
    const question = quiz.questions.find((candidate) => candidate.id === view.questionId)!;
    return right ? question.rightAnswer : question.wrongAnswer!;
  });
};

const creditEntries = (memberId: string) =>
  test.db.selectFrom('credit_entries').selectAll().where('member_id', '=', memberId).execute();

/** A fake IM page of the member on this process: its leave() is the socket closing. */
const openPage = (member: { id: string; tenant: { id: string } }) => {
  const connection: RealtimeConnection = {
    channel: 'im',
    tenantId: member.tenant.id,
    memberId: member.id,
    uid: member.id,
    sessionId: 'test',
    send: () => {},
    close: () => {},
  };
  return test.app.realtime.join(connection);
};

describe('PK quizzes', () => {
  it('lists the tenant’s quizzes, behind the practice module', async () => {
    const quiz = await createPkQuiz(test.db, tenant);
    const { token } = await learner();
    const { envelope } = await callApi<TGetPkQuizzesResponse>(test.app, {
      path: '/pk/quizzes',
      token,
    });
    expect(envelope.body.list).toContainEqual({
      quizId: quiz.id,
      name: quiz.name,
      questionCount: 3,
      secondsPerQuestion: 20,
      credits: { win: 10, draw: 5, loss: 2 },
    });
    const off = await createTenant(test.db, { edition: Edition.EXAM, modules: [Module.EXAMS] });
    const outsider = await learner(off);
    const refused = await callApi(test.app, { path: '/pk/quizzes', token: outsider.token });
    expect(refused.envelope.code).toBe(ErrorCode.MODULE_NOT_ENABLED);
  });

  it('pairs waiting learners exactly two to a match, under concurrent joins', async () => {
    const queueTenant = await pkTenant();
    const quiz = await createPkQuiz(test.db, queueTenant);
    const learners = await Promise.all(Array.from({ length: 5 }, () => learner(queueTenant)));
    await Promise.all(learners.map(({ token }) => joinPk(test.app, token, quiz.id)));
    // Joins that missed each other pair on their next lobby read.
    for (let round = 0; round < 2; round += 1) {
      await Promise.all(
        learners.map(({ token }) => callApi(test.app, { path: '/pk/lobby', token })),
      );
    }
    const players = await test.db
      .selectFrom('pk_players')
      .select(['match_id', 'member_id'])
      .where('tenant_id', '=', queueTenant.id)
      .execute();
    const byMatch = new Map<string, string[]>();
    for (const row of players)
      byMatch.set(row.match_id, [...(byMatch.get(row.match_id) ?? []), row.member_id]);
    expect(byMatch.size).toBe(2);
    for (const members of byMatch.values()) expect(new Set(members).size).toBe(2);
    expect(new Set(players.map((row) => row.member_id)).size).toBe(4);
    const waiting = await test.db
      .selectFrom('pk_queue')
      .select('member_id')
      .where('tenant_id', '=', queueTenant.id)
      .execute();
    expect(waiting).toHaveLength(1);
    // The one left waiting may stop waiting.
    const left = learners.find(({ member }) => member.id === waiting[0]!.member_id)!;
    const cancel = await callApi(test.app, {
      path: '/pk/queue/cancel',
      token: left.token,
      body: {},
    });
    expect(cancel.envelope.body).toEqual({ cancelled: true });
    const lobby = await callApi<TGetPkLobbyResponse>(test.app, {
      path: '/pk/lobby',
      token: left.token,
    });
    expect(lobby.envelope.body).toMatchObject({ waiting: null, activeMatchId: null });
  });

  it('judges each answer once, whatever repeats race, and ends with results and credits', async () => {
    const quiz = await createPkQuiz(test.db, tenant);
    const { first, second, matchId } = await matched(quiz);
    const right = await answersOf(quiz, first.token, matchId);
    // Five copies of the first answer race: it counts once.
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => answer(first.token, matchId, 0, right[0]!)),
    );
    for (const { envelope } of raced) expect(envelope.body).toMatchObject({ correct: true });
    // A different later answer to the same question changes nothing.
    const wrong = await answersOf(quiz, first.token, matchId, false);
    const repeat = await answer(first.token, matchId, 0, wrong[0]!);
    expect(repeat.envelope.body).toMatchObject({ correct: true, score: 1, answeredCount: 1 });
    const seen = await getMatch(second.token, matchId);
    expect(seen.body.opponent).toMatchObject({
      memberId: first.member.id,
      score: 1,
      answeredCount: 1,
    });

    for (const index of [1, 2]) await answer(first.token, matchId, index, right[index]!);
    for (const index of [0, 1, 2]) await answer(second.token, matchId, index, wrong[index]!);
    const ended = await getMatch(first.token, matchId);
    expect(ended.body).toMatchObject({ status: 'finished', endReason: 'allAnswered' });
    expect(ended.body.me).toMatchObject({ score: 3, result: 'win', credits: 10 });
    expect(ended.body.opponent).toMatchObject({ score: 0, result: 'loss', credits: 2 });
    expect(await creditEntries(first.member.id)).toEqual([
      expect.objectContaining({
        source: `pk:${matchId}`,
        amount: 10,
        biz_type: CreditBizType.PK_QUIZ,
      }),
    ]);
    const late = await answer(first.token, matchId, 2, wrong[2]!);
    expect(late.envelope.body).toMatchObject({ correct: true, status: 'finished' });

    const history = await callApi<TGetPkHistoryResponse>(test.app, {
      path: '/pk/history',
      token: second.token,
    });
    expect(history.envelope.body.list).toEqual([
      expect.objectContaining({
        matchId,
        quizName: quiz.name,
        opponent: expect.objectContaining({ memberId: first.member.id }),
        myScore: 0,
        opponentScore: 3,
        result: 'loss',
        credits: 2,
      }),
    ]);
  });

  it('never doubles credits when both last answers and the sweeps finish at once', async () => {
    const quiz = await createPkQuiz(test.db, tenant, { types: [QuestionType.SINGLE_CHOICE] });
    const { first, second, matchId } = await matched(quiz);
    const [right] = await answersOf(quiz, first.token, matchId);
    await Promise.all([
      answer(first.token, matchId, 0, right!),
      answer(second.token, matchId, 0, right!),
      answer(first.token, matchId, 0, right!),
      answer(second.token, matchId, 0, right!),
      getMatch(first.token, matchId),
      getMatch(second.token, matchId),
    ]);
    const ended = await getMatch(second.token, matchId);
    expect(ended.body).toMatchObject({ status: 'finished', endReason: 'allAnswered' });
    expect(ended.body.me).toMatchObject({ score: 1, result: 'draw', credits: 5 });
    for (const { member } of [first, second]) {
      const entries = await creditEntries(member.id);
      expect(entries.map((entry) => Number(entry.amount))).toEqual([5]);
    }
  });

  it('ends a match whose time is up on the next read', async () => {
    const quiz = await createPkQuiz(test.db, tenant);
    const { first, second, matchId } = await matched(quiz);
    const right = await answersOf(quiz, first.token, matchId);
    await answer(first.token, matchId, 0, right[0]!);
    await test.db
      .updateTable('pk_matches')
      .set({ ends_at: Date.now() - 1 })
      .where('id', '=', matchId)
      .execute();
    const ended = await getMatch(second.token, matchId);
    expect(ended.body).toMatchObject({ status: 'finished', endReason: 'timeUp' });
    expect(ended.body.me).toMatchObject({ result: 'loss' });
    const refused = await answer(second.token, matchId, 0, right[0]!);
    expect(refused.envelope.code).toBe(ErrorCode.PK_MATCH_OVER);
  });

  it('counts a player gone past the grace period as the loser, not one back in time', async () => {
    const quiz = await createPkQuiz(test.db, tenant);
    const { first, second, matchId } = await matched(quiz);
    const leaveFirst = openPage(first.member);
    const leaveSecond = openPage(second.member);
    // The second player's page closes and another opens at once (a reload): not a disconnect.
    leaveSecond();
    const back = openPage(second.member);
    // A page open for a while, as a real one is (a close in the same millisecond as its opening
    // does not count it away).
    await sleep(20);
    const leftAt = Date.now();
    leaveFirst();
    await sleep(AWAY_DEBOUNCE_MS);
    let away = await getMatch(second.token, matchId);
    while (away.body.opponent.connected && Date.now() < leftAt + GRACE_MS) {
      await sleep(50);
      away = await getMatch(second.token, matchId);
    }
    expect(away.body.status).toBe('active');
    expect(away.body.opponent).toMatchObject({ connected: false });
    expect(away.body.me).toMatchObject({ connected: true });
    await sleep(Math.max(0, leftAt + GRACE_MS + 100 - Date.now()));
    const ended = await getMatch(second.token, matchId);
    expect(ended.body).toMatchObject({ status: 'finished', endReason: 'disconnect' });
    expect(ended.body.me).toMatchObject({ result: 'win', credits: 10 });
    expect(ended.body.opponent).toMatchObject({ result: 'loss', credits: 2 });
    back();
  });

  it('plays a challenge accepted, and closes one declined or withdrawn', async () => {
    const quiz = await createPkQuiz(test.db, tenant);
    const challenger = await learner();
    const challenged = await learner();
    const send = () =>
      callApi<TPkChallenge>(test.app, {
        path: '/pk/challenge',
        token: challenger.token,
        body: { quizId: quiz.id, toUserCode: challenged.member.userCode },
      });
    const declined = (await send()).envelope.body;
    const lobby = await callApi<TGetPkLobbyResponse>(test.app, {
      path: '/pk/lobby',
      token: challenged.token,
    });
    expect(lobby.envelope.body.incoming.map((item) => item.challengeId)).toEqual([
      declined.challengeId,
    ]);
    const no = await callApi(test.app, {
      path: '/pk/challenge/answer',
      token: challenged.token,
      body: { challengeId: declined.challengeId, accept: false },
    });
    expect(no.envelope.body).toEqual({ matchId: null });
    const again = await callApi(test.app, {
      path: '/pk/challenge/answer',
      token: challenged.token,
      body: { challengeId: declined.challengeId, accept: true },
    });
    expect(again.envelope.code).toBe(ErrorCode.PK_CHALLENGE_CLOSED);

    const withdrawn = (await send()).envelope.body;
    const cancel = await callApi(test.app, {
      path: '/pk/challenge/cancel',
      token: challenger.token,
      body: { challengeId: withdrawn.challengeId },
    });
    expect(cancel.envelope.body).toEqual({ cancelled: true });

    const accepted = (await send()).envelope.body;
    // Both accepting at once make one match.
    const answers = await Promise.all(
      [0, 1].map(() =>
        callApi<{ matchId: string | null }>(test.app, {
          path: '/pk/challenge/answer',
          token: challenged.token,
          body: { challengeId: accepted.challengeId, accept: true },
        }),
      ),
    );
    const codes = answers.map(({ envelope }) => envelope.code).sort();
    expect(codes[0]).toBe('200');
    const matchId = answers.find(({ envelope }) => envelope.code === '200')!.envelope.body.matchId!;
    const match = await getMatch(challenger.token, matchId);
    expect(match.body.opponent.memberId).toBe(challenged.member.id);
    const count = await test.db
      .selectFrom('pk_players')
      .select('match_id')
      .where('member_id', '=', challenger.member.id)
      .execute();
    expect(count).toHaveLength(1);
    // Playing now: nobody can challenge either of them.
    const busy = await callApi(test.app, {
      path: '/pk/challenge',
      token: (await learner()).token,
      body: { quizId: quiz.id, toUserCode: challenged.member.userCode },
    });
    expect(busy.envelope.code).toBe(ErrorCode.PK_OPPONENT_UNAVAILABLE);
  });

  it('keeps tenants apart: quizzes, matches and learners of another tenant are unknown', async () => {
    const quiz = await createPkQuiz(test.db, tenant);
    const { first, matchId } = await matched(quiz);
    const otherTenant = await pkTenant();
    const outsider = await learner(otherTenant);
    expect((await joinPk(test.app, outsider.token, quiz.id)).envelope.code).toBe(
      ErrorCode.PK_QUIZ_NOT_FOUND,
    );
    expect((await getMatch(outsider.token, matchId)).code).toBe(ErrorCode.PK_MATCH_NOT_FOUND);
    const right = await answersOf(quiz, first.token, matchId);
    expect((await answer(outsider.token, matchId, 0, right[0]!)).envelope.code).toBe(
      ErrorCode.PK_MATCH_NOT_FOUND,
    );
    const otherQuiz = await createPkQuiz(test.db, otherTenant);
    const challenge = await callApi(test.app, {
      path: '/pk/challenge',
      token: outsider.token,
      body: { quizId: otherQuiz.id, toUserCode: first.member.userCode },
    });
    expect(challenge.envelope.code).toBe(ErrorCode.PK_OPPONENT_UNAVAILABLE);
    const opponents = await callApi<{ list: { userCode: string }[] }>(test.app, {
      path: '/pk/opponents',
      token: outsider.token,
    });
    expect(opponents.envelope.body.list).toEqual([]);
  });
});
