import { randomInt } from 'node:crypto';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TGetInviteCodeResponse } from '@lectern/contracts/sharing/get-invite-code';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  invitationPath,
} from '@lectern/contracts/common/invite-code';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { SharingRepositories } from './sharing.repository';

/** Draws before a code is given up on: a collision in 32^8 codes is already rare. */
const MAX_CODE_DRAWS = 10;

const drawCode = () =>
  Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');

/** 13812345678 → 138****5678: the inviter sees who registered, not their whole number. */
export const maskedPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

/**
 * Invitation codes (issue 24, docs/decisions/0067): each learner's code is made on first asking,
 * once (concurrent first askings keep one), and registration records who used it
 * (invitations.repository.ts, lent to auth).
 */
export const sharingService = ({ db, repositories }: ServiceDeps<SharingRepositories>) => {
  const { sharing } = repositories(db);

  const codeOf = async ({ tenantId, memberId }: MemberSession) => {
    for (let draw = 0; draw < MAX_CODE_DRAWS; draw += 1) {
      const existing = await sharing.findCode(tenantId, memberId);
      if (existing) return existing;
      await sharing.insertCode({
        tenant_id: tenantId,
        member_id: memberId,
        code: drawCode(),
        created_at: Date.now(),
      });
    }
    const made = await sharing.findCode(tenantId, memberId);
    if (!made) throw new Error('no free invitation code after repeated draws');
    return made;
  };

  return {
    inviteCode: async (session: MemberSession): Promise<TGetInviteCodeResponse> => {
      const code = await codeOf(session);
      return {
        inviteCode: code.code,
        inviteCreateTime: code.created_at,
        registrationPath: invitationPath(session.factoryCode, code.code),
        registrations: await sharing.countRegistrations(session.tenantId, session.memberId),
      };
    },

    registrations: async ({ tenantId, memberId }: MemberSession, page: TPageQuery) => {
      const [rows, total] = await Promise.all([
        sharing.registrations(tenantId, memberId, {
          offset: (page.pageNum - 1) * page.pageSize,
          limit: page.pageSize,
        }),
        sharing.countRegistrations(tenantId, memberId),
      ]);
      return {
        list: rows.map((row) => ({
          nickName: row.nick_name,
          phone: maskedPhone(row.phone),
          inviteTime: row.invited_at,
        })),
        total,
      };
    },
  };
};
