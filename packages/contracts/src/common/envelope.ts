import { z } from 'zod';

/** Spec §3/§7: every answer is `{ code, body }`; "200" is success. */
export const SUCCESS_CODE = '200';

export const ZEnvelope = <TBody extends z.ZodType>(body: TBody) =>
  z.object({ code: z.string(), body });

export type TEnvelope<TBody> = { code: string; body: TBody };
