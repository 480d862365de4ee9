import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RealtimeCloseCode,
  RealtimeEventType,
  RealtimeMessagePath,
  type TExamNotification,
  type TRealtimeIncoming,
} from '@lectern/contracts/common/realtime';
import {
  createLocalBus,
  createRedisBus,
  type RealtimeBus,
  type RealtimeEnvelope,
} from './realtime-bus';

/** The two sockets of spec §7: the IM channel and the `/ws` notifications. */
export type RealtimeChannel = 'im' | 'notifications';

/** One open socket, as the hub knows it. */
export type RealtimeConnection = {
  channel: RealtimeChannel;
  tenantId: string;
  memberId: string;
  /** The address messages reach it by: the member id, or `{memberId}-deputy` for the phone. */
  uid: string;
  /** The session that opened it (the phone's: the session that issued its ticket). */
  sessionId: string;
  /** Sends a text frame; a Buffer is the frame's UTF-8 bytes, encoded once for many sockets. */
  send: (text: string | Buffer) => void;
  close: (code: number, reason: string) => void;
};

export type MemberPresence = { connected: boolean; lastSeenAt: number };

/**
 * A member's IM pages on this process: `present` when the first one opens, not when the last one
 * closes. Features that care whether a learner's page is there (PK matches) listen to it.
 */
export type PresenceChange = { tenantId: string; memberId: string; present: boolean; at: number };

export type RealtimeHub = {
  /** Registers an open socket; answers the function that forgets it when it closes. */
  join: (connection: RealtimeConnection) => () => void;
  /** The socket showed it is alive (a heartbeat). */
  seen: (connection: RealtimeConnection) => void;
  /** Sends an IM message, already stamped with its sender, to `toUid`'s sockets on any process. */
  sendMessage: (tenantId: string, message: TRealtimeIncoming) => Promise<void>;
  /** Pushes a notification to the `/ws` sockets of one or more members, on any process. */
  notify: (
    tenantId: string,
    memberIds: string | readonly string[],
    notification: TExamNotification,
  ) => Promise<void>;
  /** Pushes a notification to every `/ws` socket of the tenant, on any process. */
  announce: (tenantId: string, notification: TExamNotification) => Promise<void>;
  /**
   * Spec §4 "Login elsewhere": tells every page of the member opened with another session than
   * `keepSessionId` (clientRace, eventType 0), then closes it.
   */
  raceOut: (tenantId: string, memberId: string, keepSessionId: string) => Promise<void>;
  /** Whether these members have a socket open now, on any process, and when one was last seen. */
  presence: (
    tenantId: string,
    memberIds: readonly string[],
  ) => Promise<Map<string, MemberPresence>>;
  /**
   * Calls `listener` when a member's first IM socket on this process opens and when the last one
   * closes; answers the function that stops it. A listener's error is logged, never thrown.
   */
  watchPresence: (listener: (change: PresenceChange) => void) => () => void;
  /** Whether this process holds an IM socket of the member now. */
  holdsMember: (tenantId: string, memberId: string) => boolean;
  /** How many sockets this process holds. */
  size: () => number;
  close: () => Promise<void>;
};

/** A member seen on a process is written to Redis at most this often, and kept this long. */
const PRESENCE_WRITE_MS = 20_000;
const PRESENCE_TTL_MS = 75_000;
const presenceKey = (tenantId: string, memberId: string) =>
  `lectern:realtime:presence:${tenantId}:${memberId}`;

const keyOf = (...parts: string[]) => parts.join('\u0000');

/** Adds to / removes from a map of sets, dropping emptied sets. */
const addTo = <T>(index: Map<string, Set<T>>, key: string, value: T) => {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
};
const removeFrom = <T>(index: Map<string, Set<T>>, key: string, value: T) => {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
};

type MemberState = { connections: Set<RealtimeConnection>; lastSeenAt: number; writtenAt: number };

/**
 * The realtime hub (ARCHITECTURE.md platform/, docs/decisions/0048): the sockets this process
 * holds, indexed by address and by member, and a bus that carries every delivery to all
 * processes, so a message reaches its socket whichever process holds it.
 */
