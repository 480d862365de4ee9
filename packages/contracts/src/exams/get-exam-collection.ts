import { z } from 'zod';
import { ZCustomField } from '../common/custom-field';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

/**
 * Spec §2 /exam/Collection: where the learner stands with a paper's information collection.
 * `none`: the paper collects nothing; `required`: it must be filled in before starting (300344);
 * `done`: saved, with every required field filled. Collected once per paper and kept for every
 * attempt (docs/decisions/0043).
 */
export const ExamCollectionState = {
  NONE: 'none',
  REQUIRED: 'required',
  DONE: 'done',
} as const;
export const ZExamCollectionState = z.enum(ExamCollectionState);
export type TExamCollectionState = z.infer<typeof ZExamCollectionState>;

export const ZGetExamCollectionRequest = z.object({ paperId: ZId });
export type TGetExamCollectionRequest = z.infer<typeof ZGetExamCollectionRequest>;

/** The paper's collection form, each field with the learner's saved value (null: none). */
export const ZGetExamCollectionResponse = z.object({
  paperId: ZId,
  paperName: z.string(),
  state: ZExamCollectionState,
  fields: z.array(ZCustomField),
});
export type TGetExamCollectionResponse = z.infer<typeof ZGetExamCollectionResponse>;

export const getExamCollection = defineEndpoint({
  method: 'GET',
  path: '/exam/collection',
  access: 'member',
  summary:
    "A paper's information collection form with the learner's saved values (300323 when the paper collects nothing)",
  query: ZGetExamCollectionRequest,
  response: ZGetExamCollectionResponse,
});
