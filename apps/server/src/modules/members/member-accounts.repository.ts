import type { Kysely } from 'kysely';
import { AccountStatus, MemberRole } from '@lectern/contracts/common/enums';
import type { Database } from '../../db/schema';
import type {
  MemberAccounts,
  MemberOrganisations,
  MemberPlacement,
  Mentorships,
} from '../../platform/accounts/member-accounts';

const LOGIN_COLUMNS = [
  'id',
  'user_code',
  'nick_name',
  'password_hash',
  'status',
  'expire_at',
  'avatar',
] as const;

/** The members module's side of the accounts other features sign in and register. */
export const memberAccountsRepository = (db: Kysely<Database>): MemberAccounts => ({
  findByUserCode: (tenantId, userCode) =>
    db
      .selectFrom('members')
      .select(LOGIN_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('user_code', '=', userCode)
      .executeTakeFirst(),

  findByPhone: (tenantId, phone) =>
    db
      .selectFrom('members')
      .select(LOGIN_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .executeTakeFirst(),

  phoneTaken: async (tenantId, phone) => {
    const row = await db
      .selectFrom('members')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('user_code', '=', phone), eb('phone', '=', phone)]))
      .executeTakeFirst();
    return row !== undefined;
  },

  countLearners: async (tenantId) => {
    const row = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('learners'))
      .where('tenant_id', '=', tenantId)
      .where('role', '=', MemberRole.LEARNER)
      .where('status', '!=', AccountStatus.DELETED)
      .executeTakeFirstOrThrow();
    return Number(row.learners);
  },

  insert: async (member) => {
    await db.insertInto('members').values(member).execute();
  },

  stampLogin: async (tenantId, memberId, now) => {
    await db
      .updateTable('members')
      .set({ last_login_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .execute();
  },
});

/** The members module's side of the organisations other features place members in. */
export const memberOrganisationsRepository = (db: Kysely<Database>): MemberOrganisations => ({
  organisationIdsOf: async (tenantId, memberId) =>
    (
      await db
        .selectFrom('member_organisations')
        .select('organisation_id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .execute()
    ).map((row) => row.organisation_id),

  countMembersIn: async (tenantId, organisationId, exceptMemberId) => {
    const row = await db
      .selectFrom('member_organisations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('organisation_id', '=', organisationId)
      .where('member_id', '!=', exceptMemberId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  placeIn: async (tenantId, memberId, organisationId) => {
    await db
      .deleteFrom('member_organisations')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .execute();
    await db
      .insertInto('member_organisations')
      .values({ tenant_id: tenantId, member_id: memberId, organisation_id: organisationId })
      .execute();
  },

  placementsIn: async (tenantId) => {
    const rows = await db
      .selectFrom('members')
      .leftJoin('member_organisations', (join) =>
        join
          .onRef('member_organisations.member_id', '=', 'members.id')
          .on('member_organisations.tenant_id', '=', tenantId),
      )
      .leftJoin('organisations', (join) =>
        join
          .onRef('organisations.id', '=', 'member_organisations.organisation_id')
          .on('organisations.tenant_id', '=', tenantId),
      )
      .select(['members.id', 'organisations.id as organisation_id', 'organisations.name'])
      .where('members.tenant_id', '=', tenantId)
      .where('members.status', '!=', AccountStatus.DELETED)
      .orderBy('members.id')
      .orderBy('organisations.classify_path')
      .execute();
    const placements = new Map<string, MemberPlacement>();
    for (const row of rows) {
      if (placements.has(row.id)) continue;
      placements.set(row.id, {
        memberId: row.id,
        organisationId: row.organisation_id,
        organisationName: row.name,
      });
    }
    return [...placements.values()];
  },
});

/** Lent to offline training and learning maps (features.ts): who mentors whom. */
export const mentorshipsRepository = (db: Kysely<Database>): Mentorships => ({
  menteesOf: async (tenantId, mentorId) =>
    (
      await db
        .selectFrom('members')
        .select(['id', 'nick_name', 'user_code', 'avatar'])
        .where('tenant_id', '=', tenantId)
        .where('mentor_id', '=', mentorId)
        .orderBy('nick_name')
        .orderBy('id')
        .execute()
    ).map((row) => ({
      memberId: row.id,
      nickName: row.nick_name,
      userCode: row.user_code,
      avatar: row.avatar,
    })),

  mentors: async (tenantId, mentorId, memberId) =>
    (await db
      .selectFrom('members')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .where('mentor_id', '=', mentorId)
      .executeTakeFirst()) !== undefined,
});
