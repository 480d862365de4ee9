import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFromRoot } from './paths';
import { startServer, type RunningServer } from './server';
import { startSocketClients, type SocketClients } from './socket-clients';

/**
 * The socket process of S8 against the bare `ws` yardstick (no product build needed): it opens
 * its sockets, counts heartbeats, and times an announcement's receipt on every socket.
 */
const SOCKETS = 30;
const PORT = Number(process.env.BENCH_TEST_PORT ?? 3297);

let server: RunningServer;
let clients: SocketClients;

beforeAll(async () => {
  server = await startServer(
    { PORT: String(PORT) },
    {
      nodeArgs: ['--import', 'tsx', resolveFromRoot('bench/lib/bare-broadcast-server.ts')],
      readyPath: '/ready',
    },
  );
  clients = await startSocketClients();
}, 30_000);

afterAll(async () => {
  await clients?.stop();
  await server?.stop();
});

describe('socket clients', () => {
  it('opens every socket once the server answered its first ping, in the groups given', async () => {
    const target = { url: `ws://127.0.0.1:${PORT}/h5/api/ws`, cookie: 'lectern_token=none' };
    const opened = await clients.open(
      Array.from({ length: SOCKETS }, () => target),
      Array.from({ length: SOCKETS }, (_, index) => index % 2),
      10,
    );
    expect(opened).toMatchObject({ opened: SOCKETS, failures: {} });
    const stats = await clients.stats();
    expect(stats.open).toBe(SOCKETS);
    expect(stats.heartbeat).toMatchObject({ pings: SOCKETS, pongs: SOCKETS, late: 0 });
  });

  it('times the announcement on every socket and per group', async () => {
    const round = await clients.announce({
      url: `${server.url}/h5/api/admin/messages/announce`,
      token: 'none',
      text: 'Hello',
      nonce: 'nonce-1',
      groups: [0, 1],
      waitMs: 5_000,
    });
    expect(round.all).toMatchObject({ received: SOCKETS, expected: SOCKETS });
    expect(round.byGroup.map((group) => group.received)).toEqual([SOCKETS / 2, SOCKETS / 2]);
    expect(round.all.p99).toBeGreaterThan(0);
    expect(round.all.p99).toBeLessThanOrEqual(round.all.max);
    expect(round.unexpected).toBe(0);
  });

  it('reports an announcement the server refused instead of waiting for it', async () => {
    await expect(
      clients.announce({
        url: `${server.url}/h5/api/nowhere`,
        token: 'none',
        text: 'Hello',
        nonce: 'nonce-2',
        groups: [0],
        waitMs: 5_000,
      }),
    ).rejects.toThrow('announce: HTTP 404');
  });
});
