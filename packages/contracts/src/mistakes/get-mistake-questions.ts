import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMistakeQuestion, ZMistakeSourceId, ZMistakeSourceTypeQuery } from './mistakes';

export const ZGetMistakeQuestionsRequest = z.object({
  sourceType: ZMistakeSourceTypeQuery,
  sourceId: ZMistakeSourceId,
});
export const ZGetMistakeQuestionsResponse = z.object({
  name: z.string().nullable(),
  questions: z.array(ZMistakeQuestion),
});
export type TGetMistakeQuestionsResponse = z.infer<typeof ZGetMistakeQuestionsResponse>;

/** A set's questions to practise (/mistakes/processing); 300403 when the set holds none. */
export const getMistakeQuestions = defineEndpoint({
  method: 'GET',
  path: '/mistakes/questions',
  access: 'member',
  summary: 'The questions of one mistake set',
  query: ZGetMistakeQuestionsRequest,
  response: ZGetMistakeQuestionsResponse,
});
