import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * A message the server writes (not the tenant): the client words it in the learner's language from
 * the key and its values (docs/decisions/0031, 0041). Title and content then hold a default
 * wording for clients that do not know the key.
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

/** Spec §2 /myinmailmessage: an in-mail message as its recipient sees it. */
export const ZInmailMessage = z.object({
  messageId: ZId,
  /** Set on the messages the server writes; null on the tenant's. */
  label: ZInmailLabel.nullable(),
  title: z.string(),
  /** Rich text: sanitised on render; LaTeX between \[ and \] is rendered as a formula. */
  content: z.string(),
  sendTime: ZEpochMillis,
  /** When the recipient first opened it; null while unread. */
  readTime: ZEpochMillis.nullable(),
});
export type TInmailMessage = z.infer<typeof ZInmailMessage>;

/** Longest in-mail content a pack may hold: a list page carries up to 50 of them. */
export const INMAIL_CONTENT_MAX_LENGTH = 20_000;
