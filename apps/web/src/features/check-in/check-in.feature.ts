import type { TFeature } from '@/lib/feature';

/** Route paths of the check-in feature (spec §2 'Check-in'). */
export const CheckInPaths = {
  /** The tenant's plans with the learner's today. */
  LIST: '/clock',
  /** A plan before joining it: its rules and days' tasks. */
  PREVIEW: '/clock/preview',
  /** Joining a plan, its rules confirmed. */
  JOIN: '/clock/join',
  /** The learner's progress: calendar, streak, days done and missed, make-ups. */
  DETAIL: '/clock/detail',
  /** A day's tasks: read, watch, answer; then check in. */
  EXERCISE: '/clock/exercise',
  /** A checked-in day's result: streak and credits. */
  FINISH: '/clock/finish',
} as const;

/** The plans, preview, joining and detail in the shell; the day's tasks and its finish outside it. */
export const checkInFeature = {
  translations: ['check-in', 'questions'],
  pages: [
    {
      path: CheckInPaths.LIST,
      area: 'shell',
      load: () => import('./pages/clock-list-page').then((module) => module.ClockListPage),
    },
    {
      path: CheckInPaths.PREVIEW,
      area: 'shell',
      load: () => import('./pages/clock-preview-page').then((module) => module.ClockPreviewPage),
    },
    {
      path: CheckInPaths.JOIN,
      area: 'shell',
      load: () => import('./pages/clock-join-page').then((module) => module.ClockJoinPage),
    },
    {
      path: CheckInPaths.DETAIL,
      area: 'shell',
      load: () => import('./pages/clock-detail-page').then((module) => module.ClockDetailPage),
    },
    {
      path: CheckInPaths.EXERCISE,
      area: 'member',
      load: () => import('./pages/clock-exercise-page').then((module) => module.ClockExercisePage),
    },
    {
      path: CheckInPaths.FINISH,
      area: 'member',
      load: () => import('./pages/clock-finish-page').then((module) => module.ClockFinishPage),
    },
  ],
} satisfies TFeature;

/** A page of one plan (and a day of it). */
export const clockPath = (path: string, planId: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ planId, ...extra }).toString()}`;
