import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { HEARTBEAT_PING, HEARTBEAT_PONG, RealtimeTiming } from '@lectern/contracts/common/realtime';
import { summarise } from './socket-stats';
import type { ClientReply, ClientRequest, SocketTarget } from './socket-clients';

/**
 * The learners' sockets of the realtime scenario (S8), in a process of their own (started by
 * socket-clients.ts), so that their work is never counted as the server's. Each socket logs in
 * with the session cookie as the browser's page does, and pings "1" every 25 s; the pings are
 * spread over the period, as thousands of pages opened at different moments would send them.
 */

/** The heartbeat period is cut into slots; each socket pings in its own slot. */
const SLOT_MS = 100;
const SLOTS = RealtimeTiming.HEARTBEAT_MS / SLOT_MS;

type Client = {
  socket: WebSocket;
  group: number;
  /** When the unanswered ping was sent (performance.now()), or null. */
  pingSentAt: number | null;
  /** Set while an announcement is awaited: called with every text frame but pongs. */
  onText: ((text: string) => void) | null;
};

const clients: Client[] = [];
const closeCodes: Record<string, number> = {};
const heartbeat = { pings: 0, pongs: 0, late: 0, maxMs: 0 };
let ticker: NodeJS.Timeout | null = null;

const reply = (message: ClientReply) => process.send?.(message);

