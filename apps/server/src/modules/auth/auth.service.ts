import type { Kysely } from 'kysely';
import { AccountStatus } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SessionRevocation } from '@lectern/contracts/auth/session-revocation';
import type { TPostLoginRequest, TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { LoginLimits } from '../../platform/rate-limits/login-limits';
import type { PasswordHasher } from '../../platform/security/passwords';
import { hashToken, newId, newSessionToken } from '../../platform/security/tokens';
import type { MemberSession } from '../../platform/sessions/member-session';
import { sessionsRepository } from '../../platform/sessions/sessions.repository';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';
import { authRepository } from './auth.repository';

type AuthDeps = {
  db: Kysely<Database>;
  passwords: PasswordHasher;
  loginLimits: LoginLimits;
  sessionTtlMs: number;
};

export type LoginClient = { ip: string; userAgent: string | null };

export const authService = ({ db, passwords, loginLimits, sessionTtlMs }: AuthDeps) => ({
  /** Spec §5 password login; codes of §8 'Login and account' and docs/decisions/0002. */
  login: async (request: TPostLoginRequest, client: LoginClient): Promise<TPostLoginResponse> => {
    const factoryCode = request.factoryCode?.trim() ?? '';
    const userCode = request.userCode?.trim() ?? '';
    const password = request.password ?? '';
    if (factoryCode === '') throw new AppError(ErrorCode.TENANT_NUMBER_EMPTY);
    if (userCode === '') throw new AppError(ErrorCode.ACCOUNT_EMPTY);
    if (password.trim() === '') throw new AppError(ErrorCode.PASSWORD_EMPTY);

    const accountKey = `${factoryCode}\u0000${userCode}`;
    const retryAfter = await loginLimits.retryAfter(accountKey, client.ip);
    if (retryAfter !== null) {
      throw new AppError(ErrorCode.LOGIN_FAILED, retryAfter, { 'Retry-After': String(retryAfter) });
    }

    const tenant = await tenantDirectory(db).findByFactoryCode(factoryCode);
    const member = tenant
      ? await authRepository(db).findMemberByUserCode(tenant.id, userCode)
      : undefined;
    const passwordMatches = member
      ? await passwords.verify(member.password_hash, password)
      : await passwords.verifyNothing(password);
    if (!tenant || !member || !passwordMatches || member.status === AccountStatus.DELETED) {
      await loginLimits.recordFailure(accountKey, client.ip);
      throw new AppError(ErrorCode.WRONG_ACCOUNT_OR_PASSWORD);
    }
    await loginLimits.recordSuccess(accountKey);

    const now = Date.now();
    if (member.status === AccountStatus.NOT_ACTIVATED)
      throw new AppError(ErrorCode.ACCOUNT_NOT_ACTIVATED);
    if (member.status === AccountStatus.CANCELLED) throw new AppError(ErrorCode.ACCOUNT_CANCELLED);
    const expired = member.expire_at !== null && member.expire_at <= now;
    if (member.status === AccountStatus.EXPIRED || expired) {
      throw new AppError(ErrorCode.ACCOUNT_EXPIRED);
    }
    if (tenant.forceChatAppLogin) throw new AppError(ErrorCode.MUST_LOGIN_WITH_CHAT_APP);

    const token = newSessionToken();
    await db.transaction().execute(async (trx) => {
      await authRepository(trx).stampLogin(tenant.id, member.id, now);
      const sessions = sessionsRepository(trx);
      const { maxOnlineUsers } = tenant.limits;
      if (maxOnlineUsers !== null) {
        const online = await sessions.countOnlineMembers(tenant.id, member.id, now);
        if (online >= maxOnlineUsers) throw new AppError(ErrorCode.MAX_ONLINE_LOCKED);
      }
      await sessions.revokeLiveOfMember(
        tenant.id,
        member.id,
        SessionRevocation.LOGGED_IN_ELSEWHERE,
        now,
      );
      await sessions.insert({
        id: newId(),
        tenant_id: tenant.id,
        member_id: member.id,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: now + sessionTtlMs,
        last_seen_at: now,
        revoked_at: null,
        revoke_reason: null,
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
      });
    });

    return {
      tokenValue: token,
      loginUserInfo: {
        userId: member.id,
        userCode: member.user_code,
        nickName: member.nick_name,
        factoryCode: tenant.factoryCode,
        avatar: member.avatar,
      },
    };
  },

  logout: async (session: MemberSession) => {
    await sessionsRepository(db).revoke(
      session.tenantId,
      session.sessionId,
      SessionRevocation.INVALID,
      Date.now(),
    );
    return null;
  },
});
