import { z } from 'zod';
import { ZEpochMillis } from '../common/primitives';
import { ZPackCode } from '../common/pack-audience';
import { INMAIL_CONTENT_MAX_LENGTH } from './inmail';

/**
 * An in-mail message of a content pack, sent to the listed members (by userCode). Content is rich
 * text and may hold `asset:` references.
 */
export const ZPackInmailMessage = z.object({
  code: ZPackCode,
  title: z.string().min(1).max(200),
  content: z.string().max(INMAIL_CONTENT_MAX_LENGTH),
  sendTime: ZEpochMillis,
  recipients: z.array(z.string()).min(1),
  /**
   * Recipients who have read it already. Applied only when a recipient is first added: an
   * import never changes what a learner has read since.
   */
  readBy: z.array(z.string()).default([]),
});
export type TPackInmailMessage = z.infer<typeof ZPackInmailMessage>;
