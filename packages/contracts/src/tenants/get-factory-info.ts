import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode } from '../common/primitives';
import { ZFactoryInfo, type TFactoryInfo } from '../common/tenant';

export const ZGetFactoryInfoRequest = z.object({ factoryCode: ZFactoryCode.min(1) });
export type TGetFactoryInfoRequest = z.infer<typeof ZGetFactoryInfoRequest>;

/** Spec §3 tenant info; unknown tenant answers 300213. */
export const ZGetFactoryInfoResponse = ZFactoryInfo;
export type TGetFactoryInfoResponse = TFactoryInfo;

export const getFactoryInfo = defineEndpoint({
  method: 'GET',
  path: '/login/getFactoryInfo',
  access: 'public',
  summary: "The tenant's name, logo, login background, theme colour and login rules",
  query: ZGetFactoryInfoRequest,
  response: ZGetFactoryInfoResponse,
});
