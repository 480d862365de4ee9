import { QuestionType } from '@lectern/contracts/common/enums';
import { PK_EVENT_TYPE, PK_MESSAGE_PATH } from '@lectern/contracts/pk/pk';
import type { TPkMatch, TPkPlayer, TPkQuiz, TPkSignal } from '@lectern/contracts/pk/pk';
import type { ReactElement } from 'react';
import { options, questionOf } from '@/components/questions/test/question-fixtures';
import { renderRoute } from '@/test/render-route';
import { PkPaths } from '../pk.feature';

export const quizOf = (overrides: Partial<TPkQuiz> = {}): TPkQuiz => ({
  quizId: 'quiz-1',
  name: 'Safety duel',
  questionCount: 2,
  secondsPerQuestion: 20,
  credits: { win: 10, draw: 5, loss: 2 },
  ...overrides,
});

export const playerOf = (overrides: Partial<TPkPlayer> = {}): TPkPlayer => ({
  memberId: 'm-1',
  name: 'Demo Learner',
  userCode: 'demo',
  score: 0,
  answeredCount: 0,
  connected: true,
  awaySince: null,
  result: null,
  credits: null,
  ...overrides,
});

export const capital = questionOf(QuestionType.SINGLE_CHOICE, {
  questionId: 'q-capital',
  content: '<p>Which city is the capital of France?</p>',
  options: options('Berlin', 'Paris', 'Rome'),
});
export const earth = questionOf(QuestionType.TRUE_FALSE, {
  questionId: 'q-earth',
  content: '<p>The Earth orbits the Sun.</p>',
});

/** A running match of the two questions, started a second ago, nothing answered. */
export function matchOf(overrides: Partial<TPkMatch> = {}): TPkMatch {
  const now = Date.now();
  return {
    matchId: 'match-1',
    quizId: 'quiz-1',
    quizName: 'Safety duel',
    status: 'active',
    endReason: null,
    startsAt: now - 1_000,
    endsAt: now + 39_000,
    finishedAt: null,
    secondsPerQuestion: 20,
    graceMs: 15_000,
    questions: [capital, earth],
    me: playerOf(),
    opponent: playerOf({ memberId: 'm-2', name: 'Rival Learner', userCode: 'rival' }),
    myAnswers: [],
    serverTime: now,
    ...overrides,
  };
}

/** A WebSocket the test drives: `last()` is the page's socket, `push` delivers a PK signal. */
export class FakeSocket {
  static sockets: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols?: string[],
  ) {
    FakeSocket.sockets.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  static last() {
    return FakeSocket.sockets.at(-1)!;
  }
  static push(signal: TPkSignal) {
    FakeSocket.last().onmessage?.({
      data: JSON.stringify({
        uid: 'system',
        toUid: 'm-1',
        messagePath: PK_MESSAGE_PATH,
        eventType: PK_EVENT_TYPE,
        content: JSON.stringify(signal),
      }),
    });
  }
}

const destinations = [PkPaths.LOBBY, PkPaths.HISTORY, PkPaths.MATCH];

/** Renders `page` at `entry` in a router whose other PK routes just name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
