import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZHomeworkStatus } from './offline-training';
import { ZEpochMillis, ZId } from '../common/primitives';

export const ZHomeworkResult = z.object({
  submissionId: ZId,
  homeworkId: ZId,
  title: z.string(),
  className: z.string(),
  submitTime: ZEpochMillis,
  status: ZHomeworkStatus,
  score: z.number().nullable(),
  fullScore: z.number().nonnegative(),
  passed: z.boolean().nullable(),
  gradeTime: ZEpochMillis.nullable(),
});
export type THomeworkResult = z.infer<typeof ZHomeworkResult>;

export const ZGetHomeworkResultsResponse = zPage(ZHomeworkResult);
export type TGetHomeworkResultsResponse = z.infer<typeof ZGetHomeworkResultsResponse>;

/** The learner's handed-in homework, newest first, graded or waiting (spec §2 /homeworkresult). */
export const getHomeworkResults = defineEndpoint({
  method: 'GET',
  path: '/homework/results',
  access: 'member',
  summary: 'The learner’s homework results',
  query: ZPageQuery,
  response: ZGetHomeworkResultsResponse,
});
