import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { PASSWORD_MIN_LENGTH } from '@lectern/contracts/auth/post-login';
import { SessionRevocation } from '@lectern/contracts/common/session-revocation';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { DEPT_NAME_SEPARATOR, type TMemberInfo } from '@lectern/contracts/common/member';
import type { TPostUpdatePasswordRequest } from '@lectern/contracts/members/post-update-password';
import type { LoginLimits } from '../../platform/rate-limits/login-limits';
import type { PasswordHasher } from '../../platform/security/passwords';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { VerificationCodes } from '../../platform/verification-codes/verification-codes';
import { AppError } from '../../platform/http/app-error';
import { creditLedger } from '../../platform/credits/credit-ledger';
import type { MemberSession } from '../../platform/sessions/member-session';
import { IMAGE_MIMES } from '../../platform/uploads/file-kinds';
import { fileUrlPath, uploadIdOfUrl } from '../../platform/uploads/file-url';
import { UploadVisibility } from '../../platform/uploads/uploads.repository';
import type { membersRepositories } from './members.repository';

/** Shows the first 3 and last 4 digits of a phone (e.g. 138****0000). */
export const maskPhone = (phone: string) =>
  phone.length <= 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`;

type MembersDeps = ServiceDeps<
  ReturnType<typeof membersRepositories>,
  { passwords: PasswordHasher; loginLimits: LoginLimits; verificationCodes: VerificationCodes }
>;

export const membersService = ({
  db,
  transact,
  repositories,
  passwords,
  loginLimits,
  verificationCodes,
}: MembersDeps) => {
  const { members, uploads } = repositories(db);
  const phoneOf = async ({ tenantId, memberId }: MemberSession) => {
    const credentials = await members.findCredentials(tenantId, memberId);
    if (!credentials) throw new AppError(ErrorCode.NO_DATA);
    // Codes go to the phone on the account; an account without one cannot receive them.
    if (!credentials.phone) throw new AppError(ErrorCode.BINDING_INFO_EMPTY);
    return { ...credentials, phone: credentials.phone };
  };

  return {
    /** Spec §2 personal centre account: a change-password code to the learner's own phone. */
    sendPasswordCode: async (session: MemberSession, ip: string) => {
      const { phone } = await phoneOf(session);
      const sent = await verificationCodes.send(
        {
          tenantId: session.tenantId,
          factoryCode: session.factoryCode,
          phone,
          scene: SmsScene.CHANGE_PASSWORD,
        },
        ip,
      );
      return { ...sent, maskedPhone: maskPhone(phone) };
    },

    /**
     * Spec §5 change password. The original password is checked first (a try of the account and
     * the address, like a login), then the phone code. Every session of the learner ends, this
     * one too: each device signs in again with the new password (docs/decisions/0007).
     */
    updatePassword: async (
      session: MemberSession,
      request: TPostUpdatePasswordRequest,
      ip: string,
    ) => {
      const oldPassword = request.oldPassword ?? '';
      const newPassword = request.newPassword ?? '';
      const confirmPassword = request.confirmPassword ?? '';
      if (oldPassword === '') throw new AppError(ErrorCode.OLD_PASSWORD_EMPTY);
      if (newPassword === '') throw new AppError(ErrorCode.NEW_PASSWORD_EMPTY);
      if (confirmPassword === '') throw new AppError(ErrorCode.CONFIRM_PASSWORD_EMPTY);
      if (newPassword !== confirmPassword) throw new AppError(ErrorCode.NEW_PASSWORDS_DIFFER);
      if (newPassword.length < PASSWORD_MIN_LENGTH)
        throw new AppError(ErrorCode.SUBMITTED_INFO_WRONG);

      const { user_code: userCode, password_hash: passwordHash, phone } = await phoneOf(session);
      // The same budgets as a password login of the account (docs/decisions/0023).
      const proven = await loginLimits.attempt(
        { account: `${session.factoryCode}\u0000${userCode}`, ip },
        async () => ((await passwords.verify(passwordHash, oldPassword)) ? session : null),
      );
      if (!proven) throw new AppError(ErrorCode.ORIGINAL_ACCOUNT_OR_PASSWORD_WRONG);
      await verificationCodes.consume(
        { tenantId: session.tenantId, phone, scene: SmsScene.CHANGE_PASSWORD },
        request.code,
        ip,
      );
      const newHash = await passwords.hash(newPassword);
      const now = Date.now();
      // Only database work with values fixed above, safe to run again (db/group-commit.ts).
      await transact(async (trx) => {
        const writes = repositories(trx);
        await writes.members.updatePassword(session.tenantId, session.memberId, newHash, now);
        await writes.sessions.revokeLiveOfMember(
          session.tenantId,
          session.memberId,
          SessionRevocation.INVALID,
          now,
        );
      });
      return null;
    },

    memberInfo: async ({ tenantId, memberId }: MemberSession): Promise<TMemberInfo> => {
      const member = await members.findById(tenantId, memberId);
      if (!member) throw new AppError(ErrorCode.NO_DATA);
      const [organisations, totalCredit] = await Promise.all([
        members.organisationNames(tenantId, memberId),
        creditLedger(db).total(tenantId, memberId),
      ]);
      return {
        userId: member.id,
        userCode: member.user_code,
        nickName: member.nick_name,
        avatar: member.avatar,
        factoryCode: member.factory_code,
        deptName: organisations.join(DEPT_NAME_SEPARATOR),
        bizName: member.biz_name,
        bizType: member.biz_type,
        createTime: member.created_at,
        expireTime: member.expire_at,
        totalCredit,
      };
    },

    /**
     * The avatar must be a png/jpg of the member's own uploads or the tenant's public ones;
     * another learner's upload answers like a missing one. Stored site-relative.
     */
    updateAvatar: async ({ tenantId, memberId }: MemberSession, avatarUrl: string) => {
      const uploadId = uploadIdOfUrl(avatarUrl);
      const upload = uploadId ? await uploads.findById(tenantId, uploadId) : undefined;
      const ownOrPublic =
        upload?.visibility === UploadVisibility.PUBLIC || upload?.member_id === memberId;
      if (!upload || !ownOrPublic) throw new AppError(ErrorCode.NO_DATA);
      if (!IMAGE_MIMES.includes(upload.mime))
        throw new AppError(ErrorCode.UPLOAD_FORMAT_UNSUPPORTED);
      await members.updateAvatar(
        tenantId,
        memberId,
        fileUrlPath(upload.id, upload.original_name),
        Date.now(),
      );
      return null;
    },
  };
};
