import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sessionsRepository } from '../../platform/sessions/sessions.repository';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import type { MemberTable, OrganisationTable } from './members.schema';

type OrganisationFields = Omit<OrganisationTable, 'id' | 'tenant_id' | 'created_at'>;
type MemberFields = Omit<
  Insertable<MemberTable>,
  'id' | 'tenant_id' | 'created_at' | 'last_login_at' | 'avatar' | 'total_credit'
>;

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

  // The content-pack import's upserts (members.pack.ts), keyed by the pack's natural keys.
  organisationIdsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('organisations')
      .select(['id', 'classify_code'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.classify_code, row.id]));
  },

  insertOrganisation: (tenantId: string, id: string, fields: OrganisationFields, now: number) =>
    db
      .insertInto('organisations')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateOrganisation: (tenantId: string, id: string, fields: OrganisationFields) =>
    db
      .updateTable('organisations')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  findMemberId: async (tenantId: string, userCode: string) =>
    (
      await db
        .selectFrom('members')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_code', '=', userCode)
        .executeTakeFirst()
    )?.id,

  insertMember: (tenantId: string, id: string, fields: MemberFields, now: number) =>
    db
      .insertInto('members')
      .values({
        id,
        tenant_id: tenantId,
        ...fields,
        avatar: null,
        total_credit: 0,
        created_at: now,
        last_login_at: null,
      })
      .execute(),

  updateMember: (tenantId: string, id: string, fields: MemberFields) =>
    db
      .updateTable('members')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Sets the member's mentor (a member id of the tenant) or clears it. */
  setMentor: (tenantId: string, id: string, mentorId: string | null) =>
    db
      .updateTable('members')
      .set({ mentor_id: mentorId })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  replaceMemberOrganisations: async (
    tenantId: string,
    memberId: string,
    organisationIds: string[],
  ) => {
    await db
      .deleteFrom('member_organisations')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .execute();
    if (organisationIds.length === 0) return;
    await db
      .insertInto('member_organisations')
      .values(
        organisationIds.map((organisationId) => ({
          tenant_id: tenantId,
          member_id: memberId,
          organisation_id: organisationId,
        })),
      )
      .execute();
  },
});

export const membersRepositories = (db: Kysely<Database>) => ({
  members: membersRepository(db),
  sessions: sessionsRepository(db),
  uploads: uploadsRepository(db),
});
