import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * What an error-correction report says is wrong with a question (spec §2 practice 'error
 * correction'; the spec lists no kinds, docs/decisions/0057).
 */
export const CorrectionKind = {
  WRONG_KEY: 'wrong-key',
  WRONG_STEM: 'wrong-stem',
  WRONG_OPTIONS: 'wrong-options',
  WRONG_ANALYSIS: 'wrong-analysis',
  OTHER: 'other',
} as const;
export const correctionKinds = Object.values(CorrectionKind);
export const ZCorrectionKind = z.enum(correctionKinds);
export type TCorrectionKind = z.infer<typeof ZCorrectionKind>;

export const CorrectionStatus = { OPEN: 'open', HANDLED: 'handled' } as const;
export const ZCorrectionStatus = z.enum([CorrectionStatus.OPEN, CorrectionStatus.HANDLED]);
export type TCorrectionStatus = z.infer<typeof ZCorrectionStatus>;

/** Characters of a report's text; longer answers 309177 (decision 0057). */
export const MAX_CORRECTION_LENGTH = 500;

/** A report as administrators list it. */
export const ZQuestionCorrection = z.object({
  correctionId: ZId,
  questionId: ZId,
  questionType: z.number().int(),
  /** The question's stem (rich text). */
  content: z.string(),
  kind: ZCorrectionKind,
  text: z.string(),
  status: ZCorrectionStatus,
  userCode: z.string(),
  nickName: z.string(),
  createTime: ZEpochMillis,
  handledTime: ZEpochMillis.nullable(),
});
export type TQuestionCorrection = z.infer<typeof ZQuestionCorrection>;
