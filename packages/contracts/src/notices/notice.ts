import { z } from 'zod';
import { ZAttachments } from '../common/attachments';
import { ZEpochMillis, ZId } from '../common/primitives';

/** A row of the notice list (spec §2 /notice). */
export const ZNoticeSummary = z.object({
  noticeId: ZId,
  title: z.string(),
  publishTime: ZEpochMillis,
  attachmentCount: z.number().int().nonnegative(),
});
export type TNoticeSummary = z.infer<typeof ZNoticeSummary>;

/** Spec §2 /notice/detail: rich text (sanitised on render, LaTeX between \[ \]) and attachments. */
export const ZNotice = ZNoticeSummary.omit({ attachmentCount: true })
  .extend({ content: z.string() })
  .extend(ZAttachments.shape);
export type TNotice = z.infer<typeof ZNotice>;
