import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { PkPaths } from '../pk.feature';
import { FakeSocket, matchOf, playerOf, quizOf, renderPage } from '../test/pk-fixtures';
import { PkHistoryPage } from './pk-history-page';
import { PkLobbyPage } from './pk-lobby-page';
import { PkMatchPage } from './pk-match-page';

let api: ReturnType<typeof fakeApi> | undefined;

const RealWebSocket = globalThis.WebSocket;

beforeEach(() => {
  FakeSocket.sockets = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  api?.restore();
  api = undefined;
  globalThis.WebSocket = RealWebSocket;
});

const lobbyOf = (overrides = {}) => ({
  waiting: null,
  activeMatchId: null,
  incoming: [],
  outgoing: [],
  serverTime: Date.now(),
  ...overrides,
});

describe('the PK lobby', () => {
  it('waits for an opponent, then opens the match the server made', async () => {
    let waiting = false;
    api = fakeApi(
      byPath({
        'GET /pk/quizzes': ok({ list: [quizOf()] }),
        'GET /pk/lobby': () =>
          ok(lobbyOf(waiting ? { waiting: { quizId: 'quiz-1', since: Date.now() } } : {})),
        'POST /pk/queue/join': () => {
          waiting = true;
          return ok({ matchId: null });
        },
      }),
    );
    const router = renderPage(<PkLobbyPage />, PkPaths.LOBBY);
    const card = (await screen.findByRole('heading', { name: 'Safety duel' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('2 questions')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Win 10 / draw 5 / loss 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find an opponent' }));
    expect(
      await screen.findByText('Looking for an opponent in “Safety duel”…'),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.last().readyState).toBe(1));
    act(() => FakeSocket.push({ type: 'matched', matchId: 'match-9' }));
    await waitFor(() => expect(router.state.location.search).toBe('?matchId=match-9'));
  });

  it('accepts a challenge and opens its match', async () => {
    api = fakeApi(
      byPath({
        'GET /pk/quizzes': ok({ list: [quizOf()] }),
        'GET /pk/lobby': ok(
          lobbyOf({
            incoming: [
              {
                challengeId: 'c-1',
                quizId: 'quiz-1',
                quizName: 'Safety duel',
                from: { memberId: 'm-2', name: 'Rival Learner', userCode: 'rival' },
                to: { memberId: 'm-1', name: 'Demo Learner', userCode: 'demo' },
                createdAt: Date.now(),
                expiresAt: Date.now() + 60_000,
              },
            ],
          }),
        ),
        'POST /pk/challenge/answer': ok({ matchId: 'match-3' }),
      }),
    );
    const router = renderPage(<PkLobbyPage />, PkPaths.LOBBY);
    expect(
      await screen.findByText('Rival Learner challenges you to “Safety duel”'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.search).toBe('?matchId=match-3'));
    const sent = api.requests.find((request) => request.url === '/pk/challenge/answer');
    expect(JSON.parse(sent!.data as string)).toEqual({
      challengeId: 'c-1',
      accept: true,
    });
  });
});

describe('the PK match', () => {
  it('shows both scores, and the opponent’s new score as soon as the server signals it', async () => {
    let opponentScore = 0;
    api = fakeApi(
      byPath({
        'GET /pk/match': () =>
          ok(
            matchOf({
              opponent: playerOf({
                memberId: 'm-2',
                name: 'Rival Learner',
                score: opponentScore,
                answeredCount: opponentScore,
              }),
            }),
          ),
      }),
    );
    renderPage(<PkMatchPage />, `${PkPaths.MATCH}?matchId=match-1`);
    expect(await screen.findByText('Which city is the capital of France?')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    const opponent = screen.getByRole('region', { name: 'Opponent' });
    expect(within(opponent).getByLabelText('Rival Learner’s score')).toHaveTextContent('0');
    await waitFor(() => expect(FakeSocket.last().readyState).toBe(1));
    opponentScore = 1;
    act(() =>
      FakeSocket.push({
        type: 'score',
        matchId: 'match-1',
        players: [
          { memberId: 'm-2', score: 1, answeredCount: 1, connected: true, awaySince: null },
        ],
      }),
    );
    await waitFor(() =>
      expect(within(opponent).getByLabelText('Rival Learner’s score')).toHaveTextContent('1'),
    );
    expect(within(opponent).getByText('Answering 1/2')).toBeInTheDocument();
  });

  it('sends an answer and tells whether it was right', async () => {
    let answered = false;
    api = fakeApi(
      byPath({
        'GET /pk/match': () =>
          ok(
            matchOf(
              answered
                ? {
                    me: playerOf({ score: 1, answeredCount: 1 }),
                    myAnswers: [
                      {
                        index: 0,
                        answer: { questionType: 1, choice: 'k2' },
                        correct: true,
                        key: { questionType: 1, choice: 'k2' },
                      },
                    ],
                  }
                : {},
            ),
          ),
        'POST /pk/match/answer': () => {
          answered = true;
          return ok({
            index: 0,
            answer: { questionType: 1, choice: 'k2' },
            correct: true,
            key: { questionType: 1, choice: 'k2' },
            score: 1,
            answeredCount: 1,
            status: 'active',
          });
        },
      }),
    );
    renderPage(<PkMatchPage />, `${PkPaths.MATCH}?matchId=match-1`);
    await userEvent.click(await screen.findByRole('radio', { name: /Paris/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Question 1: right')).toBeInTheDocument();
    expect(screen.getByText('The Earth orbits the Sun.')).toBeInTheDocument();
  });

  it('shows the result with the credits earned', async () => {
    api = fakeApi(
      byPath({
        'GET /pk/match': ok(
          matchOf({
            status: 'finished',
            endReason: 'disconnect',
            me: playerOf({ score: 1, result: 'win', credits: 10 }),
            opponent: playerOf({ memberId: 'm-2', name: 'Rival Learner', result: 'loss' }),
          }),
        ),
      }),
    );
    renderPage(<PkMatchPage />, `${PkPaths.MATCH}?matchId=match-1`);
    expect(await screen.findByText('You win')).toBeInTheDocument();
    expect(screen.getByText('1 : 0 (against Rival Learner)')).toBeInTheDocument();
    expect(screen.getByText('Your opponent was gone too long: you win')).toBeInTheDocument();
    expect(screen.getByText('10 credits earned')).toBeInTheDocument();
  });
});

describe('the PK history', () => {
  it('lists finished matches with score, result and credits', async () => {
    api = fakeApi(
      byPath({
        'GET /pk/history': ok({
          list: [
            {
              matchId: 'match-1',
              quizName: 'Safety duel',
              opponent: { memberId: 'm-2', name: 'Rival Learner', userCode: 'rival' },
              myScore: 3,
              opponentScore: 2,
              result: 'win',
              endReason: 'allAnswered',
              credits: 10,
              finishedAt: new Date(2024, 4, 6, 9, 1, 35).getTime(),
            },
          ],
          total: 1,
        }),
      }),
    );
    renderPage(<PkHistoryPage />, PkPaths.HISTORY);
    const row = within((await screen.findByText('Rival Learner')).closest('tr') as HTMLElement);
    expect(row.getByText('3 : 2')).toBeInTheDocument();
    expect(row.getByText('You win')).toBeInTheDocument();
    expect(row.getByText('+10')).toBeInTheDocument();
    expect(row.getByText('2024-05-06 09:01:35')).toBeInTheDocument();
  });
});