/** Opens one socket and resolves once the server answered its first ping (it is logged in). */
const openOne = (target: SocketTarget, group: number) =>
  new Promise<Client | string>((resolve) => {
    const socket = new WebSocket(target.url, target.protocols ?? [], {
      headers: { cookie: target.cookie },
      handshakeTimeout: 30_000,
      // The harness reads 10,000 frames on one core: what a browser does per frame (each for
      // its one socket) is left out of the time it measures, and the text is checked afterwards.
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    const client: Client = { socket, group, pingSentAt: null, onText: null };
    let settled = false;
    const settle = (outcome: Client | string) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    socket.on('open', () => {
      client.pingSentAt = performance.now();
      socket.send(HEARTBEAT_PING);
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      if (text === HEARTBEAT_PONG) {
        if (client.pingSentAt !== null) {
          const ms = performance.now() - client.pingSentAt;
          heartbeat.maxMs = Math.max(heartbeat.maxMs, ms);
          if (ms > RealtimeTiming.PONG_WAIT_MS) heartbeat.late += 1;
          client.pingSentAt = null;
        }
        heartbeat.pongs += 1;
        settle(client);
        return;
      }
      client.onText?.(text);
    });
    socket.on('error', (error) => settle(`error ${error.message}`));
    socket.on('close', (code, reason) => {
      const key = `${code}${reason.length > 0 ? ` ${reason.toString()}` : ''}`;
      closeCodes[key] = (closeCodes[key] ?? 0) + 1;
      settle(`closed ${key}`);
    });
  });

/** Opens the sockets `concurrency` at a time (logins included), each in its group. */
const open = async (targets: SocketTarget[], groups: number[], concurrency: number) => {
  const started = performance.now();
  const failures: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const outcome = await openOne(targets[index] as SocketTarget, groups[index] ?? 0);
      if (typeof outcome === 'string') failures[outcome] = (failures[outcome] ?? 0) + 1;
      else clients.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
  heartbeat.pings += clients.length;
  startHeartbeats();
  return { opened: clients.length, failures, seconds: (performance.now() - started) / 1000 };
};

/** Every SLOT_MS, the sockets of the next slot ping; socket i is in slot i mod SLOTS. */
const startHeartbeats = () => {
  if (ticker) return;
  let slot = 0;
  ticker = setInterval(() => {
    for (let index = slot; index < clients.length; index += SLOTS) {
      const client = clients[index] as Client;
      if (client.socket.readyState !== WebSocket.OPEN) continue;
      if (client.pingSentAt !== null) {
        // The last ping went unanswered for a whole period: the page would reconnect.
        heartbeat.late += 1;
      }
      client.pingSentAt = performance.now();
      client.socket.send(HEARTBEAT_PING);
      heartbeat.pings += 1;
    }
    slot = (slot + 1) % SLOTS;
  }, SLOT_MS);
};

/**
 * Sends the announcement through the server's API and times, on this process's clock, each
 * socket's receipt of it from the moment the request was sent; waits at most `waitMs`.
 */
const announce = async (
  request: Extract<ClientRequest, { kind: 'announce' }>,
): Promise<ClientReply> => {
  const { nonce, groups } = request;
  const latencies = new Map<number, number[]>();
  const expected = new Map<number, number>();
  let pending = 0;
  let allReceived: () => void = () => {};
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  let sentAt = 0;
  let unexpected = 0;
  /** Each receipt as it came; parsed once all are in, so that parsing is not timed. */
  const received: { group: number; at: number; text: string }[] = [];
  for (const client of clients) {
    if (client.socket.readyState !== WebSocket.OPEN) continue;
    expected.set(client.group, (expected.get(client.group) ?? 0) + 1);
    pending += 1;
    client.onText = (text) => {
      if (!text.includes(nonce)) return void (unexpected += 1);
      const at = performance.now() - sentAt;
      client.onText = null;
      received.push({ group: client.group, at, text });
      pending -= 1;
      if (pending === 0) allReceived();
    };
  }
  sentAt = performance.now();
  const response = await fetch(request.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}` },
    body: JSON.stringify({ text: `${request.text} ${nonce}` }),
  });
  const answeredMs = performance.now() - sentAt;
  const answer = await response.text();
  const ok = response.ok && answer.startsWith('{"code":"200"');
  if (!ok) {
    for (const client of clients) client.onText = null;
    return { kind: 'error', message: `announce: HTTP ${response.status} ${answer.slice(0, 300)}` };
  }
  const timer = new Promise<void>((resolve) => setTimeout(resolve, request.waitMs));
  if (pending > 0) await Promise.race([done, timer]);
  for (const client of clients) client.onText = null;
  for (const { group, at, text } of received) {
    const parsed = JSON.parse(text) as { type?: unknown };
    if (parsed.type !== 'message') {
      unexpected += 1;
      continue;
    }
    const list = latencies.get(group) ?? [];
    list.push(at);
    latencies.set(group, list);
  }
  const all = [...latencies.values()].flat();
  const total = [...expected.values()].reduce((sum, count) => sum + count, 0);
  return {
    kind: 'announced',
    answeredMs,
    unexpected,
    all: summarise(all, total),
    byGroup: groups.map((group) => summarise(latencies.get(group) ?? [], expected.get(group) ?? 0)),
  };
};

const stats = (): ClientReply => ({
  kind: 'stats',
  open: clients.filter((client) => client.socket.readyState === WebSocket.OPEN).length,
  heartbeat: { ...heartbeat },
  closeCodes: { ...closeCodes },
  cpuSeconds: (() => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  })(),
});

const close = async () => {
  if (ticker) clearInterval(ticker);
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          if (client.socket.readyState === WebSocket.CLOSED) return resolve();
          client.socket.once('close', () => resolve());
          client.socket.close(1000);
          setTimeout(() => {
            client.socket.terminate();
            resolve();
          }, 5_000).unref();
        }),
    ),
  );
};

process.on('message', (message: ClientRequest) => {
  const run = async (): Promise<ClientReply> => {
    switch (message.kind) {
      case 'open':
        return {
          kind: 'opened',
          ...(await open(message.targets, message.groups, message.concurrency)),
        };
      case 'stats':
        return stats();
      case 'announce':
        return announce(message);
      case 'close':
        await close();
        return { kind: 'closed' };
    }
  };
  run().then(reply, (error: unknown) =>
    reply({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
