import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import { RealtimeTiming } from '@lectern/contracts/common/realtime';
import { callApi, mapConcurrently } from '../lib/api';
import { prepareDatabase, SETUP_CONCURRENCY } from '../lib/exam-fixture';
import { importPack } from '../lib/import-pack';
import { resolveFromRoot } from '../lib/paths';
import type { LoadFigures, ScenarioResult, TargetCheck } from '../lib/results';
import {
  readMachineBusySeconds,
  readProcessStats,
  readRssKb,
  startServer,
  type RunningServer,
} from '../lib/server';
import { startSocketClients, type SocketClients, type SocketTarget } from '../lib/socket-clients';
import { formatMs, kibPerSocket, type LatencySummary } from '../lib/socket-stats';

/**
 * S8: the realtime channel at scale (issue 21 point 9). 10,000 learners each hold the `/ws`
 * notification socket of an exam page, heartbeating as the browser does, against one server
 * process, then against two processes that share PostgreSQL and Redis; an administrator's
 * announcement must reach them all. The sockets live in a process of their own
 * (bench/lib/socket-client-process.ts).
 */

/** BENCH_REALTIME_SOCKETS: fewer, for a quick try of the harness (the table's targets are for 10,000). */
const SOCKETS = Number(process.env.BENCH_REALTIME_SOCKETS ?? 10_000);
const MEMORY_TARGET_KIB = 10;
const DELIVERY_P99_MS = 250;
/**
 * Announcements per set-up, each of which must meet the target, after one warm-up announcement
 * (shown, not counted): the first call of the route after the start compiles its code paths.
 */
const ROUNDS = 3;
const ROUND_GAP_MS = 2_000;
/** How long a round waits for the sockets the announcement has not reached yet. */
const DELIVERY_WAIT_MS = 10_000;
/** Sockets logging in at once while they open. */
const OPEN_CONCURRENCY = 100;
/** The heartbeat CPU is measured over one whole period, so that every socket pings once. */
const HEARTBEAT_WINDOW_MS = RealtimeTiming.HEARTBEAT_MS;
/** The idle server's CPU, measured the same way before any socket opens, for comparison. */
const IDLE_WINDOW_MS = 10_000;
const SETTLE_MS = 5_000;

const FACTORY_CODE = '900300';
const PASSWORD = 'bench-realtime-pass';
const ADMIN = { userCode: 'announcer', password: 'bench-realtime-admin' };
const ANNOUNCE_PATH = '/h5/api/admin/messages/announce';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lectern_bench_realtime';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const userCodeOf = (index: number) => `rt${String(index).padStart(5, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Learners share one password hash of low argon2id cost: S1 measures real logins. */
const realtimePack = async () => {
  const passwordHash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  return {
    version: 1,
    tenant: {
      factoryCode: FACTORY_CODE,
      sysName: 'Benchmark realtime',
      edition: 'all-in-one',
      modules: ['exams'],
    },
    organisations: [{ code: 'hq', name: 'HQ' }],
    members: [
      ...Array.from({ length: SOCKETS }, (_, index) => ({
        userCode: userCodeOf(index),
        nickName: `Learner ${index}`,
        passwordHash,
        organisations: ['hq'],
      })),
      {
        userCode: ADMIN.userCode,
        nickName: 'Announcer',
        password: ADMIN.password,
        organisations: ['hq'],
        role: 'admin',
      },
    ],
  };
};

/** Signs in every learner and the administrator; answers their tokens. */
const signIn = async (url: string) => {
  const started = performance.now();
  const login = (userCode: string, password: string) =>
    callApi<{ tokenValue: string }>(url, 'POST', '/login/login', {
      body: { factoryCode: FACTORY_CODE, userCode, password },
    }).then((answer) => answer.tokenValue);
  const learners = await mapConcurrently(
    Array.from({ length: SOCKETS }, (_, index) => userCodeOf(index)),
    SETUP_CONCURRENCY,
    (userCode) => login(userCode, PASSWORD),
  );
  const admin = await login(ADMIN.userCode, ADMIN.password);
  return { learners, admin, seconds: (performance.now() - started) / 1000 };
};

