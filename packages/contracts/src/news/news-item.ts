import { z } from 'zod';
import { ZAttachments } from '../common/attachments';
import { ZEpochMillis, ZId } from '../common/primitives';

/** A row of the news list (spec §2 /news). */
export const ZNewsSummary = z.object({
  newsId: ZId,
  title: z.string(),
  /** A short plain-text lead shown under the title; may be empty. */
  summary: z.string(),
  /** The list's picture; null: none. */
  coverUrl: z.string().nullable(),
  publishTime: ZEpochMillis,
});
export type TNewsSummary = z.infer<typeof ZNewsSummary>;

/** Spec §2 /news/detail: rich text (sanitised on render, LaTeX between \[ \]) and attachments. */
export const ZNewsItem = ZNewsSummary.extend({ content: z.string() }).extend(ZAttachments.shape);
export type TNewsItem = z.infer<typeof ZNewsItem>;
