import { z } from 'zod';
import { ZEpochMillis, ZId } from './primitives';

/** What a share link points at (spec §2 /personal/shareKnowledge). */
export const ShareKind = { COURSE: 1, QUESTION: 2, NOTE: 3 } as const;
export type TShareKind = (typeof ShareKind)[keyof typeof ShareKind];
export const ZShareKind = z.union([
  z.literal(ShareKind.COURSE),
  z.literal(ShareKind.QUESTION),
  z.literal(ShareKind.NOTE),
]);

/** A share link's token: random, 24 URL-safe characters. */
export const ZShareToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The learner page that opens a link, relative to the site (the QR code and the copy button). */
export const sharePath = (token: string) =>
  `/h5/p/personal/shareKnowledge?token=${encodeURIComponent(token)}`;

export const ZShareLink = z.object({
  token: z.string(),
  kind: ZShareKind,
  targetId: ZId,
  /** The item's title now; null when it is gone. */
  title: z.string().nullable(),
  path: z.string(),
  createTime: ZEpochMillis,
  /** Times another learner opened its preview. */
  opens: z.number().int().nonnegative(),
});
export type TShareLink = z.infer<typeof ZShareLink>;
