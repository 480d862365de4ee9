import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** The built client served by the real server, on a fresh database for every run. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Kept in the environment so the test workers, which load this file again, see the same folder.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lectern-e2e-')));
/** The test SMS driver writes one JSON line per message here (e2e/support/sms-outbox.ts). */
const smsOutbox = join(dataDir, 'sms-outbox.jsonl');
/** Packs imported before the server starts: the demo tenant, then the ones the specs need. */
const packs = [
  '../server/src/packs/demo/demo-pack.json',
  'e2e/accounts/review-tenant-pack.json',
].map((pack) => fileURLToPath(new URL(pack, import.meta.url)));
const importPacks = packs
  .map((pack) => `node ../../node_modules/.bin/tsx ../server/src/packs/import-cli.ts ${pack}`)
  .join(' && ');

export default defineConfig({
  testDir: './e2e',
  // Several specs sign in as the demo learner, and a newer login revokes the older session.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A page's first chunk can take a few seconds on a busy 2-core machine.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 1000 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `${importPacks} && node ../server/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/h5/api/openapi.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMS_DRIVER: 'test',
      SMS_OUTBOX: smsOutbox,
    },
  },
});
