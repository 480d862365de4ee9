import type { Executor } from '../../platform/services/service-deps';
import type { InviteCodeTable } from './sharing.schema';

/** Learners' invitation codes and the registrations made with them; every query tenant-scoped. */
export const sharingRepository = (db: Executor) => ({
  findCode: async (tenantId: string, memberId: string) => {
    const row = await db
      .selectFrom('invite_codes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? { ...row, created_at: Number(row.created_at) } : undefined;
  },

  /**
   * Gives the learner `code` unless they have one; false when it was not given (they have one,
   * or the code is another's: the caller draws again).
   */
  insertCode: async (row: InviteCodeTable) => {
    const inserted = await db
      .insertInto('invite_codes')
      .values(row)
      .onConflict((conflict) => conflict.doNothing())
      .returning('code')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  countRegistrations: async (tenantId: string, inviterId: string) => {
    const row = await db
      .selectFrom('invite_registrations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('inviter_id', '=', inviterId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  registrations: async (
    tenantId: string,
    inviterId: string,
    page: { offset: number; limit: number },
  ) => {
    const rows = await db
      .selectFrom('invite_registrations')
      .select(['nick_name', 'phone', 'invited_at'])
      .where('tenant_id', '=', tenantId)
      .where('inviter_id', '=', inviterId)
      .orderBy('invited_at', 'desc')
      .orderBy('invitee_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return rows.map((row) => ({ ...row, invited_at: Number(row.invited_at) }));
  },
});

export const sharingRepositories = (executor: Executor) => ({
  sharing: sharingRepository(executor),
});
export type SharingRepositories = ReturnType<typeof sharingRepositories>;
