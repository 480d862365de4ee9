import type { TFeature } from '@/lib/feature';

/** Route paths of new-employee training (spec §2 'Maps and training'). */
export const NewEmployeeTrainingPaths = {
  /** The classification list and the learner's programmes. */
  PROGRAMMES: '/new-employ-train',
  /** A programme, outside the shell (`?trainId=`). */
  PROGRAMME: '/new-employ-train/detail',
} as const;

/** Other features' pages a programme's tasks open, written out: a feature never imports another. */
export const LinkedPaths = {
  /** The course learning screen (courses feature), `?courseId=`. */
  COURSE_LEARNING: '/exam/learn/course/detail',
  /** The exam preview (exams feature), `?paperId=`: task papers and the training exam open there. */
  EXAM_PREVIEW: '/exam/preview',
  /** A practice task's preview (practice feature), `?taskId=`. */
  PRACTICE: '/exam/exercise',
} as const;

export const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export const programmePath = (trainId: string) =>
  withQuery(NewEmployeeTrainingPaths.PROGRAMME, { trainId });

/** The exam preview of a paper: a task paper, or the training exam reached from its programme. */
export const examPreviewPath = (paperId: string) =>
  withQuery(LinkedPaths.EXAM_PREVIEW, { paperId });

/** The programme list in the shell; a programme on its own, outside it (spec §2 top level). */
export const newEmployeeTrainingFeature = {
  translations: ['new-employee-training'],
  pages: [
    {
      path: NewEmployeeTrainingPaths.PROGRAMMES,
      area: 'shell',
      load: () => import('./pages/programme-list-page').then((module) => module.ProgrammeListPage),
    },
    {
      path: NewEmployeeTrainingPaths.PROGRAMME,
      area: 'member',
      load: () =>
        import('./pages/programme-detail-page').then((module) => module.ProgrammeDetailPage),
    },
  ],
} satisfies TFeature;
