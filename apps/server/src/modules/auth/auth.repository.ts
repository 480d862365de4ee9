import type { Kysely } from 'kysely';
import { AccountStatus } from '@lectern/contracts/common/enums';
import type { Database } from '../../db/schema';
import { sessionsRepository } from '../../platform/sessions/sessions.repository';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';

type MemberTable = Database['members'];

const LOGIN_COLUMNS = [
  'id',
  'user_code',
  'nick_name',
  'password_hash',
  'status',
  'expire_at',
  'avatar',
] as const;

export type LoginMember = Pick<MemberTable, (typeof LOGIN_COLUMNS)[number]>;

export const authRepository = (db: Kysely<Database>) => ({
  findMemberByUserCode: (tenantId: string, userCode: string) =>
    db
      .selectFrom('members')
      .select(LOGIN_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('user_code', '=', userCode)
      .executeTakeFirst(),

  findMemberByPhone: (tenantId: string, phone: string) =>
    db
      .selectFrom('members')
      .select(LOGIN_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .executeTakeFirst(),

  /** Whether the phone is taken, as an account or as a member's phone. */
  phoneTaken: async (tenantId: string, phone: string) => {
    const row = await db
      .selectFrom('members')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('user_code', '=', phone), eb('phone', '=', phone)]))
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Learner accounts counting towards the tenant's maximum (spec §6 capacity): all but deleted. */
  countLearners: async (tenantId: string) => {
    const row = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('learners'))
      .where('tenant_id', '=', tenantId)
      .where('status', '!=', AccountStatus.DELETED)
      .executeTakeFirstOrThrow();
    return Number(row.learners);
  },

  /**
   * Touches the tenant row. Inside a transaction this takes its write lock, so registrations
   * of one tenant count and insert one after the other.
   */
  lockTenant: (tenantId: string, now: number) =>
    db.updateTable('tenants').set({ updated_at: now }).where('id', '=', tenantId).execute(),

  insertMember: (member: MemberTable) => db.insertInto('members').values(member).execute(),

  /**
   * Stamps the login on the member row. Inside a transaction this also takes the row's write
   * lock, so concurrent logins of one member run one after the other.
   */
  stampLogin: (tenantId: string, memberId: string, now: number) =>
    db
      .updateTable('members')
      .set({ last_login_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .execute(),
});

export const authRepositories = (db: Kysely<Database>) => ({
  accounts: authRepository(db),
  sessions: sessionsRepository(db),
  tenants: tenantDirectory(db),
});
