import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZExamSummary } from './exam';
import { ZExamCollectionState } from './get-exam-collection';
import { ZProctoringRule } from './proctoring';

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
  /**
   * Spec §2 device check: what a proctored paper asks of the learner's devices. A new start is
   * refused (309141) until POST /exam/proctoring/check passed; `blockedBy` does not say so, the
   * device-check entry does. Null: not proctored.
   */
  proctoring: ZProctoringRule.nullable(),
  /** Why the learner cannot start now (a catalogue code), or null when they can. */
  blockedBy: z.string().nullable(),
  serverTime: ZEpochMillis,
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
