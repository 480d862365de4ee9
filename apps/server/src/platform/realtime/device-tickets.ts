import type { Kysely } from 'kysely';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { AccountStatus } from '@lectern/contracts/common/enums';
import type { Database } from '../../db/schema';
import { hashToken, newSessionToken } from '../security/tokens';
import type { MemberSession } from '../sessions/member-session';
import type { RealtimeAuthenticator } from './realtime.routes';

/** How long a phone may keep reconnecting with one ticket: the longest exam day. */
export const DEVICE_TICKET_TTL_MS = 12 * 60 * 60 * 1000;
export const deviceTicketsRepository = (db: Kysely<Database>) => ({
  insert: (row: Database['realtime_device_tickets']) =>
    db.insertInto('realtime_device_tickets').values(row).execute(),
  /** The ticket with its session, if both still live. */
  findLive: (tokenHash: string, now: number) =>
    db
      .selectFrom('realtime_device_tickets as tickets')
      .innerJoin('sessions', (join) =>
        join
          .onRef('sessions.id', '=', 'tickets.session_id')
          .onRef('sessions.tenant_id', '=', 'tickets.tenant_id'),
      )
      .innerJoin('members', (join) =>
        join
          .onRef('members.id', '=', 'tickets.member_id')
          .onRef('members.tenant_id', '=', 'tickets.tenant_id'),
      )
      .select(['tickets.tenant_id', 'tickets.member_id', 'tickets.session_id', 'tickets.device'])
      .where('tickets.token_hash', '=', tokenHash)
      .where('tickets.expires_at', '>', now)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('members.status', '=', AccountStatus.ACTIVE)
      .executeTakeFirst(),
  /** Deletes up to `limit` of a tenant's tickets expired before `before`; answers how many. */
  deleteExpiredBefore: async (tenantId: string, before: number, limit: number) => {
    const result = await db
      .deleteFrom('realtime_device_tickets')
      .where('tenant_id', '=', tenantId)
      .where(
        'token_hash',
        'in',
        db
          .selectFrom('realtime_device_tickets')
          .select('token_hash')
          .where('tenant_id', '=', tenantId)
          .where('expires_at', '<', before)
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});

/**
 * Tickets for a member's other devices (docs/decisions/0051): the phone secondary camera is
 * not signed in, so the examinee's page asks for a ticket and shows it in the QR code; the phone
 * opens the IM socket as `{memberId}-{device}` with it, for as long as the examinee's session
 * lives and at most DEVICE_TICKET_TTL_MS.
 */
export const createDeviceTickets = (db: Kysely<Database>) => {
  const tickets = deviceTicketsRepository(db);
  return {
    issue: async (session: MemberSession, device: string, now = Date.now()) => {
      const ticket = newSessionToken();
      const expiresAt = now + DEVICE_TICKET_TTL_MS;
      await tickets.insert({
        token_hash: hashToken(ticket),
        tenant_id: session.tenantId,
        member_id: session.memberId,
        session_id: session.sessionId,
        device,
        created_at: now,
        expires_at: expiresAt,
      });
      return { ticket, uid: `${session.memberId}-${device}`, expiresAt };
    },

    /** Logs a device's socket in by `?ticket=`; its `userId` must be the ticket's device uid. */
    authenticator: (): RealtimeAuthenticator => async (request, channel) => {
      const { ticket, userId } = request.query as Record<string, unknown>;
      if (ticket === undefined) return null;
      if (channel !== 'im' || typeof ticket !== 'string' || ticket.length > 128) {
        return { refusal: ErrorCode.NOT_LOGGED_IN };
      }
      const row = await tickets.findLive(hashToken(ticket), Date.now());
      if (!row) return { refusal: ErrorCode.NOT_LOGGED_IN };
      const uid = `${row.member_id}-${row.device}`;
      if (userId !== uid) return { refusal: ErrorCode.NOT_LOGGED_IN };
      return {
        tenantId: row.tenant_id,
        memberId: row.member_id,
        sessionId: row.session_id,
        uid,
        admin: false,
      };
    },
  };
};

export type DeviceTickets = ReturnType<typeof createDeviceTickets>;
