import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis } from '../common/primitives';
import { ZShareToken } from '../common/share-links';
import { ZSharedItem } from './shared-item';

export const ZGetSharedPreviewRequest = z.object({ token: ZShareToken });
export type TGetSharedPreviewRequest = z.infer<typeof ZGetSharedPreviewRequest>;

export const ZGetSharedPreviewResponse = z.object({
  shareTime: ZEpochMillis,
  item: ZSharedItem,
});
export type TGetSharedPreviewResponse = z.infer<typeof ZGetSharedPreviewResponse>;

/**
 * Spec §2 /personal/shareKnowledge?token=: what a link shares, as the opener may see it now (a
 * question they may not see is refused, 309232); counts the opening.
 */
export const getSharedPreview = defineEndpoint({
  method: 'GET',
  path: '/share/preview',
  access: 'member',
  summary: 'Open a share link: the shared item as the learner may see it',
  query: ZGetSharedPreviewRequest,
  response: ZGetSharedPreviewResponse,
});
