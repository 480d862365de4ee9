import { z } from 'zod';

/**
 * Who sees a notice or a news item: null for the whole tenant, otherwise the codes of the
 * organisations whose members (their sub-organisations included) see it.
 */
export const ZPackAudience = z.array(z.string()).min(1).nullable().default(null);

export const ZPackCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^/]+$/, 'a code cannot contain "/"');

/** Attachments of a notice or news item: URLs or `asset:` references, and their shown names. */
export const packAttachmentFields = {
  docUrls: z.array(z.string().min(1)).max(50).default([]),
  docNames: z.array(z.string().max(200)).default([]),
};