/** The `/ws` socket of an exam page, logged in with the session cookie (decision 0048). */
const notificationSocket = (server: RunningServer, token: string): SocketTarget => ({
  url: `${server.url.replace(/^http/, 'ws')}/h5/api/ws`,
  cookie: `lectern_token=${token}`,
});

/**
 * Raises a process's file-descriptor limit, best effort: a container may refuse it even to root,
 * and then the inherited limit must do (openFilesLimit shows it in the notes).
 */
export const raiseFileLimit = (pid: number) => {
  try {
    execFileSync('prlimit', [`--pid=${pid}`, '--nofile=65536:65536'], { stdio: 'ignore' });
  } catch {
    // keep the inherited limit
  }
};

/** The soft limit of open files of a live process, from /proc/<pid>/limits. */
const openFilesLimit = (pid: number) =>
  /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1] ??
  'unknown';

/**
 * The resident set once it has settled: sampled every second (at most 10 times) until two
 * samples in a row differ by less than 0.5%, the later of them; or the last sample.
 */
const steadyRssKb = async (pid: number) => {
  let previous = readRssKb(pid);
  for (let sample = 0; sample < 10; sample++) {
    await sleep(1_000);
    const current = readRssKb(pid);
    if (Math.abs(current - previous) / previous < 0.005) return current;
    previous = current;
  }
  return previous;
};

/**
 * A server process's CPU over `ms`, as a percentage of one core, and its least resident set
 * sampled every second meanwhile: garbage the process has not collected yet is not its memory.
 */
const cpuAndLeastRssOver = async (pid: number, ms: number) => {
  const before = readProcessStats(pid).cpuSeconds;
  const started = performance.now();
  let leastRssKb = readRssKb(pid);
  while (performance.now() - started < ms) {
    await sleep(Math.min(1_000, ms - (performance.now() - started)));
    leastRssKb = Math.min(leastRssKb, readRssKb(pid));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    cpuPercent: ((readProcessStats(pid).cpuSeconds - before) / seconds) * 100,
    leastRssKb,
  };
};

type Round = Awaited<ReturnType<SocketClients['announce']>>;

/**
 * The warm-up and ROUNDS announcements sent to `server`, one after the other (rounds[0] is the
 * warm-up); an endpoint error ends them.
 */
const announceRounds = async (
  clients: SocketClients,
  server: RunningServer,
  adminToken: string,
  groups: number[],
) => {
  const rounds: Round[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    if (round > 0) await sleep(ROUND_GAP_MS);
    rounds.push(
      await clients.announce({
        url: `${server.url}${ANNOUNCE_PATH}`,
        token: adminToken,
        text: round === 0 ? 'Bench warm-up' : `Bench announcement ${round}`,
        nonce: randomUUID(),
        groups,
        waitMs: DELIVERY_WAIT_MS,
      }),
    );
  }
  return rounds;
};

/**
 * The slowest counted round's p99 must be under the target, and every socket reached each time;
 * `summaries` are all rounds', the warm-up first (not counted).
 */
const deliveryTarget = (label: string, summaries: LatencySummary[]): TargetCheck => {
  const counted = summaries.slice(1);
  const worst = counted.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const missed = counted.reduce((sum, s) => sum + s.expected - s.received, 0);
  return {
    label: `${label} p99 <`,
    target: `${DELIVERY_P99_MS} ms, every socket reached`,
    measured:
      `${formatMs(worst.p99)} (slowest of ${counted.length} rounds after a warm-up), ` +
      `${missed === 0 ? 'all reached' : `${missed} deliveries missed`}`,
    pass: worst.p99 < DELIVERY_P99_MS && missed === 0,
  };
};

