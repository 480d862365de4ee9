import type { Kysely } from 'kysely';
import { idsOfTenant } from '../../db/ids-of-tenant';
import type { Database } from '../../db/schema';
import type { SessionTable } from './sessions.schema';

/** A live session counts as online when seen within this window (spec §9 max online users). */
export const ONLINE_WINDOW_MS = 10 * 60 * 1000;

export const sessionsRepository = (db: Kysely<Database>) => ({
  insert: (session: SessionTable) => db.insertInto('sessions').values(session).execute(),

  /**
   * The one lookup not scoped by tenant: the token is what tells us the tenant.
   * Joins what the guard needs to decide; one query for many tokens.
   */
  findByTokenHashes: (tokenHashes: string[]) =>
    db
      .selectFrom('sessions')
      .innerJoin('members', (join) =>
        join
          .onRef('members.id', '=', 'sessions.member_id')
          .onRef('members.tenant_id', '=', 'sessions.tenant_id'),
      )
      .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
      .select([
        'sessions.token_hash',
        'sessions.id',
        'sessions.tenant_id',
        'sessions.member_id',
        'sessions.expires_at',
        'sessions.last_seen_at',
        'sessions.revoked_at',
        'sessions.revoke_reason',
        'members.status as member_status',
        'members.expire_at as member_expire_at',
        'members.role as member_role',
        'tenants.factory_code',
      ])
      .where('sessions.token_hash', 'in', tokenHashes)
      .execute(),

  /** Marks some of a tenant's live sessions used at `now`, expiring at `expiresAt`. */
  touch: (tenantId: string, sessionIds: string[], now: number, expiresAt: number) =>
    db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where(idsOfTenant('sessions', tenantId, sessionIds))
      .where('revoked_at', 'is', null)
      .execute(),

  revoke: (tenantId: string, sessionId: string, reason: string, now: number) =>
    db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute(),

  revokeLiveOfMember: (tenantId: string, memberId: string, reason: string, now: number) =>
    db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute(),

  /**
   * Deletes up to `limit` of a tenant's sessions that expired or were revoked before `before`;
   * answers how many went. A session is last seen no later than it expires or is revoked, so
   * `last_seen_at` bounds the rows the (tenant_id, last_seen_at) index has to visit. The rows are
   * picked by tenant, then deleted by primary key (a tenant filter there made SQLite walk every
   * session of the tenant per batch).
   */
  deleteEndedBefore: async (tenantId: string, before: number, limit: number) => {
    const result = await db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('last_seen_at', '<', before)
          .where((ended) =>
            ended.or([ended('expires_at', '<', before), ended('revoked_at', '<', before)]),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Members other than `exceptMemberId` with a live session seen within the online window. */
  countOnlineMembers: async (tenantId: string, exceptMemberId: string, now: number) => {
    const row = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.count<number>('member_id').distinct().as('online'))
      .where('tenant_id', '=', tenantId)
      .where('member_id', '!=', exceptMemberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', now - ONLINE_WINDOW_MS)
      .executeTakeFirstOrThrow();
    return Number(row.online);
  },
});
