import type { TFeature } from '@/lib/feature';

/** Route paths of the courses feature (spec §2 'Learning' and the personal centre). */
export const CoursePaths = {
  /** All courses: the classification tree, search and the learner's own. */
  COURSES: '/exam/learn',
  /** The resource library: documents, pictures and rich text. */
  RESOURCES: '/exam/learn/resource',
  /** All courseware. */
  COURSEWARES: '/exam/learncourseware',
  /** A course's detail and introduction (`?courseId=`). */
  COURSE: '/exam/learn/course',
  /** The learning screen, outside the shell (`?courseId=`, optionally `&coursewareId=&at=`). */
  COURSE_LEARNING: '/exam/learn/course/detail',
  /** One courseware on its own, outside the shell (`?coursewareId=`, and `&courseId=` if known). */
  COURSEWARE_LEARNING: '/exam/learncourseware/detail',
  LEARN_RECORD: '/personal/learn-record',
  FAVOURITE_COURSES: '/personal/favs/course',
  FAVOURITE_COURSEWARES: '/personal/favs/courseware',
  /** The learner's course notes, beside the question notes of /personal/notes. */
  COURSE_NOTES: '/personal/notes/course',
} as const;

/** Other features' pages this one links to, written out: a feature never imports another. */
export const LinkedPaths = {
  /** The favourites page (favourites feature), which links back to the starred courses. */
  FAVOURITES: '/personal/favs',
  /** The question notes (notes feature), beside the course notes. */
  QUESTION_NOTES: '/personal/notes',
  /** The exam preview (exams feature), `?paperId=`: a course's final exam opens there. */
  EXAM_PREVIEW: '/exam/preview',
} as const;

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return `${path}?${search.toString()}`;
};

/** A course's detail page. */
export const coursePath = (courseId: string) => withQuery(CoursePaths.COURSE, { courseId });

/** The learning screen of a course, at a courseware and a page or second if given. */
export const courseLearningPath = (courseId: string, coursewareId?: string, at?: number) =>
  withQuery(CoursePaths.COURSE_LEARNING, { courseId, coursewareId, at });

/**
 * One courseware learned on its own (the courseware list and the resource library); its course,
 * when known, lets the screen settle a refusal (a signature, a face capture) before any session.
 */
export const coursewareLearningPath = (coursewareId: string, courseId?: string) =>
  withQuery(CoursePaths.COURSEWARE_LEARNING, { coursewareId, courseId });

/** The catalogue and the personal-centre pages in the shell; the learning screens outside it. */
export const coursesFeature = {
  // The learning screen's in-course quizzes show the question views.
  translations: ['courses', 'questions'],
  pages: [
    {
      path: CoursePaths.COURSES,
      area: 'shell',
      load: () => import('./pages/course-list-page').then((module) => module.CourseListPage),
    },
    {
      path: CoursePaths.RESOURCES,
      area: 'shell',
      load: () =>
        import('./pages/resource-library-page').then((module) => module.ResourceLibraryPage),
    },
    {
      path: CoursePaths.COURSEWARES,
      area: 'shell',
      load: () =>
        import('./pages/courseware-list-page').then((module) => module.CoursewareListPage),
    },
    {
      path: CoursePaths.COURSE,
      area: 'shell',
      load: () => import('./pages/course-detail-page').then((module) => module.CourseDetailPage),
    },
    {
      path: CoursePaths.COURSE_LEARNING,
      area: 'member',
      load: () =>
        import('./pages/course-learning-page').then((module) => module.CourseLearningPage),
    },
    {
      path: CoursePaths.COURSEWARE_LEARNING,
      area: 'member',
      load: () =>
        import('./pages/courseware-learning-page').then((module) => module.CoursewareLearningPage),
    },
    {
      path: CoursePaths.LEARN_RECORD,
      area: 'shell',
      load: () => import('./pages/learn-record-page').then((module) => module.LearnRecordPage),
    },
    {
      path: CoursePaths.FAVOURITE_COURSES,
      area: 'shell',
      load: () =>
        import('./pages/favourite-courses-page').then((module) => module.FavouriteCoursesPage),
    },
    {
      path: CoursePaths.FAVOURITE_COURSEWARES,
      area: 'shell',
      load: () =>
        import('./pages/favourite-coursewares-page').then(
          (module) => module.FavouriteCoursewaresPage,
        ),
    },
    {
      path: CoursePaths.COURSE_NOTES,
      area: 'shell',
      load: () => import('./pages/course-notes-page').then((module) => module.CourseNotesPage),
    },
  ],
} satisfies TFeature;
