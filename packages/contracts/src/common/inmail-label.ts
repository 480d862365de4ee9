import { z } from 'zod';
import { ZId } from './primitives';

/**
 * A message the server writes (not the tenant): the client words it in the learner's language from
 * the key and its values (docs/decisions/0031, 0041). Title and content then hold a default
 * wording for clients that do not know the key. Shared: features send these through the
 * messages module's port.
 */
export const ZInmailLabel = z.discriminatedUnion('key', [
  z.object({
    /** A sheet that waited for marking is judged. */
    key: z.literal('sheetJudged'),
    paperName: z.string(),
    answerSheetId: ZId,
    /** null when the paper hid its results at the time (spec §4 'result hidden'). */
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
  }),
]);
export type TInmailLabel = z.infer<typeof ZInmailLabel>;