export const createRealtimeHub = async (options: {
  redis: Redis | null;
  log: FastifyBaseLogger;
}): Promise<RealtimeHub> => {
  const { redis, log } = options;
  const byAddress = new Map<string, Set<RealtimeConnection>>();
  const byMember = new Map<string, MemberState>();
  /** The `/ws` sockets of each tenant, for announcements. */
  const notificationsOf = new Map<string, Set<RealtimeConnection>>();
  /** IM sockets per member on this process, for presence watchers. */
  const imCount = new Map<string, number>();
  const watchers = new Set<(change: PresenceChange) => void>();
  let count = 0;

  const tellWatchers = (change: PresenceChange) => {
    for (const watcher of watchers) {
      try {
        watcher(change);
      } catch (error) {
        log.error({ err: error }, 'a realtime presence watcher failed');
      }
    }
  };

  /** One frame to many sockets: the text is encoded once, not once per socket. */
  const sendAll = (connections: Iterable<RealtimeConnection> | undefined, text: string) => {
    if (!connections) return;
    const bytes = Buffer.from(text);
    for (const connection of connections) connection.send(bytes);
  };

  const deliver = (envelope: RealtimeEnvelope) => {
    switch (envelope.kind) {
      case 'message': {
        const { tenantId, message } = envelope;
        sendAll(byAddress.get(keyOf(tenantId, 'im', message.toUid)), JSON.stringify(message));
        return;
      }
      case 'notify': {
        const text = JSON.stringify(envelope.notification);
        for (const memberId of envelope.memberIds) {
          sendAll(byAddress.get(keyOf(envelope.tenantId, 'notifications', memberId)), text);
        }
        return;
      }
      case 'announce':
        sendAll(notificationsOf.get(envelope.tenantId), JSON.stringify(envelope.notification));
        return;
      case 'race': {
        const { tenantId, memberId, keepSessionId } = envelope;
        const member = byMember.get(keyOf(tenantId, memberId));
        for (const connection of [...(member?.connections ?? [])]) {
          if (connection.sessionId === keepSessionId) continue;
          if (connection.channel === 'im') {
            const race: TRealtimeIncoming = {
              uid: 'system',
              toUid: connection.uid,
              messagePath: RealtimeMessagePath.CLIENT_RACE,
              eventType: RealtimeEventType.CLIENT_RACE,
              content: '{}',
            };
            connection.send(JSON.stringify(race));
          }
          connection.close(RealtimeCloseCode.REPLACED, 'clientRace');
        }
        return;
      }
    }
  };
  const bus: RealtimeBus = redis
    ? await createRedisBus(redis, deliver, log)
    : createLocalBus(deliver);

  const writePresence = (tenantId: string, memberId: string, state: MemberState, now: number) => {
    if (!redis) return;
    state.writtenAt = now;
    redis.set(presenceKey(tenantId, memberId), String(now), 'PX', PRESENCE_TTL_MS).catch(() => {
      // Presence is advisory: the next heartbeat writes it again.
    });
  };

  return {
    join: (connection) => {
      const { tenantId, memberId } = connection;
      const address = keyOf(tenantId, connection.channel, connection.uid);
      const memberKey = keyOf(tenantId, memberId);
      const now = Date.now();
      addTo(byAddress, address, connection);
      if (connection.channel === 'notifications') addTo(notificationsOf, tenantId, connection);
      const state = byMember.get(memberKey) ?? {
        connections: new Set(),
        lastSeenAt: now,
        writtenAt: 0,
      };
      state.connections.add(connection);
      state.lastSeenAt = now;
      byMember.set(memberKey, state);
      count += 1;
      writePresence(tenantId, memberId, state, now);
      if (connection.channel === 'im') {
        const ims = (imCount.get(memberKey) ?? 0) + 1;
        imCount.set(memberKey, ims);
        if (ims === 1) tellWatchers({ tenantId, memberId, present: true, at: now });
      }
      let joined = true;
      return () => {
        if (!joined) return;
        joined = false;
        count -= 1;
        if (connection.channel === 'im') {
          const ims = (imCount.get(memberKey) ?? 1) - 1;
          if (ims > 0) imCount.set(memberKey, ims);
          else {
            imCount.delete(memberKey);
            tellWatchers({ tenantId, memberId, present: false, at: Date.now() });
          }
        }
        removeFrom(byAddress, address, connection);
        removeFrom(notificationsOf, tenantId, connection);
        state.connections.delete(connection);
        if (state.connections.size > 0) return;
        byMember.delete(memberKey);
        redis?.del(presenceKey(tenantId, memberId)).catch(() => {});
      };
    },
    seen: (connection) => {
      const state = byMember.get(keyOf(connection.tenantId, connection.memberId));
      if (!state) return;
      const now = Date.now();
      state.lastSeenAt = now;
      if (now - state.writtenAt >= PRESENCE_WRITE_MS) {
        writePresence(connection.tenantId, connection.memberId, state, now);
      }
    },
    sendMessage: (tenantId, message) => bus.publish({ kind: 'message', tenantId, message }),
    notify: (tenantId, memberIds, notification) =>
      bus.publish({
        kind: 'notify',
        tenantId,
        memberIds: typeof memberIds === 'string' ? [memberIds] : [...memberIds],
        notification,
      }),
    announce: (tenantId, notification) => bus.publish({ kind: 'announce', tenantId, notification }),
    raceOut: (tenantId, memberId, keepSessionId) =>
      bus.publish({ kind: 'race', tenantId, memberId, keepSessionId }),
    presence: async (tenantId, memberIds) => {
      const answer = new Map<string, MemberPresence>();
      if (memberIds.length === 0) return answer;
      if (redis) {
        const seen = await redis.mget(memberIds.map((id) => presenceKey(tenantId, id)));
        memberIds.forEach((id, index) => {
          const at = seen[index];
          answer.set(id, { connected: at != null, lastSeenAt: at == null ? 0 : Number(at) });
        });
        return answer;
      }
      for (const id of memberIds) {
        const state = byMember.get(keyOf(tenantId, id));
        answer.set(id, { connected: state !== undefined, lastSeenAt: state?.lastSeenAt ?? 0 });
      }
      return answer;
    },
    watchPresence: (listener) => {
      watchers.add(listener);
      return () => void watchers.delete(listener);
    },
    holdsMember: (tenantId, memberId) => imCount.has(keyOf(tenantId, memberId)),
    size: () => count,
    close: () => bus.close(),
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's realtime hub, for tests and tools that push to sockets. */
    realtime: RealtimeHub;
  }
}
