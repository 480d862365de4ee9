import { z } from 'zod';
import { ZInmailLabel } from '../common/inmail-label';
import { ZEpochMillis, ZId } from '../common/primitives';

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
