import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/** Whether the learner has starred a question. */
export const ZQuestionFavourite = z.object({ questionId: ZId, favourite: z.boolean() });
export type TQuestionFavourite = z.infer<typeof ZQuestionFavourite>;

/** A favourite question as /personal/favs/question lists it. */
export const ZFavouriteQuestion = z.object({
  questionId: ZId,
  questionType: z.number().int(),
  customTypeName: z.string().nullable(),
  /** The question's stem (rich text). */
  stem: z.string(),
  favouriteTime: ZEpochMillis,
});
export type TFavouriteQuestion = z.infer<typeof ZFavouriteQuestion>;
