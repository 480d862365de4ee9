import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { testSmsProvider } from '../platform/providers/sms/test';
import { openTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  config: Config;
  /** The text messages the app sent, oldest first. */
  sms: ReturnType<typeof testSmsProvider>;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database and a temporary upload folder, driven with `app.inject`.
 * Every success body is checked against its contract.
 */
export const buildTestApp = async (overrides: Partial<Config> = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-test-'));
  const config: Config = {
    ...loadConfig(
      { DEMO_PACK: 'off', LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'no-web') },
      dataDir,
    ),
    ...overrides,
  };
  const database = await openTestDatabase();
  const sms = testSmsProvider(null);
  const app = await buildApp({ config, database, logger: false, checkResponses: true, sms });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    sms,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type Envelope<TBody = unknown> = { code: string; body: TBody };

/** One API call: the envelope, the HTTP status and the headers. */
export const callApi = async <TBody = unknown>(
  app: FastifyInstance,
  options: {
    method?: 'GET' | 'POST';
    path: string;
    query?: Record<string, string>;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    /** The client address; tests of per-address limits give each case its own. */
    remoteAddress?: string;
  },
) => {
  const request: InjectOptions = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url: `/h5/api${options.path}`,
    headers: { ...(options.token ? { authorization: options.token } : {}), ...options.headers },
    ...(options.query ? { query: options.query } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  };
  const response = await app.inject(request);
  return {
    status: response.statusCode,
    headers: response.headers,
    envelope: response.json<Envelope<TBody>>(),
    response,
  };
};
