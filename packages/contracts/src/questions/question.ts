import { z } from 'zod';
import { ZAttachments } from '../common/attachments';
import { ZQuestionTypeCode } from '../common/enums';
import { ZId } from '../common/primitives';

/**
 * A question as the learner sees it while answering (spec §3 questions): no right answer and no
 * analysis. Rich text may hold LaTeX between \[ and \]; the client sanitises it.
 */

/** A choice, a sortable or classifiable item, a matching side or a category. */
export const ZQuestionOption = z.object({ key: z.string(), content: z.string() });
export type TQuestionOption = z.infer<typeof ZQuestionOption>;

/** Spec §5 exam file upload: at most {limit} files of {size} MB, of the listed types. */
export const ZAnswerUploadRule = z.object({
  limit: z.number().int().positive(),
  sizeMb: z.number().positive(),
  /** Extensions without dots, from spec §5's list. */
  types: z.array(z.string()),
});
export type TAnswerUploadRule = z.infer<typeof ZAnswerUploadRule>;

/** Audio or video the question plays, with the per-question playback limit of spec §5. */
export const ZQuestionMedia = z.object({
  kind: z.enum(['audio', 'video']),
  url: z.string(),
  /** null: unlimited. */
  playLimit: z.number().int().positive().nullable(),
});
export type TQuestionMedia = z.infer<typeof ZQuestionMedia>;

type TQuestionViewShape = {
  questionId: string;
  questionType: z.infer<typeof ZQuestionTypeCode>;
  /**
   * The name of this question's type (spec §3 customQuestionType): the question's own, else the
   * tenant's name for the type (/questionType/getQuestionTypes); null: the built-in name.
   */
  customTypeName: string | null;
  content: string;
  /** The question's full score on this paper (for combination parts: the part's score). */
  score: number;
  /** Choices (1, 2, 12), items to sort (7), left column (10) or items to classify (11). */
  options: TQuestionOption[];
  /** Right column (10) or categories (11). */
  targets: TQuestionOption[];
  /** Number of blanks of a fill-in-blank question (3). */
  blankCount: number;
  /** The options of each cloze blank, in order (6). */
  clozeBlanks: TQuestionOption[][];
  /** Sub-questions of a combination (0). */
  parts: TQuestionViewShape[];
  media: TQuestionMedia | null;
  /** Files a short answer may carry (5); null: text only. */
  upload: TAnswerUploadRule | null;
  docUrls: string[];
  docNames: string[];
  /** Pictures shown with the question (image URLs), opened in the image viewer. */
  docPics: string[];
  /**
   * The text alternative of each picture of docPics, by position (the content pack's
   * docPicAlts); a missing or '' one: the client shows a generic "question picture N".
   * Absent from questions stored before it existed.
   */
  docPicAlts?: string[];
  /**
   * Spec §4: an exam that may be paused cannot be while this question is shown. Absent from
   * questions stored before it existed, which allow it.
   */
  pauseForbidden?: boolean;
};

export const ZQuestionView: z.ZodType<TQuestionViewShape> = z
  .object({
    questionId: ZId,
    questionType: ZQuestionTypeCode,
    customTypeName: z.string().nullable(),
    content: z.string(),
    score: z.number().nonnegative(),
    options: z.array(ZQuestionOption),
    targets: z.array(ZQuestionOption),
    blankCount: z.number().int().nonnegative(),
    clozeBlanks: z.array(z.array(ZQuestionOption)),
    get parts() {
      return z.array(ZQuestionView);
    },
    media: ZQuestionMedia.nullable(),
    upload: ZAnswerUploadRule.nullable(),
    docPics: z.array(z.string()),
    docPicAlts: z.array(z.string()).optional(),
    pauseForbidden: z.boolean().optional(),
  })
  .extend(ZAttachments.shape);
export type TQuestionView = TQuestionViewShape;
