import type { FastifyBaseLogger, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { AccountStatus, MemberRole } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SessionRevocation } from '@lectern/contracts/common/session-revocation';
import { batchWhileBusy } from '../../db/batch-while-busy';
import type { Transact } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { hashToken } from '../security/tokens';
import type { MemberSession } from './member-session';
import { sessionsRepository } from './sessions.repository';

/** Sliding expiry: last_seen (and the expiry with it) is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** How long a session's use waits to be written with the others of that time. */
export const SESSION_TOUCH_DELAY_MS = 1000;

/** HttpOnly cookie carrying the token, accepted only for file downloads (and later WebSockets). */
export const TOKEN_COOKIE = 'lectern_token';

/** The raw token of the Authorization header, with or without a `Bearer ` prefix. */
export const readAuthorizationToken = (request: FastifyRequest) => {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
};

/**
 * Sessions' uses, written together within SESSION_TOUCH_DELAY_MS rather than one commit (and on
 * SQLite one disk flush) per request. A use is stamped when written, at most that much late; a
 * crash loses at most that much of the sliding expiry. `flush` writes what waits (at shutdown).
 */
const sessionTouches = (
  transact: Transact,
  sessionTtlMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
) => {
  let waiting = new Map<string, Set<string>>();
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = new Map();
    if (batch.size === 0) return;
    const now = Date.now();
    await transact(async (trx) => {
      for (const [tenantId, sessionIds] of batch) {
        await sessionsRepository(trx).touch(tenantId, [...sessionIds], now, now + sessionTtlMs);
      }
    });
  };

  return {
    add: (tenantId: string, sessionId: string) => {
      waiting.set(tenantId, (waiting.get(tenantId) ?? new Set()).add(sessionId));
      if (timer) return;
      timer = setTimeout(() => {
        flush().catch((error: unknown) => {
          log.error({ err: error }, 'the sessions last used could not be written');
        });
      }, SESSION_TOUCH_DELAY_MS);
      timer.unref();
    },
    flush,
  };
};

export type SessionCheck = { session: MemberSession } | { refusal: string };

/** Most sessions looked up in one query. */
const MAX_LOOKUPS = 256;

/**
 * Checks a request's token. Every request asks, so the checks that arrive together share one
 * query (db/batch-while-busy.ts).
 */
export const createSessionResolver = (
  db: Kysely<Database>,
  transact: Transact,
  sessionTtlMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
) => {
  const sessions = sessionsRepository(db);
  const touches = sessionTouches(transact, sessionTtlMs, log);
  const findSession = batchWhileBusy(async (tokenHashes: string[]) => {
    const rows = await sessions.findByTokenHashes([...new Set(tokenHashes)]);
    const byHash = new Map(rows.map((row) => [row.token_hash, row]));
    return tokenHashes.map((tokenHash) => ({
      status: 'fulfilled' as const,
      value: byHash.get(tokenHash),
    }));
  }, MAX_LOOKUPS);

  const resolve = async (token: string, now = Date.now()): Promise<SessionCheck> => {
    const row = await findSession(hashToken(token));
    if (!row) return { refusal: SessionRevocation.INVALID };
    if (row.revoked_at !== null) return { refusal: row.revoke_reason ?? SessionRevocation.INVALID };
    if (row.expires_at <= now) return { refusal: SessionRevocation.EXPIRED };
    switch (row.member_status) {
      case AccountStatus.DELETED:
        return { refusal: SessionRevocation.ACCOUNT_DELETED };
      case AccountStatus.EXPIRED:
        return { refusal: SessionRevocation.ACCOUNT_EXPIRED };
      case AccountStatus.CANCELLED:
      case AccountStatus.NOT_ACTIVATED:
        return { refusal: SessionRevocation.ACCOUNT_MODIFIED_BY_ADMIN };
    }
    if (row.member_expire_at !== null && row.member_expire_at <= now) {
      return { refusal: SessionRevocation.ACCOUNT_EXPIRED };
    }
    if (now - row.last_seen_at >= SESSION_TOUCH_INTERVAL_MS) touches.add(row.tenant_id, row.id);
    return {
      session: {
        tenantId: row.tenant_id,
        memberId: row.member_id,
        sessionId: row.id,
        factoryCode: row.factory_code,
        role: row.member_role === MemberRole.ADMIN ? MemberRole.ADMIN : MemberRole.LEARNER,
      },
    };
  };
  return Object.assign(resolve, { flushTouches: touches.flush });
};

export type SessionResolver = ReturnType<typeof createSessionResolver>;

/**
 * A guard that lets a request through with a live session whose member `admits` (spec §8: 403
 * and its sub-codes without one), answering `refusal` for a member it does not admit.
 */
const guardFor =
  (admits: (session: MemberSession) => boolean, refusal: string) =>
  (resolve: SessionResolver): onRequestHookHandler =>
  async (request, reply) => {
    const token = readAuthorizationToken(request);
    if (token === null) {
      return reply.send({ code: ErrorCode.NOT_LOGGED_IN, body: ErrorCode.NOT_LOGGED_IN });
    }
    const check = await resolve(token);
    if ('refusal' in check) {
      return reply.send({ code: ErrorCode.NOT_LOGGED_IN, body: check.refusal });
    }
    if (!admits(check.session)) return reply.send({ code: refusal, body: null });
    request.session = check.session;
  };

/** The guard of `access: 'member'` endpoints. */
export const createSessionGuard = guardFor(() => true, ErrorCode.NOT_LOGGED_IN);

/**
 * The guard of `access: 'admin'` endpoints: a live session, and an administrator's. A learner's
 * session answers 309001 (docs/decisions/0041).
 */
export const createAdminGuard = guardFor(
  (session) => session.role === MemberRole.ADMIN,
  ErrorCode.NOT_ADMINISTRATOR,
);
