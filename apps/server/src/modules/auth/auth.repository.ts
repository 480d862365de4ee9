import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const authRepository = (db: Kysely<Database>) => ({
  findMemberByUserCode: (tenantId: string, userCode: string) =>
    db
      .selectFrom('members')
      .select(['id', 'user_code', 'nick_name', 'password_hash', 'status', 'expire_at', 'avatar'])
      .where('tenant_id', '=', tenantId)
      .where('user_code', '=', userCode)
      .executeTakeFirst(),

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
