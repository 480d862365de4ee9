import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode } from '../common/primitives';
import { ZQuestionTypeCode } from '../common/enums';

export const ZPostQuestionTypesRequest = z.object({ factoryCode: ZFactoryCode.min(1) });
export type TPostQuestionTypesRequest = z.infer<typeof ZPostQuestionTypesRequest>;

export const ZQuestionTypeRecord = z.object({
  questionType: ZQuestionTypeCode,
  /** The tenant's own name for the type (spec §3 customQuestionType); null uses the built-in name. */
  customName: z.string().nullable(),
});
export type TQuestionTypeRecord = z.infer<typeof ZQuestionTypeRecord>;

/** Spec §7: an object of question types keyed by questionType. */
export const ZPostQuestionTypesResponse = z.record(z.string(), ZQuestionTypeRecord);
export type TPostQuestionTypesResponse = z.infer<typeof ZPostQuestionTypesResponse>;

export const postQuestionTypes = defineEndpoint({
  method: 'POST',
  path: '/questionType/getQuestionTypes',
  access: 'public',
  summary: "The tenant's question types with their custom names",
  body: ZPostQuestionTypesRequest,
  response: ZPostQuestionTypesResponse,
});
