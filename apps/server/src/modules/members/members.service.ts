import type { Kysely } from 'kysely';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TMemberInfo } from '@lectern/contracts/members/get-member-info';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { MemberSession } from '../../platform/sessions/member-session';
import { IMAGE_MIMES } from '../../platform/uploads/file-kinds';
import { fileUrlPath, uploadIdOfUrl } from '../../platform/uploads/file-url';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { membersRepository } from './members.repository';

/** Spec §3 member display fields: organisation names joined by ';'. */
const DEPT_NAME_SEPARATOR = ';';

export const membersService = (db: Kysely<Database>) => {
  const members = membersRepository(db);
  return {
    memberInfo: async ({ tenantId, memberId }: MemberSession): Promise<TMemberInfo> => {
      const member = await members.findById(tenantId, memberId);
      if (!member) throw new AppError(ErrorCode.NO_DATA);
      const organisations = await members.organisationNames(tenantId, memberId);
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
        totalCredit: member.total_credit,
      };
    },

    /** The avatar must be a png/jpg upload of the member's own tenant; stored site-relative. */
    updateAvatar: async ({ tenantId, memberId }: MemberSession, avatarUrl: string) => {
      const uploadId = uploadIdOfUrl(avatarUrl);
      const upload = uploadId
        ? await uploadsRepository(db).findById(tenantId, uploadId)
        : undefined;
      if (!upload) throw new AppError(ErrorCode.NO_DATA);
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