const failedTarget = (label: string, error: unknown): TargetCheck => ({
  label,
  target: `p99 < ${DELIVERY_P99_MS} ms`,
  measured: `not measured: ${error instanceof Error ? error.message : String(error)}`,
  pass: false,
});

const roundRows = (setUp: string, rounds: Round[], groupNames: string[]) =>
  rounds.flatMap((round, index) => {
    const row = (who: string, s: LatencySummary) => [
      setUp,
      index === 0 ? 'warm-up' : String(index),
      who,
      `${s.received} / ${s.expected}`,
      formatMs(s.p50),
      formatMs(s.p95),
      formatMs(s.p99),
      formatMs(s.max),
      `${round.answeredMs.toFixed(1)} ms`,
    ];
    return [
      row('all', round.all),
      ...(groupNames.length > 1
        ? round.byGroup.map((s, group) => row(groupNames[group] ?? '', s))
        : []),
    ];
  });

const roundColumns = [
  'Set-up',
  'Round',
  'Sockets',
  'Reached',
  'p50',
  'p95',
  'p99',
  'max',
  'Announce answered',
];

/** The delivery of the first set-up's rounds, in the table's load columns. */
const deliveryLoad = (
  rounds: Round[],
  cpuSeconds: number,
  peakRssMb: number,
  clientCpu: number,
  seconds: number,
): LoadFigures | null => {
  const worst = rounds
    .slice(1)
    .reduce<Round | null>((a, b) => (a === null || b.all.p99 > a.all.p99 ? b : a), null);
  if (!worst) return null;
  const finite = (value: number) => (Number.isFinite(value) ? Math.round(value) : -1);
  return {
    requests: worst.all.received,
    durationSeconds: seconds,
    requestsPerSecond: worst.all.received / Math.max(worst.all.max / 1000, 0.001),
    latencyMs: {
      p50: finite(worst.all.p50),
      p99: finite(worst.all.p99),
      max: finite(worst.all.max),
    },
    errors: worst.all.expected - worst.all.received,
    serverCpuSeconds: cpuSeconds,
    serverPeakRssMb: peakRssMb,
    loadCpuSeconds: clientCpu,
    diagnostics: null,
  };
};

