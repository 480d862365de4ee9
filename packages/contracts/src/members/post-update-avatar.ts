import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/**
 * The avatar URL must be the learner's own upload (/sys/uploadFile) or one of the tenant's public
 * uploads (/sys/upload/public); another learner's answers 300213, like a missing one.
 */
export const ZPostUpdateAvatarRequest = z.object({ avatarUrl: z.string().min(1).max(1024) });
export type TPostUpdateAvatarRequest = z.infer<typeof ZPostUpdateAvatarRequest>;
export const ZPostUpdateAvatarResponse = z.null();

export const postUpdateAvatar = defineEndpoint({
  method: 'POST',
  path: '/mine/updateAvatar',
  access: 'member',
  summary: "Sets the learner's avatar to an uploaded image",
  body: ZPostUpdateAvatarRequest,
  response: ZPostUpdateAvatarResponse,
});
