import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode } from '../common/primitives';

export const ZGetUserVerRequest = z.object({ factoryCode: ZFactoryCode.min(1) });
export type TGetUserVerRequest = z.infer<typeof ZGetUserVerRequest>;

/** Spec §7: the tenant user version; the client uses 10 when it is missing. */
export const ZGetUserVerResponse = z.number().int();
export type TGetUserVerResponse = z.infer<typeof ZGetUserVerResponse>;

export const getUserVer = defineEndpoint({
  method: 'GET',
  path: '/login/userVer',
  access: 'public',
  summary: 'The tenant user version (footer and page title rules)',
  query: ZGetUserVerRequest,
  response: ZGetUserVerResponse,
});
