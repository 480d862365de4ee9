import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZEpochMillis, ZId } from '../common/primitives';

export const ZTeamHomework = z.object({
  submissionId: ZId,
  homeworkId: ZId,
  title: z.string(),
  className: z.string(),
  memberId: ZId,
  memberName: z.string(),
  submitTime: ZEpochMillis,
  score: z.number().nullable(),
  fullScore: z.number().nonnegative(),
  gradeTime: ZEpochMillis.nullable(),
});
export type TTeamHomework = z.infer<typeof ZTeamHomework>;

export const ZGetTeamHomeworkRequest = ZPageQuery.extend({
  /** Waiting for a grade (default) or graded. */
  status: z.enum(['toGrade', 'graded']).default('toGrade'),
  /** One mentee's only. */
  memberId: ZId.optional(),
});
export type TGetTeamHomeworkRequest = z.input<typeof ZGetTeamHomeworkRequest>;
export const ZGetTeamHomeworkResponse = zPage(ZTeamHomework);
export type TGetTeamHomeworkResponse = z.infer<typeof ZGetTeamHomeworkResponse>;

/** The mentees' handed-in homework for their mentor to grade (spec §2 /mentor), oldest first. */
export const getTeamHomework = defineEndpoint({
  method: 'GET',
  path: '/teamStu/homework',
  access: 'member',
  summary: 'The mentees’ homework to grade',
  query: ZGetTeamHomeworkRequest,
  response: ZGetTeamHomeworkResponse,
});
