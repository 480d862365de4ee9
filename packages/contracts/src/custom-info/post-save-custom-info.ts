import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { CUSTOM_TEXT_MAX_LENGTH, ZCustomFieldKey } from '../common/custom-field';

/**
 * The whole supplementary info: the chosen organisation (an enabled last-level node) and a value
 * per field key; a missing or empty value clears the field.
 */
export const ZPostSaveCustomInfoRequest = z.object({
  classifyCode: z.string().trim().max(64),
  values: z.record(
    ZCustomFieldKey,
    z
      .string()
      .max(CUSTOM_TEXT_MAX_LENGTH * 2)
      .nullable(),
  ),
});
export type TPostSaveCustomInfoRequest = z.infer<typeof ZPostSaveCustomInfoRequest>;
export const ZPostSaveCustomInfoResponse = z.null();

export const postSaveCustomInfo = defineEndpoint({
  method: 'POST',
  path: '/custom/save',
  access: 'member',
  summary:
    "Saves the learner's organisation and custom field values; every rule is checked here (300364, 300365, 303103)",
  body: ZPostSaveCustomInfoRequest,
  response: ZPostSaveCustomInfoResponse,
});
