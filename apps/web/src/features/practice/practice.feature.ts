import type { TFeature } from '@/lib/feature';

/** Route paths of the practice feature (spec §2 'Exercises'). */
export const PracticePaths = {
  /** Practice tasks: the classification tree, search and the learner's own banks. */
  TASK_LIST: '/exam/exercise-task',
  /** A task's preview (no mode) and, with a mode, the practice screen. */
  PRACTICE: '/exam/exercise',
  RECORDS: '/exam/exercise-record',
} as const;

/** The practice task list and records in the shell; the practice screen focused, outside it. */
export const practiceFeature = {
  translations: ['practice', 'questions'],
  pages: [
    {
      path: PracticePaths.TASK_LIST,
      area: 'shell',
      load: () =>
        import('./pages/practice-task-list-page').then((module) => module.PracticeTaskListPage),
    },
    {
      path: PracticePaths.RECORDS,
      area: 'shell',
      load: () =>
        import('./pages/practice-records-page').then((module) => module.PracticeRecordsPage),
    },
    {
      path: PracticePaths.PRACTICE,
      area: 'member',
      load: () => import('./pages/practice-page').then((module) => module.PracticePage),
    },
  ],
} satisfies TFeature;
