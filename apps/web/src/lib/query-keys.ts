/**
 * The first part of the features' React Query keys that another feature's writes change, in one
 * place: a write in one feature can then invalidate what it changes in another without importing
 * that feature. (The tenant's reads are the app root's own: no feature writes them.)
 */
export const queryRoots = {
  /** The learning screen's heartbeats change the catalogue's progress and the course's run. */
  courses: ['courses'],
  certificates: ['certificates'],
  /** Daily practice, PK quizzes and certificates add to the learner's credits. */
  credits: ['credits'],
  customInfo: ['custom-info'],
  dailyPractice: ['daily-practice'],
  exams: ['exams'],
  /** Starring a course or a courseware changes the favourites page's counts. */
  favourites: ['favourites'],
  home: ['home'],
  learningReports: ['learning-reports'],
  /** Learning maps show where the learner stands on other features' courses, exams and practice. */
  learningMaps: ['learning-maps'],
  members: ['members'],
  messages: ['messages'],
  /** Practice answers and exam submissions add to the learner's mistake sets. */
  mistakes: ['mistakes'],
  news: ['news'],
  notes: ['notes'],
  notices: ['notices'],
  pk: ['pk'],
  practice: ['practice'],
  /** The question domain's own reads (components/questions). */
  questions: ['questions'],
} as const;

/** Reads more than one feature makes: one fetcher and one key each, so none is fetched twice. */
export const sharedKeys = {
  /** GET /custom/info: the supplementary-info form and the personal centre's other information. */
  customInfo: () => [...queryRoots.customInfo, 'form'] as const,
};

/**
 * The reads whose answers depend on the learner's organisation: the member's department, the
 * rankings' departments, and which exams, notices and news (and so home blocks) the learner's
 * audience sees. Saving the supplementary info changes them.
 */
export const organisationDependentRoots = [
  sharedKeys.customInfo(),
  queryRoots.members,
  queryRoots.exams,
  queryRoots.home,
  queryRoots.learningMaps,
  queryRoots.news,
  queryRoots.notices,
] as const;
