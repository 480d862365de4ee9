import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZFactoryCode } from '../common/primitives';

export const ZGetCreateOnRequest = z.object({ factoryCode: ZFactoryCode });
export type TGetCreateOnRequest = z.infer<typeof ZGetCreateOnRequest>;

/** Fired on app start (spec §7). Answers the server's clock so the client can correct countdowns. */
export const ZGetCreateOnResponse = z.object({ serverTime: ZEpochMillis });
export type TGetCreateOnResponse = z.infer<typeof ZGetCreateOnResponse>;

export const getCreateOn = defineEndpoint({
  method: 'GET',
  path: '/login/createOn',
  access: 'public',
  summary: 'App start: checks the tenant and returns the server time',
  query: ZGetCreateOnRequest,
  response: ZGetCreateOnResponse,
});
