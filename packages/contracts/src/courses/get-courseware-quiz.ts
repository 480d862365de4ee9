import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZQuestionView } from '../questions/question';

export const ZGetCoursewareQuizRequest = z.object({ coursewareId: ZId, quizId: ZId });
export const ZCoursewareQuiz = z.object({
  quizId: ZId,
  at: z.number().int(),
  question: ZQuestionView,
});
export type TCoursewareQuiz = z.infer<typeof ZCoursewareQuiz>;

/** One in-course quiz question, without its key (spec §1). 309194 when unknown. */
export const getCoursewareQuiz = defineEndpoint({
  method: 'GET',
  path: '/courseware/quiz',
  access: 'member',
  summary: 'An in-course quiz question',
  query: ZGetCoursewareQuizRequest,
  response: ZCoursewareQuiz,
});
