import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

/** Spec §3 member info and display fields. */
export const ZMemberInfo = z.object({
  userId: ZId,
  userCode: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  factoryCode: z.string(),
  /** Names of the member's organisation nodes, separated by ';'. */
  deptName: z.string(),
  bizName: z.string().nullable(),
  bizType: z.string().nullable(),
  createTime: ZEpochMillis,
  expireTime: ZEpochMillis.nullable(),
  totalCredit: z.number(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const ZGetMemberInfoRequest = z.object({});
export const ZGetMemberInfoResponse = ZMemberInfo;
export type TGetMemberInfoResponse = TMemberInfo;

export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: '/mine/memberInfo',
  access: 'member',
  summary: "The signed-in learner's member info",
  query: ZGetMemberInfoRequest,
  response: ZGetMemberInfoResponse,
});
