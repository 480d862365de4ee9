import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@lectern/contracts/common/endpoint';
import { postLogin } from '@lectern/contracts/auth/post-login';
import { postLogout } from '@lectern/contracts/auth/post-logout';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { TOKEN_COOKIE } from '../../platform/sessions/session-guard';
import { authService } from './auth.service';

export const registerAuthRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const auth = authService({
    db: deps.db,
    passwords: deps.passwords,
    loginLimits: deps.loginLimits,
    sessionTtlMs: deps.config.sessionTtlMs,
  });
  const cookieOptions = (secure: boolean) =>
    ({ path: API_BASE, httpOnly: true, sameSite: 'lax', secure }) as const;

  registerEndpoint(api, deps.guards, postLogin, async ({ body, request, reply }) => {
    const result = await auth.login(body, {
      ip: request.ip ?? 'unknown',
      userAgent: request.headers['user-agent'] ?? null,
    });
    // Only downloads and WebSockets read this cookie; API calls use the Authorization header.
    reply.setCookie(TOKEN_COOKIE, result.tokenValue, {
      ...cookieOptions(request.protocol === 'https'),
      maxAge: Math.floor(deps.config.sessionTtlMs / 1000),
    });
    return result;
  });

  registerEndpoint(api, deps.guards, postLogout, async ({ session, request, reply }) => {
    reply.clearCookie(TOKEN_COOKIE, cookieOptions(request.protocol === 'https'));
    return auth.logout(session);
  });
};
