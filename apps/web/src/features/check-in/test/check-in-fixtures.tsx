import type { TCheckInPlanSummary, TCheckInResult } from '@lectern/contracts/check-in/check-in';
import type { TGetCheckInDayResponse } from '@lectern/contracts/check-in/get-check-in-day';
import type { TGetCheckInPlanResponse } from '@lectern/contracts/check-in/get-check-in-plan';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { ReactElement } from 'react';
import { options, questionOf } from '@/components/questions/test/question-fixtures';
import { renderRoute } from '@/test/render-route';
import { CheckInPaths } from '../check-in.feature';

/** A plan of a week the learner has not joined; today is its third day. */
export function planOf(overrides: Partial<TCheckInPlanSummary> = {}): TCheckInPlanSummary {
  return {
    planId: 'plan-1',
    name: 'Security week',
    description: 'A little security every day.',
    startsOn: '2024-05-04',
    endsOn: '2024-05-10',
    periodStartTimeDate: Date.parse('2024-05-03T16:00:00Z'),
    dayCount: 7,
    creditsPerCheckIn: 5,
    creditsPerMakeUp: 2,
    makeUpLimit: 2,
    today: '2024-05-06',
    openToday: true,
    ended: false,
    joined: false,
    todayDone: false,
    streak: 0,
    doneDays: 0,
    ...overrides,
  };
}

const calendarDays = ['04', '05', '06', '07', '08', '09', '10'].map((day) => `2024-05-${day}`);

/** The plan joined: the 4th checked in, the 5th missed, today to do. */
export function detailOf(
  overrides: Partial<TGetCheckInPlanResponse> = {},
): TGetCheckInPlanResponse {
  return {
    ...planOf({ joined: true, streak: 0, doneDays: 1 }),
    days: [
      [
        { taskId: 'd1-t1', kind: 'read', title: 'The rules', questionCount: 0 },
        { taskId: 'd1-t2', kind: 'answer', title: 'Two questions', questionCount: 2 },
      ],
    ],
    progress: {
      joinedAt: Date.parse('2024-05-04T01:00:00Z'),
      calendar: calendarDays.map((day, index) => ({
        day,
        state: index === 0 ? 'done' : index === 1 ? 'missed' : index === 2 ? 'today' : 'upcoming',
        credits: index === 0 ? 5 : 0,
      })),
      missedDays: 1,
      makeUpsUsed: 0,
      makeUpsLeft: 2,
      credits: 5,
    },
    ...overrides,
  };
}

export const capital = questionOf(QuestionType.SINGLE_CHOICE, {
  questionId: 'q-capital',
  content: '<p>Which city is the capital of France?</p>',
  options: options('Berlin', 'Paris', 'Rome'),
});

/** Today's tasks: a text, a video and a question. */
export function dayOf(overrides: Partial<TGetCheckInDayResponse> = {}): TGetCheckInDayResponse {
  return {
    planId: 'plan-1',
    name: 'Security week',
    day: '2024-05-06',
    makeUp: false,
    credits: 5,
    tasks: [
      {
        taskId: 'd1-t1',
        kind: 'read',
        title: 'The rules',
        text: 'Lock your screen when you leave.',
        videoUrl: null,
        questions: [],
      },
      {
        taskId: 'd1-t2',
        kind: 'watch',
        title: 'The film',
        text: null,
        videoUrl: '/files/film.mp4',
        questions: [],
      },
      {
        taskId: 'd1-t3',
        kind: 'answer',
        title: 'One question',
        text: null,
        videoUrl: null,
        questions: [capital],
      },
    ],
    checkIn: null,
    ...overrides,
  };
}

export function resultOf(overrides: Partial<TCheckInResult> = {}): TCheckInResult {
  return {
    planId: 'plan-1',
    name: 'Security week',
    day: '2024-05-06',
    makeUp: false,
    questionCount: 1,
    correctCount: 1,
    credits: 5,
    streak: 3,
    doneDays: 4,
    checkedInAt: 1_700_000_000_000,
    ...overrides,
  };
}

const destinations = Object.values(CheckInPaths);

/** Renders `page` at `entry` in a router whose other check-in routes name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
