import { QuestionType } from '@lectern/contracts/common/enums';
import type {
  TDailyPracticeSummary,
  TDailyResult,
} from '@lectern/contracts/daily-practice/daily-practice';
import type { TPostStartDailyPracticeResponse } from '@lectern/contracts/daily-practice/post-start-daily-practice';
import type { ReactElement } from 'react';
import { options, questionOf } from '@/components/questions/test/question-fixtures';
import { renderRoute } from '@/test/render-route';
import { DailyPracticePaths } from '../daily-practice.feature';

/** A daily practice the learner has not started today. */
export function dailyOf(overrides: Partial<TDailyPracticeSummary> = {}): TDailyPracticeSummary {
  return {
    dailyId: 'daily-1',
    name: 'Geography a day',
    description: 'Two questions a day.',
    questionsPerDay: 2,
    poolSize: 10,
    creditsForFinish: 5,
    creditsPerCorrect: 1,
    startsOn: null,
    endsOn: null,
    today: '2024-05-06',
    openToday: true,
    todayState: 'not-started',
    streak: 0,
    finishedDays: 0,
    ...overrides,
  };
}

export const capital = questionOf(QuestionType.SINGLE_CHOICE, {
  questionId: 'q-capital',
  content: '<p>Which city is the capital of France?</p>',
  options: options('Berlin', 'Paris', 'Rome'),
});
export const earth = questionOf(QuestionType.TRUE_FALSE, {
  questionId: 'q-earth',
  content: '<p>The Earth orbits the Sun.</p>',
});
export const capitalKey = { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' } as const;

/** Today's two questions, nothing answered. */
export function dayOf(
  overrides: Partial<TPostStartDailyPracticeResponse> = {},
): TPostStartDailyPracticeResponse {
  return {
    dailyId: 'daily-1',
    name: 'Geography a day',
    day: '2024-05-06',
    questions: [
      { view: capital, key: null, analysis: null },
      { view: earth, key: null, analysis: null },
    ],
    answers: [],
    lastSeq: 0,
    startedAt: 1_700_000_000_000,
    serverTime: 1_700_000_100_000,
    ...overrides,
  };
}

export function resultOf(overrides: Partial<TDailyResult> = {}): TDailyResult {
  return {
    dailyId: 'daily-1',
    name: 'Geography a day',
    day: '2024-05-06',
    questionCount: 2,
    correctCount: 1,
    score: 1,
    timeSpentMs: 95_000,
    credits: 6,
    startedAt: 1_700_000_000_000,
    finishedAt: 1_700_000_095_000,
    ...overrides,
  };
}

const destinations = Object.values(DailyPracticePaths);

/** Renders `page` at `entry` in a router whose other daily-practice routes name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