/** One server process, SQLite, no Redis: memory per socket, heartbeat CPU, delivery. */
const productOneProcess = async (port: number): Promise<ScenarioResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-realtime-'));
  const env = { DATA_DIR: dataDir, DEMO_PACK: 'off', RATE_LIMITS: 'off', PORT: String(port) };
  const notes: string[] = [];
  try {
    const importSeconds = importPack(await realtimePack(), env);
    const server = await startServer(env);
    const pid = server.process.pid as number;
    raiseFileLimit(pid);
    const clients = await startSocketClients();
    try {
      const tokens = await signIn(server.url);
      notes.push(
        `Setup: tenant ${FACTORY_CODE} with ${SOCKETS.toLocaleString('en')} learners and one administrator imported ` +
          `with the server's pack CLI in ${importSeconds.toFixed(1)} s; all signed in through /login/login in ` +
          `${tokens.seconds.toFixed(1)} s. One built server process (\`node apps/server/dist/main.js\`), SQLite, ` +
          `no REDIS_URL (the in-process bus), RATE_LIMITS=off.`,
      );
      await sleep(SETTLE_MS);
      const baselineSteadyKb = await steadyRssKb(pid);
      const idle = await cpuAndLeastRssOver(pid, IDLE_WINDOW_MS);
      const baselineKb = Math.min(baselineSteadyKb, idle.leastRssKb);
      const idleCpu = idle.cpuPercent;

      const opened = await clients.open(
        tokens.learners.map((token) => notificationSocket(server, token)),
        tokens.learners.map(() => 0),
        OPEN_CONCURRENCY,
      );
      await sleep(SETTLE_MS);
      const loadedSteadyKb = await steadyRssKb(pid);

      const beforeBeats = await clients.stats();
      const beating = await cpuAndLeastRssOver(pid, HEARTBEAT_WINDOW_MS);
      const heartbeatCpu = beating.cpuPercent;
      const afterBeats = await clients.stats();
      const loadedKb = Math.min(loadedSteadyKb, beating.leastRssKb);
      const perSocket = kibPerSocket(baselineKb, loadedKb, opened.opened);
      const pings = afterBeats.heartbeat.pings - beforeBeats.heartbeat.pings;
      const pongs = afterBeats.heartbeat.pongs - beforeBeats.heartbeat.pongs;
      const late = afterBeats.heartbeat.late;

      const deliveryCpuBefore = readProcessStats(pid).cpuSeconds;
      const clientCpuBefore = afterBeats.cpuSeconds;
      const machineBefore = readMachineBusySeconds();
      const started = performance.now();
      let rounds: Round[] = [];
      let deliveryError: unknown = null;
      try {
        rounds = await announceRounds(clients, server, tokens.admin, [0]);
      } catch (error) {
        deliveryError = error;
      }
      const seconds = (performance.now() - started) / 1000;
      const machineBusy = readMachineBusySeconds() - machineBefore;
      const end = await clients.stats();
      const serverStats = readProcessStats(pid);
      const machine = machineNote(
        seconds,
        machineBusy,
        serverStats.cpuSeconds - deliveryCpuBefore + end.cpuSeconds - clientCpuBefore,
      );

      const targets: TargetCheck[] = [
        deliveryError === null
          ? deliveryTarget(
              'announcement to all',
              rounds.map((round) => round.all),
            )
          : failedTarget('announcement to all', deliveryError),
        {
          label: 'server memory per socket ≤',
          target: `${MEMORY_TARGET_KIB} KiB`,
          measured: `${perSocket.toFixed(2)} KiB (VmRSS ${(baselineKb / 1024).toFixed(0)} → ${(loadedKb / 1024).toFixed(0)} MiB, ${opened.opened} sockets)`,
          pass: opened.opened === SOCKETS && perSocket <= MEMORY_TARGET_KIB,
        },
        {
          label: 'heartbeats answered "2" within',
          target: `${RealtimeTiming.PONG_WAIT_MS / 1000} s, every socket open`,
          measured:
            `${pongs} of ${pings} pings in ${HEARTBEAT_WINDOW_MS / 1000} s, ${late} late, slowest ${afterBeats.heartbeat.maxMs.toFixed(0)} ms; ` +
            `server CPU ${heartbeatCpu.toFixed(1)}% of a core (idle ${idleCpu.toFixed(1)}%), ${end.open} open`,
          pass: late === 0 && end.open === SOCKETS && opened.opened === SOCKETS,
        },
      ];
      notes.push(
        `Sockets: ${SOCKETS.toLocaleString('en')} \`/h5/api/ws\` sockets (the exam page's notification socket; the IM ` +
          `socket is not opened, as the announcement travels on /ws), each logged in with the cookie ` +
          `\`lectern_token\`, held by one client process of their own (the \`ws\` package, bench/lib/socket-client-process.ts) ` +
          `on the same two cores. Opened ${OPEN_CONCURRENCY} at a time in ${opened.seconds.toFixed(1)} s; a socket counts as ` +
          `open once the server answered its first "1" (it answers only after the login). Refused or failed: ` +
          `${describeCounts(opened.failures)}. Open-file limits: server ${openFilesLimit(pid)}, clients ` +
          `${openFilesLimit(clients.pid)}. Load average at the end: ${loadavg()
            .map((load) => load.toFixed(1))
            .join(', ')} (the machine is shared).`,
        `Heartbeat: each socket sends "1" every ${RealtimeTiming.HEARTBEAT_MS / 1000} s in a slot of its own (100 ms slots spread ` +
          `over the period, ${Math.round((SOCKETS * 1000) / RealtimeTiming.HEARTBEAT_MS)} pings/s). The server's CPU ` +
          `(utime + stime of /proc/<pid>/stat) is measured over one whole period, ${HEARTBEAT_WINDOW_MS / 1000} s, with all ` +
          `sockets open and heartbeating, as a percentage of one core; "idle" is the same process over ` +
          `${IDLE_WINDOW_MS / 1000} s before any socket opened. "Late": a pong after ${RealtimeTiming.PONG_WAIT_MS / 1000} s, ` +
          `when the page would reconnect. Close codes seen: ${describeCounts(end.closeCodes)}.`,
        `Memory: the server's VmRSS (/proc/<pid>/status: the whole process, heap, external and native buffers) with the ` +
          `sockets open, minus the same with every learner signed in and no socket open, divided by the sockets. Each is ` +
          `the least of two readings: after ${SETTLE_MS / 1000} s of settling, every second until two in a row differ by under 0.5%; ` +
          `and every second through the window that follows (the idle CPU window, the heartbeat window), so that garbage ` +
          `of the logins or of the opening not collected yet is not counted as the sockets'. ` +
          `No forced garbage collection (the server runs with \`npm start\`'s flags).`,
        `Delivery: the administrator's \`POST ${ANNOUNCE_PATH}\` \`{ text }\` (Authorization header) is sent by the client ` +
          `process, once to warm up (shown, not counted) and then ${ROUNDS} times, ${ROUND_GAP_MS / 1000} s apart; each socket's latency is from just before the request ` +
          `to its receipt of the \`{ type: 'message' }\` notification carrying that round's nonce, on the client process's ` +
          `clock (so it includes the client's own time to read ${SOCKETS.toLocaleString('en')} frames). Percentiles by nearest rank over every ` +
          `socket open; one not reached within ${DELIVERY_WAIT_MS / 1000} s counts as missed. The load columns show the ` +
          `slowest counted round (Throughput: deliveries per second until the last one; Errors: sockets not reached; Server CPU: ` +
          `during the ${ROUNDS} rounds; Load generator CPU: the client process during them). With the in-process bus ` +
          `the route answers after its last \`send\`, so "Announce answered" is about the server's own fan-out time; ` +
          `with Redis it answers once the envelope is published.`,
        machine,
      );
      return {
        id: 'S8',
        name: 'realtime sockets (one process)',
        work: `${SOCKETS.toLocaleString('en')} /ws sockets heartbeating every 25 s on one server; an announcement to all, ${ROUNDS} rounds`,
        load:
          deliveryError === null
            ? deliveryLoad(
                rounds,
                serverStats.cpuSeconds - deliveryCpuBefore,
                serverStats.peakRssMb,
                end.cpuSeconds - clientCpuBefore,
                seconds,
              )
            : null,
        targets,
        details:
          rounds.length > 0
            ? {
                heading: 'Announcement rounds',
                columns: roundColumns,
                rows: roundRows('one process', rounds, ['all']),
              }
            : null,
        notes,
      };
    } finally {
      await clients.stop();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * The yardstick (bench/lib/bare-broadcast-server.ts): the same sockets and announcements on the
 * `ws` package alone, one process, after the product's run on the same port.
 */
const bareBroadcast = async (port: number) => {
  const server = await startServer(
    { PORT: String(port) },
    {
      nodeArgs: ['--import', 'tsx', resolveFromRoot('bench/lib/bare-broadcast-server.ts')],
      readyPath: '/ready',
    },
  );
  raiseFileLimit(server.process.pid as number);
  const clients = await startSocketClients();
  try {
    const target = notificationSocket(server, 'none');
    const opened = await clients.open(
      Array.from({ length: SOCKETS }, () => target),
      Array.from({ length: SOCKETS }, () => 0),
      OPEN_CONCURRENCY,
    );
    await sleep(SETTLE_MS);
    return { opened: opened.opened, rounds: await announceRounds(clients, server, 'none', [0]) };
  } finally {
    await clients.stop();
    await server.stop();
  }
};

/** The product on one process, then the bare `ws` yardstick, whose rounds join the table. */
const oneProcess = async (port: number): Promise<ScenarioResult> => {
  const result = await productOneProcess(port);
  try {
    const bare = await bareBroadcast(port);
    const worstP99 = (rounds: Round[]) =>
      Math.max(...rounds.slice(1).map((round) => round.all.p99));
    const productP99 = result.load?.latencyMs.p99;
    result.details?.rows.push(...roundRows('bare ws', bare.rounds, ['all']));
    result.notes.push(
      `Yardstick: the same ${bare.opened.toLocaleString('en')} sockets and announcements on the \`ws\` package alone ` +
        `(bench/lib/bare-broadcast-server.ts: node:http, one JSON text \`send\` to each socket, no Fastify, login, hub ` +
        `or bus), run after the product on the same port: slowest counted p99 ${formatMs(worstP99(bare.rounds))}` +
        (productP99 === undefined ? '.' : ` against the product's ${productP99} ms.`),
    );
  } catch (error) {
    result.notes.push(
      `Yardstick (bare \`ws\` broadcast) not measured: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  return result;
};

/** Two server processes on one PostgreSQL database and Redis, half the sockets on each. */
const twoProcesses = async (port: number): Promise<ScenarioResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-realtime-pg-'));
  const databaseUrl =
    process.env.BENCH_REALTIME_DATABASE_URL ??
    process.env.BENCH_DATABASE_URL ??
    DEFAULT_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? DEFAULT_REDIS_URL;
  const env = {
    DATA_DIR: dataDir,
    DEMO_PACK: 'off',
    RATE_LIMITS: 'off',
    REDIS_URL: redisUrl,
    ...(await prepareDatabase('postgres', databaseUrl)),
  };
  try {
    const importSeconds = importPack(await realtimePack(), env);
    const servers: RunningServer[] = [];
    const clients = await startSocketClients();
    try {
      for (const offset of [0, 1]) {
        servers.push(await startServer({ ...env, PORT: String(port + offset) }));
        raiseFileLimit(servers[offset]?.process.pid as number);
      }
      const [first, second] = servers as [RunningServer, RunningServer];
      const tokens = await signIn(first.url);
      const groups = tokens.learners.map((_, index) => index % 2);
      const opened = await clients.open(
        tokens.learners.map((token, index) =>
          notificationSocket(index % 2 === 0 ? first : second, token),
        ),
        groups,
        OPEN_CONCURRENCY,
      );
      await sleep(SETTLE_MS);
      let rounds: Round[] = [];
      let deliveryError: unknown = null;
      const cpuBefore = servers.map(
        (server) => readProcessStats(server.process.pid as number).cpuSeconds,
      );
      const clientCpuBefore = (await clients.stats()).cpuSeconds;
      const machineBefore = readMachineBusySeconds();
      const started = performance.now();
      try {
        rounds = await announceRounds(clients, first, tokens.admin, [0, 1]);
      } catch (error) {
        deliveryError = error;
      }
      const seconds = (performance.now() - started) / 1000;
      const machineBusy = readMachineBusySeconds() - machineBefore;
      const end = await clients.stats();
      const cpuAfter = servers.map((server) => readProcessStats(server.process.pid as number));
      const ours =
        cpuAfter.reduce(
          (sum, stats, index) => sum + stats.cpuSeconds - (cpuBefore[index] ?? 0),
          0,
        ) +
        end.cpuSeconds -
        clientCpuBefore;
      const targets: TargetCheck[] =
        deliveryError === null
          ? [
              deliveryTarget(
                'announcement to all, both processes',
                rounds.map((r) => r.all),
              ),
              deliveryTarget(
                'sockets on the process announced to,',
                rounds.map((r) => r.byGroup[0] as LatencySummary),
              ),
              deliveryTarget(
                'sockets on the other process (via Redis),',
                rounds.map((r) => r.byGroup[1] as LatencySummary),
              ),
            ]
          : [failedTarget('announcement to all, both processes', deliveryError)];
      targets.push({
        label: 'sockets open on both processes:',
        target: `${SOCKETS}`,
        measured: `${opened.opened} opened, ${end.open} open at the end`,
        pass: opened.opened === SOCKETS && end.open === SOCKETS,
      });
      return {
        id: 'S8',
        name: 'realtime sockets (two processes, Redis)',
        work: `${SOCKETS.toLocaleString('en')} /ws sockets, half on each of two servers; the announcement sent to the first, ${ROUNDS} rounds`,
        load:
          deliveryError === null
            ? deliveryLoad(
                rounds,
                cpuAfter.reduce(
                  (sum, stats, index) => sum + stats.cpuSeconds - (cpuBefore[index] ?? 0),
                  0,
                ),
                Math.max(...cpuAfter.map((stats) => stats.peakRssMb)),
                end.cpuSeconds - clientCpuBefore,
                seconds,
              )
            : null,
        targets,
        details:
          rounds.length > 0
            ? {
                heading: 'Announcement rounds',
                columns: roundColumns,
                rows: roundRows('two processes', rounds, ['process announced to', 'other process']),
              }
            : null,
        notes: [
          `Setup: the same pack imported into a fresh PostgreSQL database (${redact(databaseUrl)}) in ${importSeconds.toFixed(1)} s; ` +
            `two built server processes on ports ${port} and ${port + 1} with REDIS_URL=${redisUrl} (the realtime bus: one ` +
            `pub/sub channel, decision 0048); learners signed in on the first in ${tokens.seconds.toFixed(1)} s. ` +
            `Sockets: even learners on the first process, odd on the second, opened in ${opened.seconds.toFixed(1)} s ` +
            `(failed: ${describeCounts(opened.failures)}), heartbeating as in the one-process run.`,
          `Delivery as in the one-process run, the announcement always sent to the first process; the rounds table ` +
            `shows each half. Server CPU in the load columns is both processes' during the rounds; peak RSS the larger.`,
          machineNote(seconds, machineBusy, ours),
        ],
      };
    } finally {
      await clients.stop();
      for (const server of servers) await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** How busy the machine was while the announcements ran, and how much of it was other work. */
const machineNote = (seconds: number, busySeconds: number, benchSeconds: number) =>
  `Machine during the ${(ROUNDS + 1).toString()} announcements and their gaps (${seconds.toFixed(1)} s): ` +
  `${((busySeconds / seconds / cpus().length) * 100).toFixed(0)}% of its ${cpus().length} cores busy ` +
  `(/proc/stat); the bench's server and socket processes used ${benchSeconds.toFixed(1)} CPU s of the ` +
  `${busySeconds.toFixed(1)} busy, other work on the machine ${Math.max(busySeconds - benchSeconds, 0).toFixed(1)} s.`;

const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, count]) => `${count} × ${what}`)
    .join(', ') || 'none';

const redact = (url: string) => {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
};

/** S8 on one process, then on two (skipped with a failed row when PostgreSQL or Redis is absent). */
export const realtimeSockets = async (port: number): Promise<ScenarioResult[]> => {
  const results = [await oneProcess(port)];
  try {
    results.push(await twoProcesses(port));
  } catch (error) {
    results.push({
      id: 'S8',
      name: 'realtime sockets (two processes, Redis)',
      work: `${SOCKETS.toLocaleString('en')} /ws sockets on two servers sharing PostgreSQL and Redis`,
      load: null,
      targets: [failedTarget('announcement to all, both processes', error)],
      details: null,
      notes: [],
    });
  }
  return results;
};
