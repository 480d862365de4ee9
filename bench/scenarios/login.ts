import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ScenarioResult } from '../lib/results';
import { importPack } from '../lib/import-pack';
import { cpuSecondsSince } from '../lib/load';
import { readProcessStats, startServer } from '../lib/server';

const LEARNERS = 1_000;
const WINDOW_SECONDS = 60;
/** Fixed arrival rate: all logins sent in 50 s, inside the 60 s window, whatever the server does. */
const RATE_PER_SECOND = 20;
const CONNECTIONS = 20;
const P99_TARGET_MS = 1_000;
const FACTORY_CODE = '900100';
const PASSWORD_PREFIX = 'bench-pass-';

const userCodeOf = (index: number) => `bench${String(index).padStart(5, '0')}`;

/** A content pack with one tenant and LEARNERS learners, each with a password of their own. */
const loginPack = () => ({
  version: 1,
  tenant: {
    factoryCode: FACTORY_CODE,
    sysName: 'Benchmark tenant',
    edition: 'all-in-one',
    modules: ['exams'],
  },
  organisations: [{ code: 'hq', name: 'HQ' }],
  members: Array.from({ length: LEARNERS }, (_, index) => ({
    userCode: userCodeOf(index),
    nickName: `Learner ${index}`,
    password: `${PASSWORD_PREFIX}${index}`,
    organisations: ['hq'],
  })),
});

/** S1: LEARNERS password logins, each a different learner, at a fixed rate against the built server. */
export const login = async (port: number): Promise<ScenarioResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-login-'));
  const env = { DATA_DIR: dataDir, DEMO_PACK: 'off', RATE_LIMITS: 'off', PORT: String(port) };
  try {
    const importSeconds = importPack(loginPack(), env);

    const server = await startServer(env);
    const pid = server.process.pid;
    if (pid === undefined) throw new Error('S1: the server process has no pid');
    try {
      const before = readProcessStats(pid);
      const loadCpuBefore = process.cpuUsage();
      let next = 0;
      let envelopeErrors = 0;
      const result = await autocannon({
        url: `${server.url}/h5/api/login/login`,
        connections: CONNECTIONS,
        overallRate: RATE_PER_SECOND,
        amount: LEARNERS,
        timeout: WINDOW_SECONDS,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const index = next++;
              return {
                ...request,
                body: JSON.stringify({
                  factoryCode: FACTORY_CODE,
                  userCode: userCodeOf(index),
                  password: `${PASSWORD_PREFIX}${index}`,
                }),
              };
            },
            onResponse: (status, body) => {
              if (status < 200 || status >= 300) return;
              try {
                const envelope = JSON.parse(body) as { code?: unknown };
                if (envelope.code !== '200') envelopeErrors++;
              } catch {
                envelopeErrors++;
              }
            },
          },
        ],
      });
      const after = readProcessStats(pid);
      const durationSeconds = result.duration;
      const completed = result.requests.total;
      const errors = result.non2xx + result.errors + result.timeouts + envelopeErrors;
      const p99 = result.latency.p99;
      return {
        id: 'S1',
        name: 'login',
        work: `${LEARNERS.toLocaleString('en')} password logins, each a different learner, at ${RATE_PER_SECOND}/s`,
        load: {
          requests: completed,
          durationSeconds,
          requestsPerSecond: completed / durationSeconds,
          latencyMs: { p50: result.latency.p50, p99, max: result.latency.max },
          errors,
          serverCpuSeconds: after.cpuSeconds - before.cpuSeconds,
          serverPeakRssMb: after.peakRssMb,
          loadCpuSeconds: cpuSecondsSince(loadCpuBefore),
        },
        targets: [
          {
            label: 'p99 <',
            target: `${P99_TARGET_MS} ms`,
            measured: `${p99} ms`,
            pass: p99 < P99_TARGET_MS,
          },
          {
            label: `all logins within ${WINDOW_SECONDS} s, no errors:`,
            target: `${LEARNERS} ok`,
            measured: `${completed - errors} ok in ${durationSeconds.toFixed(1)} s`,
            pass: completed - errors === LEARNERS && durationSeconds <= WINDOW_SECONDS,
          },
        ],
        details: null,
        notes: [
          `Setup: one tenant and ${LEARNERS} learners imported as a content pack with the server's import CLI ` +
            `(argon2id hashing of every password) in ${importSeconds.toFixed(1)} s, on a fresh SQLite DATA_DIR, DEMO_PACK=off, RATE_LIMITS=off.`,
          `Load: autocannon, ${CONNECTIONS} connections, overall rate ${RATE_PER_SECOND} requests/s, POST /h5/api/login/login. ` +
            `Errors count non-2xx answers, socket errors, timeouts and envelopes whose code is not "200" (${envelopeErrors} of those).`,
          `Server CPU is user + system time of the server process during the load (/proc/<pid>/stat); peak RSS is its VmHWM since start. ` +
            `Load generator CPU is that of the benchmark's own process, which runs autocannon on the same two cores.`,
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
