import { z } from 'zod';
import { ZEpochMillis } from '../common/primitives';
import { packAttachmentFields, ZPackAudience, ZPackCode } from '../common/pack-audience';

/** A news item of a content pack; unseen by learners before `publishTime`. */
export const ZPackNewsItem = z.object({
  code: ZPackCode,
  title: z.string().min(1).max(200),
  summary: z.string().max(500).default(''),
  /** The list's picture: an `asset:` reference or a URL; null: none. */
  coverUrl: z.string().min(1).nullable().default(null),
  /** Rich text; may hold `asset:` references and LaTeX between \[ and \]. */
  content: z.string().max(200_000),
  publishTime: ZEpochMillis,
  organisations: ZPackAudience,
  ...packAttachmentFields,
});
export type TPackNewsItem = z.infer<typeof ZPackNewsItem>;
