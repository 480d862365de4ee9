import type { TFeature } from '@/lib/feature';

/** Route paths of offline training (spec §2 'Offline training', 'Offline class work', /personal/team). */
export const OfflinePaths = {
  CLASSES: '/offlinetrain/list',
  /** A class (`?classId=`). */
  CLASS: '/offlinetrain/detail',
  /** A session (`?sessionId=`): the learner's attendance, the trainer's QR code. */
  SESSION: '/offline/course/detail',
  /** The page a scanned QR opens (`?code=`): signs in or out. */
  ATTENDANCE: '/attendance',
  /** Hand in a homework (`?homeworkId=`). */
  HOMEWORK: '/homework',
  /** The same, reached from a learning map (`?homeworkId=&mapId=`). */
  MAP_HOMEWORK: '/maphomeworkdetail',
  RESULTS: '/homeworkresult',
  /** One graded homework (`?submissionId=`), for its learner and their mentor. */
  GRADE_DETAIL: '/homeworkgradeDetail',
  MENTOR: '/mentor',
  TEAM: '/personal/team',
} as const;

/** Other features' pages this one links to, written out: a feature never imports another. */
export const LinkedPaths = {
  /** The exam preview (exams feature), `?paperId=`: the class exam opens there. */
  EXAM_PREVIEW: '/exam/preview',
  /** A learning map (`?mapId=`), where a map's homework leads back to. */
  LEARN_MAP: '/learn-map/detail',
  /** A mentee's map progress (`?memberId=`). */
  MAP_EMPLOYEE: '/personal/map-emp-detail',
} as const;

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export const classPath = (classId: string) => withQuery(OfflinePaths.CLASS, { classId });
export const sessionPath = (sessionId: string) => withQuery(OfflinePaths.SESSION, { sessionId });
export const homeworkPath = (homeworkId: string) =>
  withQuery(OfflinePaths.HOMEWORK, { homeworkId });
/** One graded homework; `from` the mentor's view leads back there. */
export const gradeDetailPath = (submissionId: string, from?: 'mentor') =>
  withQuery(OfflinePaths.GRADE_DETAIL, from ? { submissionId, from } : { submissionId });
/** The page a QR code opens; the tenant's code lets a phone not signed in reach its login. */
export const attendancePath = (code: string, factoryCode?: string | null) =>
  withQuery(OfflinePaths.ATTENDANCE, factoryCode ? { code, factoryCode } : { code });

/** Classes, sessions and the team in the shell; attendance, homework and grading outside it. */
export const offlineTrainingFeature = {
  translations: ['offline-training'],
  pages: [
    {
      path: OfflinePaths.CLASSES,
      area: 'shell',
      load: () => import('./pages/class-list-page').then((module) => module.ClassListPage),
    },
    {
      path: OfflinePaths.CLASS,
      area: 'shell',
      load: () => import('./pages/class-detail-page').then((module) => module.ClassDetailPage),
    },
    {
      path: OfflinePaths.SESSION,
      area: 'shell',
      load: () => import('./pages/session-detail-page').then((module) => module.SessionDetailPage),
    },
    {
      path: OfflinePaths.ATTENDANCE,
      area: 'member',
      load: () => import('./pages/attendance-page').then((module) => module.AttendancePage),
    },
    {
      path: OfflinePaths.HOMEWORK,
      area: 'member',
      load: () => import('./pages/homework-page').then((module) => module.HomeworkPage),
    },
    {
      path: OfflinePaths.MAP_HOMEWORK,
      area: 'member',
      load: () => import('./pages/homework-page').then((module) => module.HomeworkPage),
    },
    {
      path: OfflinePaths.RESULTS,
      area: 'member',
      load: () =>
        import('./pages/homework-results-page').then((module) => module.HomeworkResultsPage),
    },
    {
      path: OfflinePaths.GRADE_DETAIL,
      area: 'member',
      load: () => import('./pages/grade-detail-page').then((module) => module.GradeDetailPage),
    },
    {
      path: OfflinePaths.MENTOR,
      area: 'member',
      load: () => import('./pages/mentor-page').then((module) => module.MentorPage),
    },
    {
      path: OfflinePaths.TEAM,
      area: 'shell',
      load: () => import('./pages/team-page').then((module) => module.TeamPage),
    },
  ],
} satisfies TFeature;
