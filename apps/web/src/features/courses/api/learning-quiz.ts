import { useMutation, useQuery } from '@tanstack/react-query';
import { getCoursewareQuiz } from '@lectern/contracts/courses/get-courseware-quiz';
import {
  postAnswerCoursewareQuiz,
  type TPostAnswerCoursewareQuizRequest,
} from '@lectern/contracts/courses/post-answer-courseware-quiz';
import { request } from '@/lib/api-client';
import { learningKeys } from './learning-keys';

/** GET /courseware/quiz: one in-course question, without its key. */
export const useCoursewareQuiz = (coursewareId: string, quizId: string) =>
  useQuery({
    queryKey: learningKeys.quiz(coursewareId, quizId),
    queryFn: ({ signal }) => request(getCoursewareQuiz, { coursewareId, quizId }, { signal }),
    staleTime: Infinity,
  });

/** POST /courseware/quiz/answer: judged at once, with the key. */
export const useAnswerCoursewareQuiz = () =>
  useMutation({
    mutationFn: (answer: TPostAnswerCoursewareQuizRequest) =>
      request(postAnswerCoursewareQuiz, answer),
  });
