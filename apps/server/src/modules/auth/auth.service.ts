import { SmsScene } from '@lectern/contracts/common/sms-code';
import { AccountStatus } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SessionRevocation } from '@lectern/contracts/common/session-revocation';
import type { TPostLoginRequest, TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TPostSendSmsCodeRequest } from '@lectern/contracts/auth/post-send-sms-code';
import type { TPostSmsLoginRequest } from '@lectern/contracts/auth/post-sms-login';
import { AppError } from '../../platform/http/app-error';
import type { LoginLimits } from '../../platform/rate-limits/login-limits';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { PasswordHasher } from '../../platform/security/passwords';
import { hashToken, newId, newSessionToken } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { Tenant } from '../../platform/tenancy/tenant-directory';
import type { VerificationCodes } from '../../platform/verification-codes/verification-codes';
import type { LoginMember } from '../../platform/accounts/member-accounts';
import type { AuthRepositories } from './auth.repository';
import { registrationRefusal, requirePhoneOfTenant } from './account-rules';

export type AuthDeps = ServiceDeps<
  AuthRepositories,
  {
    passwords: PasswordHasher;
    loginLimits: LoginLimits;
    verificationCodes: VerificationCodes;
    sessionTtlMs: number;
    /** Tells the member's older pages that a newer login replaced them (spec §4). */
    realtime: Pick<RealtimeHub, 'raceOut'>;
  }
>;

export type LoginClient = { ip: string; userAgent: string | null };

const trimmed = (value: string | undefined) => value?.trim() ?? '';

export const authService = ({
  db,
  transact,
  repositories,
  passwords,
  loginLimits,
  verificationCodes,
  sessionTtlMs,
  realtime,
}: AuthDeps) => {
  const { accounts, sessions, tenants } = repositories(db);
  /** Spec §8 account states, then a fresh session that ends the member's older ones. */
  const openSession = async (
    tenant: Tenant,
    member: LoginMember,
    client: LoginClient,
  ): Promise<TPostLoginResponse> => {
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
    const sessionId = newId();
    // Only database work with values fixed above, safe to run again (db/group-commit.ts).
    await transact(async (trx) => {
      const { accounts, sessions } = repositories(trx);
      await accounts.stampLogin(tenant.id, member.id, now);
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
        id: sessionId,
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
    // Without the bus (Redis down) the older pages learn it at their next call: 403, elsewhere.
    await realtime.raceOut(tenant.id, member.id, sessionId).catch(() => {});

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
  };

  return {
    openSession,

    /** Spec §5 password login; codes of §8 'Login and account' and docs/decisions/0002. */
    login: async (request: TPostLoginRequest, client: LoginClient) => {
      const factoryCode = trimmed(request.factoryCode);
      const userCode = trimmed(request.userCode);
      const password = request.password ?? '';
      if (factoryCode === '') throw new AppError(ErrorCode.TENANT_NUMBER_EMPTY);
      if (userCode === '') throw new AppError(ErrorCode.ACCOUNT_EMPTY);
      if (password.trim() === '') throw new AppError(ErrorCode.PASSWORD_EMPTY);

      // Unknown tenants and accounts spend tries too, so the answer tells nothing of them.
      const proven = await loginLimits.attempt(
        { account: `${factoryCode}\u0000${userCode}`, ip: client.ip },
        async () => {
          const tenant = await tenants.findByFactoryCode(factoryCode);
          const member = tenant ? await accounts.findByUserCode(tenant.id, userCode) : undefined;
          const passwordMatches = member
            ? await passwords.verify(member.password_hash, password)
            : await passwords.verifyNothing(password);
          const signedIn =
            tenant && member && passwordMatches && member.status !== AccountStatus.DELETED;
          return signedIn ? { tenant, member } : null;
        },
      );
      if (!proven) throw new AppError(ErrorCode.WRONG_ACCOUNT_OR_PASSWORD);
      return openSession(proven.tenant, proven.member, client);
    },

    /**
     * A code for code login or registration (docs/decisions/0007). A login code for a phone
     * that is no account is answered like a sent one and sends nothing, so the answer does not
     * tell which phones have accounts; it still spends the phone's and the address's budget.
     */
    sendSmsCode: async (request: TPostSendSmsCodeRequest, client: LoginClient) => {
      const { factoryCode, phone } = requirePhoneOfTenant(request.factoryCode, request.phone);
      const tenant = await tenants.findByFactoryCode(factoryCode);
      if (!tenant) throw new AppError(ErrorCode.NO_DATA);
      if (request.scene === SmsScene.REGISTER) {
        const refusal = registrationRefusal(tenant);
        if (refusal) throw new AppError(refusal);
        if (await accounts.phoneTaken(tenant.id, phone)) throw new AppError(ErrorCode.USER_EXISTS);
      }
      const deliver =
        request.scene !== SmsScene.LOGIN ||
        (await accounts.findByPhone(tenant.id, phone)) !== undefined;
      return verificationCodes.send(
        { tenantId: tenant.id, factoryCode, phone, scene: request.scene },
        client.ip,
        deliver,
      );
    },

    /**
     * Verification-code login: the phone's newest login code, then the checks of any login. A
     * password block of the account does not close it: it is the way in for a learner whose
     * account is attacked from elsewhere (docs/decisions/0023).
     */
    smsLogin: async (request: TPostSmsLoginRequest, client: LoginClient) => {
      const { factoryCode, phone } = requirePhoneOfTenant(request.factoryCode, request.phone);
      const tenant = await tenants.findByFactoryCode(factoryCode);
      if (!tenant) throw new AppError(ErrorCode.VERIFICATION_INFO_WRONG);
      await verificationCodes.consume(
        { tenantId: tenant.id, phone, scene: SmsScene.LOGIN },
        request.code,
        client.ip,
      );
      const member = await accounts.findByPhone(tenant.id, phone);
      if (!member || member.status === AccountStatus.DELETED) {
        throw new AppError(ErrorCode.VERIFICATION_INFO_WRONG);
      }
      return openSession(tenant, member, client);
    },

    logout: async (session: MemberSession) => {
      await sessions.revoke(
        session.tenantId,
        session.sessionId,
        SessionRevocation.INVALID,
        Date.now(),
      );
      return null;
    },
  };
};

export type AuthService = ReturnType<typeof authService>;
