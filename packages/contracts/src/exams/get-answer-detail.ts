import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZAnswerKey } from '../questions/answer-key';
import { ZGradeStatus } from '../questions/grade-status';
import { ZQuestionView } from '../questions/question';
import { ZSheetState } from './exam';
import { ZKeysVisibility } from './exam-pack';
import { ZAnswerMark } from './marking';
import { ZSheetSignature } from './post-sign-answer-sheet';

/** One of the two: a sheet id, or the query code printed with the result (spec §3). */
export const ZGetAnswerDetailRequest = z.object({
  answerSheetId: ZId.optional(),
  queryCode: z.string().trim().max(64).optional(),
});
export type TGetAnswerDetailRequest = z.infer<typeof ZGetAnswerDetailRequest>;

export const ZAnsweredQuestion = z.object({
  question: ZQuestionView,
  answer: ZAnswer.nullable(),
  status: ZGradeStatus,
  /** Points earned; null while not judged. */
  score: z.number().nullable(),
  /** The right answer and its analysis; the right answer is null for unkeyed types. */
  key: ZAnswerKey.nullable(),
  analysis: z.string().nullable(),
  /** The score a marker or the learner gave it, with the marker's comment; null otherwise. */
  mark: ZAnswerMark.nullable(),
});
export type TAnsweredQuestion = z.infer<typeof ZAnsweredQuestion>;

export const ZGetAnswerDetailResponse = z.object({
  answerSheetId: ZId,
  paperName: z.string(),
  state: ZSheetState,
  score: z.number().nullable(),
  totalScore: z.number(),
  passed: z.boolean().nullable(),
  startTime: ZEpochMillis,
  finishTime: ZEpochMillis,
  questions: z.array(ZAnsweredQuestion),
  /**
   * The learner's signature (item type 101) when the paper asked for one or the sheet holds
   * one; its `imageUrl` is null when the sheet was submitted unsigned (time up). Null: none.
   */
  signature: ZSheetSignature.nullable(),
  /**
   * The paper's key display policy and whether it shows the keys now; while it does not, every
   * question's key and analysis are null.
   */
  keysVisibility: ZKeysVisibility,
  keysShown: z.boolean(),
  /** When the keys will show (afterEnd before the end); null when shown or not known. */
  keysReleaseTime: ZEpochMillis.nullable(),
});
export type TGetAnswerDetailResponse = z.infer<typeof ZGetAnswerDetailResponse>;

/**
 * The answer detail of a submitted sheet. Only its owner may open it (300325); not while it is
 * answered (300338), before the unified end time (300340) or when the paper disallows it (300339).
 * Codes: 300317 no id and no query code, 300341 malformed query code, 300319 unknown query code.
 */
export const getAnswerDetail = defineEndpoint({
  method: 'GET',
  path: '/exam/answerDetail',
  access: 'member',
  summary: "A submitted sheet's answers, tagged right, wrong or unanswered",
  query: ZGetAnswerDetailRequest,
  response: ZGetAnswerDetailResponse,
});
