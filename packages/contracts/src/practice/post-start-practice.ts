import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswerKey } from '../questions/answer-key';
import { ZQuestionView } from '../questions/question';
import { ZJudgedPracticeAnswer } from './practice-answer';
import { ZPracticeMode } from './practice';

export const ZPostStartPracticeRequest = z.object({ taskId: ZId, mode: ZPracticeMode });
export type TPostStartPracticeRequest = z.infer<typeof ZPostStartPracticeRequest>;

export const ZPracticeQuestion = z.object({
  view: ZQuestionView,
  /** Recite mode: the key and analysis come with the question; answer mode: after answering. */
  key: ZAnswerKey.nullable(),
  analysis: z.string().nullable(),
  /** The knowledge points the question tests. */
  knowledgePoints: z.array(z.string()),
});
export type TPracticeQuestion = z.infer<typeof ZPracticeQuestion>;

/**
 * The learner's round of a task: its questions and the answers saved so far, so that a reload or
 * another device continues where the learner was. Saves continue above `lastSeq`.
 */
export const ZPostStartPracticeResponse = z.object({
  taskId: ZId,
  name: z.string(),
  mode: ZPracticeMode,
  questions: z.array(ZPracticeQuestion),
  answers: z.array(ZJudgedPracticeAnswer),
  lastSeq: z.number().int().nonnegative(),
  startedAt: ZEpochMillis,
  serverTime: ZEpochMillis,
});
export type TPostStartPracticeResponse = z.infer<typeof ZPostStartPracticeResponse>;

/** Enters the task's current round (opening one when there is none); 300408 for an unpaid task. */
export const postStartPractice = defineEndpoint({
  method: 'POST',
  path: '/exercise/practice',
  access: 'member',
  summary: 'Enter a practice task in answer or recite mode',
  body: ZPostStartPracticeRequest,
  response: ZPostStartPracticeResponse,
});
