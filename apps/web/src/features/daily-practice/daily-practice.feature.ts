import type { TFeature } from '@/lib/feature';

/** Route paths of the daily-practice feature (spec §2 'Daily exercise' and 'Daily'). */
export const DailyPracticePaths = {
  /** The tenant's daily practices with the learner's today. */
  LIST: '/exam/daily-exercise',
  /** A practice's rules, the learner's streak and days. */
  DETAIL: '/exam/daily-exercise/detail',
  RANKINGS: '/exam/daily-exercise/rankings',
  /** Today's questions, answered one by one. */
  EXERCISE: '/exam/daily-exercise/exercise',
  /** A finished day's score, time and credits. */
  FINISH: '/daily/finish',
} as const;

/** The list, detail and rankings in the shell; the day's questions and its finish outside it. */
export const dailyPracticeFeature = {
  translations: ['daily-practice', 'questions'],
  pages: [
    {
      path: DailyPracticePaths.LIST,
      area: 'shell',
      load: () =>
        import('./pages/daily-practice-list-page').then((module) => module.DailyPracticeListPage),
    },
    {
      path: DailyPracticePaths.DETAIL,
      area: 'shell',
      load: () =>
        import('./pages/daily-practice-detail-page').then(
          (module) => module.DailyPracticeDetailPage,
        ),
    },
    {
      path: DailyPracticePaths.RANKINGS,
      area: 'shell',
      load: () =>
        import('./pages/daily-practice-rankings-page').then(
          (module) => module.DailyPracticeRankingsPage,
        ),
    },
    {
      path: DailyPracticePaths.EXERCISE,
      area: 'member',
      load: () => import('./pages/daily-exercise-page').then((module) => module.DailyExercisePage),
    },
    {
      path: DailyPracticePaths.FINISH,
      area: 'member',
      load: () => import('./pages/daily-finish-page').then((module) => module.DailyFinishPage),
    },
  ],
} satisfies TFeature;

/** A page of one daily practice. */
export const dailyPath = (path: string, dailyId: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ dailyId, ...extra }).toString()}`;
