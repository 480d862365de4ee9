import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZShareKind, ZShareLink } from '../common/share-links';

export const ZPostShareLinkRequest = z.object({ kind: ZShareKind, targetId: ZId });
export type TPostShareLinkRequest = z.infer<typeof ZPostShareLinkRequest>;

export const ZPostShareLinkResponse = ZShareLink;
export type TPostShareLinkResponse = z.infer<typeof ZPostShareLinkResponse>;

/**
 * Spec §2 /personal/shareKnowledge: a link to a course, a question the learner sees or one of
 * their notes; sharing the same item again answers the same link.
 */
export const postShareLink = defineEndpoint({
  method: 'POST',
  path: '/share/create',
  access: 'member',
  summary: 'Share a course, question or note as a link',
  body: ZPostShareLinkRequest,
  response: ZPostShareLinkResponse,
});
