import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { AccountStatus } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SessionRevocation } from '@lectern/contracts/auth/session-revocation';
import { batchWhileBusy } from '../../db/batch-while-busy';
import type { Transact } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { hashToken } from '../security/tokens';
import type { MemberSession } from './member-session';
import { sessionsRepository } from './sessions.repository';

/** Sliding expiry: last_seen (and the expiry with it) is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** HttpOnly cookie carrying the token, accepted only for file downloads (and later WebSockets). */
export const TOKEN_COOKIE = 'lectern_token';

/** The raw token of the Authorization header, with or without a `Bearer ` prefix. */
export const readAuthorizationToken = (request: FastifyRequest) => {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
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
) => {
  const sessions = sessionsRepository(db);
  const findSession = batchWhileBusy(async (tokenHashes: string[]) => {
    const rows = await sessions.findByTokenHashes([...new Set(tokenHashes)]);
    const byHash = new Map(rows.map((row) => [row.token_hash, row]));
    return tokenHashes.map((tokenHash) => ({
      status: 'fulfilled' as const,
      value: byHash.get(tokenHash),
    }));
  }, MAX_LOOKUPS);

  return async (token: string, now = Date.now()): Promise<SessionCheck> => {
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
    if (now - row.last_seen_at >= SESSION_TOUCH_INTERVAL_MS) {
      await transact((trx) =>
        sessionsRepository(trx).touch(row.tenant_id, row.id, now, now + sessionTtlMs),
      );
    }
    return {
      session: {
        tenantId: row.tenant_id,
        memberId: row.member_id,
        sessionId: row.id,
        factoryCode: row.factory_code,
      },
    };
  };
};

export type SessionResolver = ReturnType<typeof createSessionResolver>;

/** The guard of `access: 'member'` endpoints (spec §8: 403 and its sub-codes). */
export const createSessionGuard =
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
    request.session = check.session;
  };
