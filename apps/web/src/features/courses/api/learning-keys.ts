import { queryRoots } from '@/lib/query-keys';

/**
 * React Query keys the learning screen reads or makes stale. The course's detail and the lists
 * are the catalogue's own keys (its `coursesKeys.detail` and `coursesKeys.lists`), spelt here
 * under the same root so both screens share one cache entry.
 */
export const learningKeys = {
  courseDetail: (courseId: string) => [...queryRoots.courses, 'detail', courseId] as const,
  /** Every list showing the learner's progress (the catalogue, the personal centre). */
  courseLists: () => [...queryRoots.courses, 'list'] as const,
  /** Notes on courseware: one courseware's, and the learner's own list. */
  notes: () => [...queryRoots.courses, 'notes'] as const,
  coursewareNotes: (coursewareId: string) => [...learningKeys.notes(), coursewareId] as const,
  quiz: (coursewareId: string, quizId: string) =>
    [...queryRoots.courses, 'quiz', coursewareId, quizId] as const,
};
