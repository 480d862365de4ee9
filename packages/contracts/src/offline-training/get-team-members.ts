import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZTeamMember = z.object({
  memberId: ZId,
  nickName: z.string(),
  userCode: z.string(),
  avatar: z.string().nullable(),
  classCount: z.number().int().nonnegative(),
  completedClassCount: z.number().int().nonnegative(),
  /** Over all their classes: 0–100. */
  progress: z.number().int().min(0).max(100),
  sessionCount: z.number().int().nonnegative(),
  attendedCount: z.number().int().nonnegative(),
  homeworkCount: z.number().int().nonnegative(),
  submittedCount: z.number().int().nonnegative(),
  /** Handed in and waiting for a grade. */
  toGradeCount: z.number().int().nonnegative(),
  gradedCount: z.number().int().nonnegative(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZGetTeamMembersResponse = z.object({ list: z.array(ZTeamMember) });
export type TGetTeamMembersResponse = z.infer<typeof ZGetTeamMembersResponse>;

/** The mentor's mentees with their class progress, attendance and homework (spec §2 /personal/team). */
export const getTeamMembers = defineEndpoint({
  method: 'GET',
  path: '/teamStu/members',
  access: 'member',
  summary: 'The mentor’s mentees and their offline training',
  response: ZGetTeamMembersResponse,
});
