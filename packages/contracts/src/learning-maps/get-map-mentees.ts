import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/** A mentee with how far they got through the maps that reach them. */
export const ZMapMentee = z.object({
  memberId: z.string(),
  nickName: z.string(),
  userCode: z.string(),
  avatar: z.string().nullable(),
  mapCount: z.number().int().nonnegative(),
  completedCount: z.number().int().nonnegative(),
  /** The average progress of their maps, 0–100. */
  percent: z.number().int().min(0).max(100),
});
export type TMapMentee = z.infer<typeof ZMapMentee>;

export const ZGetMapMenteesRequest = z.object({});
export const ZGetMapMenteesResponse = z.array(ZMapMentee);
export type TGetMapMenteesResponse = z.infer<typeof ZGetMapMenteesResponse>;

/** The caller's mentees and their maps' progress (empty for a learner who mentors no one). */
export const getMapMentees = defineEndpoint({
  method: 'GET',
  path: '/learn/map/member/mentees',
  access: 'member',
  summary: 'The caller’s mentees with their learning-map progress',
  query: ZGetMapMenteesRequest,
  response: ZGetMapMenteesResponse,
});
