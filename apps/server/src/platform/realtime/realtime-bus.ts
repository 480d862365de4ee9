import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TExamNotification, TRealtimeIncoming } from '@lectern/contracts/common/realtime';

/** What one process asks every process (itself included) to deliver to its sockets. */
export type RealtimeEnvelope =
  /** An IM message to the sockets of `message.toUid`. */
  | { kind: 'message'; tenantId: string; message: TRealtimeIncoming }
  /** A notification to the `/ws` sockets of these members. */
  | { kind: 'notify'; tenantId: string; memberIds: string[]; notification: TExamNotification }
  /** A notification to every `/ws` socket of the tenant. */
  | { kind: 'announce'; tenantId: string; notification: TExamNotification }
  /** A newer login of the member: every socket of another session is told and closed. */
  | { kind: 'race'; tenantId: string; memberId: string; keepSessionId: string };

/**
 * Carries envelopes to every server process (docs/decisions/0048): through one Redis pub/sub
 * channel when REDIS_URL is set, within this process otherwise.
 */
export type RealtimeBus = {
  publish: (envelope: RealtimeEnvelope) => Promise<void>;
  close: () => Promise<void>;
};

const CHANNEL = 'lectern:realtime';
const SUBSCRIBE_TIMEOUT_MS = 5_000;

export const createLocalBus = (deliver: (envelope: RealtimeEnvelope) => void): RealtimeBus => ({
  publish: async (envelope) => deliver(envelope),
  close: async () => {},
});

/**
 * Publishes with the app's Redis connection and listens on a connection of its own (a
 * subscribed connection can do nothing else). A publish while Redis is down fails: the caller
 * learns the message was not sent rather than losing it silently.
 */
export const createRedisBus = async (
  redis: Redis,
  deliver: (envelope: RealtimeEnvelope) => void,
  log: FastifyBaseLogger,
): Promise<RealtimeBus> => {
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', (error) => log.warn({ err: error }, 'realtime subscriber error'));
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      deliver(JSON.parse(text) as RealtimeEnvelope);
    } catch (error) {
      log.error({ err: error }, 'a realtime envelope could not be delivered');
    }
  });
  // Subscribing waits for the connection; an unreachable Redis must not stop the start.
  const subscribed = subscriber.subscribe(CHANNEL).then(
    () => true,
    () => false,
  );
  if (
    !(await Promise.race([subscribed, setTimeout(SUBSCRIBE_TIMEOUT_MS, false, { ref: false })]))
  ) {
    log.warn('Redis does not answer yet: realtime messages reach this process only once it does');
  }
  return {
    publish: async (envelope) => {
      await redis.publish(CHANNEL, JSON.stringify(envelope));
    },
    close: async () => {
      subscriber.disconnect();
    },
  };
};
