import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZGetProctoringIdPhotoRequest = z.object({ answerSheetId: ZId });
export type TGetProctoringIdPhotoRequest = z.infer<typeof ZGetProctoringIdPhotoRequest>;

export const ZGetProctoringIdPhotoResponse = z.object({
  /** Site-relative URL of the learner's ID photo, which they may download; null: none is set. */
  url: z.string().nullable(),
});
export type TGetProctoringIdPhotoResponse = z.infer<typeof ZGetProctoringIdPhotoResponse>;

/**
 * Issue 21 point 6: the ID photo the in-exam face checks of a proctored sheet compare with. It is
 * set by the administrator (the members of the content pack); the learner cannot change it
 * (docs/decisions/0049). The learner's own sheet only.
 */
export const getProctoringIdPhoto = defineEndpoint({
  method: 'GET',
  path: '/exam/proctoring/idPhoto',
  access: 'member',
  summary: "The ID photo a proctored sheet's face checks compare with",
  query: ZGetProctoringIdPhotoRequest,
  response: ZGetProctoringIdPhotoResponse,
});
