import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZExamSummary } from './exam';
import { ZExamCollectionState } from './get-exam-collection';
import { ZPreviewProctoring } from './proctoring';

export const ZGetExamPreviewRequest = z.object({ paperId: ZId });
export type TGetExamPreviewRequest = z.infer<typeof ZGetExamPreviewRequest>;

/** Spec §2 exam preview / entry. */
export const ZGetExamPreviewResponse = ZExamSummary.extend({
  candidate: z.object({ nickName: z.string(), userCode: z.string() }),
  /** Spec §3 per-question time limit; null: none. */
  secondsPerQuestion: z.number().int().positive().nullable(),
  /** Spec §5: '«{0}»' must be accepted before starting; null: no agreement. */
  agreement: z.object({ title: z.string(), content: z.string() }).nullable(),
  /** Spec §2 /exam/Collection: `required` sends the start to the collection form first. */
  collection: ZExamCollectionState,
  /** Why the learner cannot start now (a catalogue code), or null when they can. */
  blockedBy: z.string().nullable(),
  serverTime: ZEpochMillis,
  /** Issue 21: the paper's proctoring and the learner's device check; null or absent: none. */
  proctoring: ZPreviewProctoring.nullish(),
});
export type TGetExamPreviewResponse = z.infer<typeof ZGetExamPreviewResponse>;

export const getExamPreview = defineEndpoint({
  method: 'GET',
  path: '/exam/preview',
  access: 'member',
  summary: 'What the learner sees before entering an exam',
  query: ZGetExamPreviewRequest,
  response: ZGetExamPreviewResponse,
});
