import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/** The avatar URL must be one this tenant uploaded through /sys/uploadFile or /sys/upload/public. */
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
