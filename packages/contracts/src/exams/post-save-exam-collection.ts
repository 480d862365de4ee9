import { z } from 'zod';
import { CUSTOM_FIELDS_MAX, CUSTOM_TEXT_MAX_LENGTH, ZCustomFieldKey } from '../common/custom-field';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZGetExamCollectionResponse } from './get-exam-collection';

/**
 * The whole collection of a paper: a value per field key; a missing or empty value clears the
 * field. Saving the same values again changes nothing.
 */
export const ZPostSaveExamCollectionRequest = z.object({
  paperId: ZId,
  values: z
    .record(
      ZCustomFieldKey,
      z
        .string()
        .max(CUSTOM_TEXT_MAX_LENGTH * 2)
        .nullable(),
    )
    .refine((values) => Object.keys(values).length <= CUSTOM_FIELDS_MAX, {
      message: `at most ${CUSTOM_FIELDS_MAX} fields`,
    }),
});
export type TPostSaveExamCollectionRequest = z.infer<typeof ZPostSaveExamCollectionRequest>;

/** The form as saved: the values in their stored form, and the state (`done`). */
export const ZPostSaveExamCollectionResponse = ZGetExamCollectionResponse;
export type TPostSaveExamCollectionResponse = z.infer<typeof ZPostSaveExamCollectionResponse>;

export const postSaveExamCollection = defineEndpoint({
  method: 'POST',
  path: '/exam/saveCollection',
  access: 'member',
  summary:
    "Saves the learner's information collection for a paper; every rule is checked here (300364, 300365, 300113, 300323)",
  body: ZPostSaveExamCollectionRequest,
  response: ZPostSaveExamCollectionResponse,
});
