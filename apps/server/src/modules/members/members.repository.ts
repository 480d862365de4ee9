import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const membersRepository = (db: Kysely<Database>) => ({
  findById: (tenantId: string, memberId: string) =>
    db
      .selectFrom('members')
      .innerJoin('tenants', 'tenants.id', 'members.tenant_id')
      .select([
        'members.id',
        'members.user_code',
        'members.nick_name',
        'members.avatar',
        'members.biz_name',
        'members.biz_type',
        'members.created_at',
        'members.expire_at',
        'members.total_credit',
        'tenants.factory_code',
      ])
      .where('members.tenant_id', '=', tenantId)
      .where('members.id', '=', memberId)
      .executeTakeFirst(),

  /** Names of the member's organisation nodes, in tree order. */
  organisationNames: async (tenantId: string, memberId: string) => {
    const rows = await db
      .selectFrom('member_organisations')
      .innerJoin('organisations', (join) =>
        join
          .onRef('organisations.id', '=', 'member_organisations.organisation_id')
          .onRef('organisations.tenant_id', '=', 'member_organisations.tenant_id'),
      )
      .select('organisations.name')
      .where('member_organisations.tenant_id', '=', tenantId)
      .where('member_organisations.member_id', '=', memberId)
      .orderBy('organisations.classify_path')
      .execute();
    return rows.map((row) => row.name);
  },

  /** What a password change checks: the current hash and the phone codes go to. */
  findCredentials: (tenantId: string, memberId: string) =>
    db
      .selectFrom('members')
      .select(['user_code', 'password_hash', 'phone'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .executeTakeFirst(),

  updatePassword: (tenantId: string, memberId: string, passwordHash: string, now: number) =>
    db
      .updateTable('members')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .execute(),

  updateAvatar: (tenantId: string, memberId: string, avatar: string, now: number) =>
    db
      .updateTable('members')
      .set({ avatar, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .execute(),
});
