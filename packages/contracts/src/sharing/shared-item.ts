import { z } from 'zod';
import { ShareKind } from '../common/share-links';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZQuestionView } from '../questions/question';

/** What the opener sees of a shared item, checked against their access when they open it. */
export const ZSharedItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal(ShareKind.COURSE),
    courseId: ZId,
    name: z.string(),
    coverUrl: z.string().nullable(),
    /** Sanitised HTML. */
    introduction: z.string(),
  }),
  z.object({
    kind: z.literal(ShareKind.QUESTION),
    questionId: ZId,
    questionType: z.number().int(),
    /** The question as a sheet shows it: no answer, no analysis. */
    view: ZQuestionView,
  }),
  z.object({
    kind: z.literal(ShareKind.NOTE),
    content: z.string(),
    /** What the note is written on: its question's stem (rich text). */
    subjectStem: z.string(),
    updateTime: ZEpochMillis,
  }),
]);
export type TSharedItem = z.infer<typeof ZSharedItem>;
