import { z } from 'zod';

/** Spec §4 question tags in the answer detail. */
export const ZGradeStatus = z.enum([
  'right',
  'wrong',
  'partial',
  'unanswered',
  'not-judged',
  'not-scored',
]);
export type TGradeStatus = z.infer<typeof ZGradeStatus>;
