import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const ZPostLogoutRequest = z.object({});
export const ZPostLogoutResponse = z.null();

export const postLogout = defineEndpoint({
  method: 'POST',
  path: '/login/logout',
  access: 'member',
  summary: 'Sign out: revokes the current session',
  body: ZPostLogoutRequest,
  response: ZPostLogoutResponse,
});
