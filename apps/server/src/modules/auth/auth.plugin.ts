import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@lectern/contracts/common/endpoint';
import { postLogin } from '@lectern/contracts/auth/post-login';
import { postLogout } from '@lectern/contracts/auth/post-logout';
import { postRegister } from '@lectern/contracts/auth/post-register';
import { postSendSmsCode } from '@lectern/contracts/auth/post-send-sms-code';
import { postSmsLogin } from '@lectern/contracts/auth/post-sms-login';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { TOKEN_COOKIE } from '../../platform/sessions/session-guard';
import { authRepositories } from './auth.repository';
import { authService, type LoginClient } from './auth.service';
import { registrationService } from './registration.service';

const loginClient = (request: FastifyRequest): LoginClient => ({
  ip: request.ip ?? 'unknown',
  userAgent: request.headers['user-agent'] ?? null,
});

export const authPlugin: FeaturePlugin = (api, deps) => {
  const repositories = authRepositories(deps.memberAccounts, deps.invitations);
  const auth = authService({
    db: deps.db,
    transact: deps.transact,
    repositories,
    passwords: deps.passwords,
    loginLimits: deps.loginLimits,
    verificationCodes: deps.verificationCodes,
    sessionTtlMs: deps.config.sessionTtlMs,
    realtime: deps.realtime,
  });
  const registration = registrationService({
    db: deps.db,
    transact: deps.transact,
    repositories,
    dialect: deps.dialect,
    passwords: deps.passwords,
    verificationCodes: deps.verificationCodes,
    auth,
  });
  const cookieOptions = (secure: boolean) =>
    ({ path: API_BASE, httpOnly: true, sameSite: 'lax', secure }) as const;
  // Only downloads and WebSockets read this cookie; API calls use the Authorization header.
  const setTokenCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(TOKEN_COOKIE, token, {
      ...cookieOptions(request.protocol === 'https'),
      maxAge: Math.floor(deps.config.sessionTtlMs / 1000),
    });

  registerEndpoint(api, deps.guards, postLogin, async ({ body, request, reply }) => {
    const result = await auth.login(body, loginClient(request));
    setTokenCookie(request, reply, result.tokenValue);
    return result;
  });

  registerEndpoint(api, deps.guards, postSmsLogin, async ({ body, request, reply }) => {
    const result = await auth.smsLogin(body, loginClient(request));
    setTokenCookie(request, reply, result.tokenValue);
    return result;
  });

  registerEndpoint(api, deps.guards, postSendSmsCode, ({ body, request }) =>
    auth.sendSmsCode(body, loginClient(request)),
  );

  registerEndpoint(api, deps.guards, postRegister, async ({ body, request, reply }) => {
    const result = await registration.register(body, loginClient(request));
    if (!result.reviewRequired) setTokenCookie(request, reply, result.tokenValue);
    return result;
  });

  registerEndpoint(api, deps.guards, postLogout, async ({ session, request, reply }) => {
    reply.clearCookie(TOKEN_COOKIE, cookieOptions(request.protocol === 'https'));
    return auth.logout(session);
  });
};
