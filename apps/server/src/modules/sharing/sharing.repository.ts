import type { Executor } from '../../platform/services/service-deps';
import type { InviteCodeTable, ShareLinkTable } from './sharing.schema';

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

const linkOf = (row: ShareLinkTable) => ({
  ...row,
  kind: Number(row.kind),
  opens: Number(row.opens),
  created_at: Number(row.created_at),
});

/** Learners' share links (docs/decisions/0067); every query tenant-scoped. */
export const shareLinksRepository = (db: Executor) => ({
  /** The sharer's link to the item, if they made one. */
  findMine: async (tenantId: string, memberId: string, kind: number, targetId: string) => {
    const row = await db
      .selectFrom('share_links')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    return row && linkOf(row);
  },

  /** Inserts the link unless the sharer has one to the item (concurrent shares keep one). */
  insert: async (row: ShareLinkTable) => {
    await db
      .insertInto('share_links')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'member_id', 'kind', 'target_id']).doNothing(),
      )
      .execute();
  },

  findByToken: async (tenantId: string, token: string) => {
    const row = await db
      .selectFrom('share_links')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('token', '=', token)
      .executeTakeFirst();
    return row && linkOf(row);
  },

  countOpen: async (tenantId: string, token: string) => {
    await db
      .updateTable('share_links')
      .set((eb) => ({ opens: eb('opens', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('token', '=', token)
      .execute();
  },

  mine: async (tenantId: string, memberId: string, page: { offset: number; limit: number }) => {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('share_links')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('token')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      db
        .selectFrom('share_links')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(linkOf), total: Number(total.count) };
  },
});

export const sharingRepositories = (executor: Executor) => ({
  sharing: sharingRepository(executor),
  shareLinks: shareLinksRepository(executor),
});
export type SharingRepositories = ReturnType<typeof sharingRepositories>;
