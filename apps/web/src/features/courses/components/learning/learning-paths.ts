/**
 * Where the learning screen sends the learner: the courses list (spec §2 /exam/learn/course) and
 * a paper's preview, the final exam's way in (the exams feature's path, written out: a feature
 * never imports another).
 */
export const LearningLinks = {
  COURSE_LIST: '/exam/learn/course',
  COURSE_LEARNING: '/exam/learn/course/detail',
  EXAM_PREVIEW: '/exam/preview',
} as const;

export const courseLearningPath = (courseId: string, coursewareId?: string) => {
  const query = new URLSearchParams({ courseId });
  if (coursewareId) query.set('coursewareId', coursewareId);
  return `${LearningLinks.COURSE_LEARNING}?${query.toString()}`;
};

export const examPreviewPath = (examId: string) =>
  `${LearningLinks.EXAM_PREVIEW}?paperId=${encodeURIComponent(examId)}`;
