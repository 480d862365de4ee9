import { coursesKeys } from './query-keys';

/**
 * The learning screen's own reads, under the feature's keys: a courseware's notes sit under
 * `coursesKeys.notes()`, so a note written here also makes the learner's list of notes stale.
 */
export const learningKeys = {
  coursewareNotes: (coursewareId: string) =>
    [...coursesKeys.notes(), 'courseware', coursewareId] as const,
  quiz: (coursewareId: string, quizId: string) =>
    [...coursesKeys.all, 'quiz', coursewareId, quizId] as const,
};
