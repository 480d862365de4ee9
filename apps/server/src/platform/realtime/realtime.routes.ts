import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  HEARTBEAT_PING,
  HEARTBEAT_PONG,
  IM_MESSAGE_PATH,
  NOTIFICATION_SOCKET_PATH,
  RealtimeCloseCode,
  RealtimeTiming,
  ZRealtimeOutgoing,
} from '@lectern/contracts/common/realtime';
import { MemberRole } from '@lectern/contracts/common/enums';
import type { SessionResolver } from '../sessions/session-guard';
import { TOKEN_COOKIE } from '../sessions/session-guard';
import type { RealtimeChannel, RealtimeConnection, RealtimeHub } from './realtime-hub';

/** Frames one socket may send per second before it is closed as a flood. */
const MAX_FRAMES_PER_SECOND = 50;
/** Frames are text (JSON), sent whole and uncompressed. */
const TEXT_FRAME = { binary: false, compress: false, fin: true } as const;
/** How often the server looks for sockets whose page is gone. */
const IDLE_SWEEP_MS = 10_000;

/** Who a socket speaks for, once it has logged in. */
export type RealtimeIdentity = {
  tenantId: string;
  memberId: string;
  sessionId: string;
  uid: string;
  admin: boolean;
};

/**
 * Answers who the upgrade request speaks for, the catalogue code it was refused with, or null
 * when the request does not carry this authenticator's credential.
 */
export type RealtimeAuthenticator = (
  request: FastifyRequest,
  channel: RealtimeChannel,
) => Promise<RealtimeIdentity | { refusal: string } | null>;

/**
 * The learner's pages log in with the HttpOnly session cookie set at login (ARCHITECTURE.md,
 * decision 0048): a browser cannot put the Authorization header on a WebSocket. The IM socket's
 * `userId` must be the session's member.
 */
export const sessionCookieAuthenticator =
  (resolveSession: SessionResolver): RealtimeAuthenticator =>
  async (request, channel) => {
    if ((request.query as Record<string, unknown>).ticket !== undefined) return null;
    const token = request.cookies[TOKEN_COOKIE];
    if (!token) return { refusal: ErrorCode.NOT_LOGGED_IN };
    const check = await resolveSession(token);
    if ('refusal' in check) return check;
    const { session } = check;
    const userId = (request.query as Record<string, unknown>).userId;
    if (channel === 'im' && userId !== session.memberId)
      return { refusal: ErrorCode.NOT_LOGGED_IN };
    return {
      tenantId: session.tenantId,
      memberId: session.memberId,
      sessionId: session.sessionId,
      uid: session.memberId,
      admin: session.role === MemberRole.ADMIN,
    };
  };

/**
 * Whom a socket may address: a learner their own pages and devices (`{memberId}` and
 * `{memberId}-…`), an administrator anyone of their tenant. The tenant is always the sender's.
 */
export const mayAddress = (identity: RealtimeIdentity, toUid: string) =>
  identity.admin || toUid === identity.memberId || toUid.startsWith(`${identity.memberId}-`);

type Tracked = { socket: WebSocket; lastFrameAt: number };

/**
 * Spec §7: the IM socket `/h5/api/im/message?userId=` (subprotocol = userId) and the
 * notification socket `/h5/api/ws`. Both log in on connection, answer the heartbeat's "1" with
 * "2", and are closed by the server when their page sends nothing for SERVER_IDLE_MS.
 */
export const registerRealtimeRoutes = (
  api: FastifyInstance,
  hub: RealtimeHub,
  authenticators: RealtimeAuthenticator[],
) => {
  const open = new Set<Tracked>();
  const sweep = setInterval(() => {
    const idleSince = Date.now() - RealtimeTiming.SERVER_IDLE_MS;
    for (const tracked of open) {
      if (tracked.lastFrameAt < idleSince) tracked.socket.terminate();
    }
  }, IDLE_SWEEP_MS);
  sweep.unref();
  api.addHook('onClose', async () => clearInterval(sweep));

  const authenticate = async (request: FastifyRequest, channel: RealtimeChannel) => {
    for (const authenticator of authenticators) {
      const answer = await authenticator(request, channel);
      if (answer) return answer;
    }
    return { refusal: ErrorCode.NOT_LOGGED_IN };
  };

  const serve = (channel: RealtimeChannel) => (socket: WebSocket, request: FastifyRequest) => {
    // Frames that arrive while the socket logs in wait for it.
    const early: string[] = [];
    let onText = (text: string) => void early.push(text);
    let frames = 0;
    let windowStart = Date.now();
    const tracked: Tracked = { socket, lastFrameAt: Date.now() };
    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      tracked.lastFrameAt = now;
      if (now - windowStart >= 1_000) {
        windowStart = now;
        frames = 0;
      }
      frames += 1;
      if (frames > MAX_FRAMES_PER_SECOND) return socket.close(1008, 'too many frames');
      if (isBinary) return;
      onText(data.toString());
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'realtime socket error'));

    void authenticate(request, channel).then(
      (identity) => {
        if (socket.readyState !== socket.OPEN) return;
        if ('refusal' in identity) {
          socket.close(RealtimeCloseCode.LOGIN_REFUSED, identity.refusal);
          return;
        }
        const connection: RealtimeConnection = {
          channel,
          tenantId: identity.tenantId,
          memberId: identity.memberId,
          uid: identity.uid,
          sessionId: identity.sessionId,
          send: (text) => {
            if (socket.readyState === socket.OPEN) socket.send(text, TEXT_FRAME);
          },
          close: (code, reason) => socket.close(code, reason),
        };
        const leave = hub.join(connection);
        open.add(tracked);
        socket.once('close', () => {
          open.delete(tracked);
          leave();
        });
        onText = (text) => {
          if (text === HEARTBEAT_PING) {
            connection.send(HEARTBEAT_PONG);
            hub.seen(connection);
            return;
          }
          if (channel === 'im') relay(identity, text, request);
        };
        for (const text of early.splice(0)) onText(text);
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'a realtime socket could not log in');
        socket.close(1011, 'login failed');
      },
    );
  };

  /** Stamps an IM message with its sender and sends it on, if the sender may address it. */
  const relay = (identity: RealtimeIdentity, text: string, request: FastifyRequest) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const outgoing = ZRealtimeOutgoing.safeParse(parsed);
    if (!outgoing.success || !mayAddress(identity, outgoing.data.toUid)) return;
    hub
      .sendMessage(identity.tenantId, { ...outgoing.data, uid: identity.uid })
      .catch((error: unknown) =>
        request.log.warn({ err: error }, 'a realtime message was not sent'),
      );
  };

  const hidden = { schema: { hide: true } } as const;
  api.get(IM_MESSAGE_PATH, { ...hidden, websocket: true }, serve('im'));
  api.get(NOTIFICATION_SOCKET_PATH, { ...hidden, websocket: true }, serve('notifications'));
};
