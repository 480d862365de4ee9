import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ItemType } from '../common/enums';
import { ZEpochMillis, ZId } from '../common/primitives';
import { MAX_FILE_URL_LENGTH } from '../questions/answer';

/**
 * Spec §2 manual signature, item type 101 (decision 0044): a paper may ask the learner to sign
 * before submitting. It is not a question: it scores nothing and is listed beside them.
 */
export const ZSheetSignature = z.object({
  itemType: z.literal(ItemType.SIGNATURE),
  /** What the paper asks the learner to sign as; null: the client's own words. */
  title: z.string().nullable(),
  /** The signature's image, a site-relative file URL; null: not signed. */
  imageUrl: z.string().nullable(),
  signedAt: ZEpochMillis.nullable(),
});
export type TSheetSignature = z.infer<typeof ZSheetSignature>;

export const ZPostSignAnswerSheetRequest = z.object({
  answerSheetId: ZId,
  /** A PNG or JPEG image the learner uploaded (POST /sys/uploadFile). */
  imageUrl: z.string().min(1).max(MAX_FILE_URL_LENGTH),
});
export type TPostSignAnswerSheetRequest = z.infer<typeof ZPostSignAnswerSheetRequest>;

export const ZPostSignAnswerSheetResponse = ZSheetSignature;
export type TPostSignAnswerSheetResponse = z.infer<typeof ZPostSignAnswerSheetResponse>;

/**
 * Spec §2 signature pad, 'upload and save': stores the learner's signature on a sheet being
 * answered, replacing an earlier one. 309112 when the paper asks for none; 300337 when the image
 * is not the learner's own upload, 302201 when it is not a PNG or JPEG. Submitting a sheet whose
 * paper asks for a signature before it is signed answers 309111.
 */
export const postSignAnswerSheet = defineEndpoint({
  method: 'POST',
  path: '/exam/sign',
  access: 'member',
  summary: 'Sign an answer sheet with an uploaded signature image',
  body: ZPostSignAnswerSheetRequest,
  response: ZPostSignAnswerSheetResponse,
});
