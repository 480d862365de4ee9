import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZEpochMillis, ZId } from '../common/primitives';

/** One invited member's progress through a programme, for administrators. */
export const ZAdminTraineeProgress = z.object({
  memberId: ZId,
  name: z.string(),
  userCode: z.string(),
  inviteCreateTime: ZEpochMillis,
  inviteTime: ZEpochMillis,
  taskCount: z.number().int().nonnegative(),
  doneCount: z.number().int().nonnegative(),
  overdueCount: z.number().int().nonnegative(),
  progress: z.number().int().min(0).max(100),
  examPassed: z.boolean(),
  completed: z.boolean(),
});
export type TAdminTraineeProgress = z.infer<typeof ZAdminTraineeProgress>;

export const ZGetAdminNewMemberTrainProgressRequest = ZPageQuery.extend({ trainId: ZId });
export const ZGetAdminNewMemberTrainProgressResponse = zPage(ZAdminTraineeProgress);
export type TGetAdminNewMemberTrainProgressResponse = z.infer<
  typeof ZGetAdminNewMemberTrainProgressResponse
>;

/** Administrator: a programme's invited members, most recently invited first. 309250. */
export const getAdminNewMemberTrainProgress = defineEndpoint({
  method: 'GET',
  path: '/admin/newMemberTrain/progress',
  access: 'admin',
  summary: 'A new-employee training programme’s progress by invited member',
  query: ZGetAdminNewMemberTrainProgressRequest,
  response: ZGetAdminNewMemberTrainProgressResponse,
});
