import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScenarioResult } from '../lib/results';
import { importPack } from '../lib/import-pack';
import { describeRefusals, loadOf, runLoad } from '../lib/load';
import { startServer } from '../lib/server';

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
    try {
      let next = 0;
      const outcome = await runLoad({
        server,
        connections: CONNECTIONS,
        overallRate: RATE_PER_SECOND,
        amount: LEARNERS,
        sequence: [
          {
            method: 'POST',
            path: () => '/h5/api/login/login',
            token: () => null,
            body: () => {
              const index = next++;
              return {
                factoryCode: FACTORY_CODE,
                userCode: userCodeOf(index),
                password: `${PASSWORD_PREFIX}${index}`,
              };
            },
          },
        ],
      });
      const { durationSeconds, errors, latencyMs } = outcome;
      return {
        id: 'S1',
        name: 'login',
        work: `${LEARNERS.toLocaleString('en')} password logins, each a different learner, at ${RATE_PER_SECOND}/s`,
        load: loadOf(outcome),
        targets: [
          {
            label: 'p99 <',
            target: `${P99_TARGET_MS} ms`,
            measured: `${latencyMs.p99} ms`,
            pass: latencyMs.p99 < P99_TARGET_MS,
          },
          {
            label: `all logins within ${WINDOW_SECONDS} s, no errors:`,
            target: `${LEARNERS} ok`,
            measured: `${outcome.requests - errors} ok in ${durationSeconds.toFixed(1)} s`,
            pass: outcome.requests - errors === LEARNERS && durationSeconds <= WINDOW_SECONDS,
          },
        ],
        details: null,
        notes: [
          `Setup: one tenant and ${LEARNERS} learners imported as a content pack with the server's import CLI ` +
            `(argon2id hashing of every password) in ${importSeconds.toFixed(1)} s, on a fresh SQLite DATA_DIR, DEMO_PACK=off, RATE_LIMITS=off.`,
          `Load: autocannon, ${outcome.connections} connections, overall rate ${RATE_PER_SECOND} requests/s, POST /h5/api/login/login. ` +
            `Errors count non-2xx answers, socket errors, timeouts and envelopes whose code is not "200": ${describeRefusals(outcome.refusals)}.`,
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
