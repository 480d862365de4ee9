import { z } from 'zod';
import { ZEpochMillis } from '../common/primitives';
import { packAttachmentFields, ZPackAudience, ZPackCode } from '../common/pack-audience';

/** A notice of a content pack; unseen by learners before `publishTime`. */
export const ZPackNotice = z.object({
  code: ZPackCode,
  title: z.string().min(1).max(200),
  /** Rich text; may hold `asset:` references and LaTeX between \[ and \]. */
  content: z.string().max(200_000),
  publishTime: ZEpochMillis,
  organisations: ZPackAudience,
  ...packAttachmentFields,
});
export type TPackNotice = z.infer<typeof ZPackNotice>;
