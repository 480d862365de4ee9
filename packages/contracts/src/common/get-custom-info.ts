import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZCustomField } from './custom-field';

/** The member's organisation as the picker shows it. */
export const ZCustomInfoOrganisation = z.object({
  classifyCode: z.string(),
  classifyPath: z.string(),
  name: z.string(),
});
export type TCustomInfoOrganisation = z.infer<typeof ZCustomInfoOrganisation>;

export const ZGetCustomInfoRequest = z.object({});
export const ZGetCustomInfoResponse = z.object({
  /** Whether the tenant requires the info before the app can be used. */
  required: z.boolean(),
  /** The tenant's name for the organisation field ('Organisation structure'). */
  organisationLabel: z.string(),
  /** The member's enabled last-level organisation; null when they have none. */
  organisation: ZCustomInfoOrganisation.nullable(),
  /** In the tenant's order, each with the member's value. */
  fields: z.array(ZCustomField),
});
export type TGetCustomInfoResponse = z.infer<typeof ZGetCustomInfoResponse>;

export const getCustomInfo = defineEndpoint({
  method: 'GET',
  path: '/custom/info',
  access: 'member',
  summary:
    "The supplementary info form: the tenant's custom fields with the learner's values and organisation",
  query: ZGetCustomInfoRequest,
  response: ZGetCustomInfoResponse,
});
