import { PASSWORD_MIN_LENGTH } from '@lectern/contracts/auth/post-login';
import type {
  TPostRegisterRequest,
  TPostRegisterResponse,
} from '@lectern/contracts/auth/post-register';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { AccountStatus, MemberRole } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { Dialect } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../platform/http/app-error';
import type { PasswordHasher } from '../../platform/security/passwords';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import { lockTenant } from '../../platform/tenancy/tenant-locks';
import type { VerificationCodes } from '../../platform/verification-codes/verification-codes';
import type { AuthRepositories } from './auth.repository';
import { registrationRefusal, requirePhoneOfTenant } from './account-rules';
import type { AuthService, LoginClient } from './auth.service';

type RegistrationDeps = ServiceDeps<
  AuthRepositories,
  {
    dialect: Dialect;
    passwords: PasswordHasher;
    verificationCodes: VerificationCodes;
    auth: AuthService;
  }
>;

export const registrationService = ({
  db,
  transact,
  repositories,
  dialect,
  passwords,
  verificationCodes,
  auth,
}: RegistrationDeps) => ({
  /**
   * Spec §2 and §4 registration: the phone becomes the account. The tenant decides whether the
   * account awaits admin review or is logged in at once; its learner maximum holds under
   * concurrent registrations.
   */
  register: async (
    request: TPostRegisterRequest,
    client: LoginClient,
  ): Promise<TPostRegisterResponse> => {
    const { factoryCode, phone } = requirePhoneOfTenant(request.factoryCode, request.phone);
    const nickName = request.nickName?.trim() ?? '';
    const password = request.password ?? '';
    if (nickName === '') throw new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'nickName');
    if (password.trim() === '') throw new AppError(ErrorCode.PASSWORD_EMPTY);
    if (password.length < PASSWORD_MIN_LENGTH)
      throw new AppError(ErrorCode.REGISTRATION_INFO_WRONG);
    if ((request.confirmPassword ?? '') === '')
      throw new AppError(ErrorCode.CONFIRM_PASSWORD_EMPTY);
    if (request.confirmPassword !== password) throw new AppError(ErrorCode.NEW_PASSWORDS_DIFFER);

    const { accounts, tenants } = repositories(db);
    const tenant = await tenants.findByFactoryCode(factoryCode);
    if (!tenant) throw new AppError(ErrorCode.NO_DATA);
    const refusal = registrationRefusal(tenant);
    if (refusal) throw new AppError(refusal);
    if (await accounts.phoneTaken(tenant.id, phone)) throw new AppError(ErrorCode.USER_EXISTS);
    // An invitation code is optional; one given must be a learner's of the tenant (309230).
    const inviteCode = request.inviteCode ?? '';
    const inviterId =
      inviteCode === ''
        ? undefined
        : await repositories(db).invitations.inviterOf(tenant.id, inviteCode);
    if (inviteCode !== '' && inviterId === undefined) {
      throw new AppError(ErrorCode.INVITE_CODE_NOT_FOUND);
    }
    const { maxLearners } = tenant.limits;
    const full = async (store: typeof accounts) =>
      maxLearners !== null && (await store.countLearners(tenant.id)) >= maxLearners;
    // Checked before the code is used up, so a full tenant does not cost the learner a code.
    if (await full(accounts)) throw new AppError(ErrorCode.MAX_LEARNER_ACCOUNTS);

    await verificationCodes.consume(
      { tenantId: tenant.id, phone, scene: SmsScene.REGISTER },
      request.code,
      client.ip,
    );
    const now = Date.now();
    const member = {
      id: newId(),
      tenant_id: tenant.id,
      user_code: phone,
      nick_name: nickName,
      password_hash: await passwords.hash(password),
      phone,
      status: tenant.registration.reviewRequired
        ? AccountStatus.NOT_ACTIVATED
        : AccountStatus.ACTIVE,
      expire_at: null,
      biz_name: null,
      biz_type: null,
      avatar: null,
      total_credit: 0,
      created_at: now,
      updated_at: now,
      last_login_at: null,
      role: MemberRole.LEARNER,
    };
    try {
      // Only database work with the member fixed above, safe to run again (db/group-commit.ts).
      await transact(async (trx) => {
        const store = repositories(trx).accounts;
        // Registrations of one tenant count and insert one after the other.
        await lockTenant(trx, dialect, 'registrations', tenant.id);
        if (await full(store)) throw new AppError(ErrorCode.MAX_LEARNER_ACCOUNTS);
        await store.insert(member);
        if (inviterId !== undefined) {
          await repositories(trx).invitations.recordRegistration({
            tenantId: tenant.id,
            inviterId,
            inviteeId: member.id,
            nickName,
            phone,
            invitedAt: now,
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.USER_EXISTS);
      throw error;
    }

    if (tenant.registration.reviewRequired) return { reviewRequired: true };
    return { reviewRequired: false, ...(await auth.openSession(tenant, member, client)) };
  },
});
