import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPkQuiz } from './pk';

export const ZGetPkQuizzesResponse = z.object({ list: z.array(ZPkQuiz) });
export type TGetPkQuizzesResponse = z.infer<typeof ZGetPkQuizzesResponse>;

/** The tenant's PK quizzes, by name. */
export const getPkQuizzes = defineEndpoint({
  method: 'GET',
  path: '/pk/quizzes',
  access: 'member',
  summary: 'The tenant’s PK quizzes',
  response: ZGetPkQuizzesResponse,
});
