import { z } from 'zod';

/** Spec §3 question attachments and the shared attachment list: parallel arrays of URLs and names. */
export const ZAttachments = z.object({
  docUrls: z.array(z.string()),
  docNames: z.array(z.string()),
});
export type TAttachments = z.infer<typeof ZAttachments>;
