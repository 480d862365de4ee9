import type { TShareKind } from '@lectern/contracts/common/share-links';
import type { Executor } from '../services/service-deps';

/** A learner of a tenant: the one who shares, or the one who opens a link. */
export type ShareReader = { tenantId: string; memberId: string };

/**
 * What an opener gets of a shared item: the item (contracts `sharing/shared-item.ts`, which the
 * lender builds), a refusal, or nothing (it is gone).
 */
export type SharedPreview = { item: { kind: TShareKind } } | { refused: true } | undefined;

/**
 * One kind of shareable item, lent by the feature that owns it (courses, questions, notes;
 * features.ts, docs/decisions/0067): sharing reads no other feature's tables.
 */
export type Shareable = {
  /** The item's title when `sharer` may share it now, else undefined. */
  titleFor: (sharer: ShareReader, targetId: string) => Promise<string | undefined>;
  /**
   * The item as `opener` may see it now, with the access rules of its feature checked at open
   * time; `sharerId` is who shared it (a note is shown because its author chose to share it).
   */
  previewFor: (opener: ShareReader, targetId: string, sharerId: string) => Promise<SharedPreview>;
};

export type ShareableOn = (executor: Executor) => Shareable;

/** Every kind's lender. */
export type ShareablesOn = Record<TShareKind, ShareableOn>;

/** Plain text of rich text, for a title: tags dropped, spaces folded, at most `max` characters. */
export const plainTitle = (html: string, max = 60) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
};
