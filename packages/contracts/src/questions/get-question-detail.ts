import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZAnswerKey } from './answer-key';
import { ZQuestionView } from './question';

export const ZGetQuestionDetailRequest = z.object({ questionId: ZId });
export type TGetQuestionDetailRequest = z.infer<typeof ZGetQuestionDetailRequest>;

/** A question with its key and analysis, as practice's recite mode shows it. */
export const ZGetQuestionDetailResponse = z.object({
  view: ZQuestionView,
  key: ZAnswerKey,
  analysis: z.string().nullable(),
  knowledgePoints: z.array(z.string()),
});
export type TGetQuestionDetailResponse = z.infer<typeof ZGetQuestionDetailResponse>;

/**
 * A question the learner may see (in a practice task they may open or one of their mistake sets),
 * with its key and analysis: what a favourite or a note opens. 300402 for any other question.
 */
export const getQuestionDetail = defineEndpoint({
  method: 'GET',
  path: '/questions/detail',
  access: 'member',
  summary: 'A question the learner may see, with its key and analysis',
  query: ZGetQuestionDetailRequest,
  response: ZGetQuestionDetailResponse,
});
