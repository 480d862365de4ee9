import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZAnswerKey } from '../questions/answer-key';
import { ZGradeStatus } from '../questions/grade-status';

export const ZPostAnswerCoursewareQuizRequest = z.object({
  coursewareId: ZId,
  quizId: ZId,
  answer: ZAnswer,
});
export type TPostAnswerCoursewareQuizRequest = z.infer<typeof ZPostAnswerCoursewareQuizRequest>;

/** The judgement of a quiz answer: right or wrong (null when a person would mark it), the key. */
export const ZJudgedQuizAnswer = z.object({
  quizId: ZId,
  answer: ZAnswer,
  status: ZGradeStatus,
  correct: z.boolean().nullable(),
  key: ZAnswerKey,
  analysis: z.string().nullable(),
  answeredAt: ZEpochMillis,
});
export type TJudgedQuizAnswer = z.infer<typeof ZJudgedQuizAnswer>;

/**
 * Judges an in-course quiz answer with the question domain's grading, once per run (the same
 * answer again answers the same judgement). 309194 when unknown; 300405 when empty.
 */
export const postAnswerCoursewareQuiz = defineEndpoint({
  method: 'POST',
  path: '/courseware/quiz/answer',
  access: 'member',
  summary: 'Answer an in-course quiz question',
  body: ZPostAnswerCoursewareQuizRequest,
  response: ZJudgedQuizAnswer,
});
