import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMemberInfo, type TMemberInfo } from '../common/member';

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
