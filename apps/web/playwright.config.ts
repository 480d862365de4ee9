import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';
import { writeFaceTenantPack } from './e2e/support/face-tenant';
import { DEMO_FACTORY_CODES } from './e2e/support/fixtures';
import { VISUAL_FACTORY_CODE } from './e2e/visual/tenant';

/** The built client served by the real server, on a fresh database for every run. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Kept in the environment so the test workers, which load this file again, see the same folder.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lectern-e2e-')));
/** The test SMS driver writes one JSON line per message here (e2e/support/sms-outbox.ts). */
const smsOutbox = join(dataDir, 'sms-outbox.jsonl');
const demoPack = fileURLToPath(new URL('../server/src/packs/demo/demo-pack.json', import.meta.url));
/**
 * A copy of the demo pack under another factory code, written next to a link to the demo pack's
 * assets, which a pack takes from its own folder.
 */
const demo = JSON.parse(readFileSync(demoPack, 'utf8')) as { tenant: { factoryCode: string } };
const demoCopy = (factoryCode: string) => {
  const pack = join(dataDir, `demo-${factoryCode}`, 'pack.json');
  mkdirSync(dirname(pack), { recursive: true });
  writeFileSync(pack, JSON.stringify({ ...demo, tenant: { ...demo.tenant, factoryCode } }));
  try {
    symlinkSync(join(dirname(demoPack), 'assets'), join(dirname(pack), 'assets'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return pack;
};
/** Packs imported before the server starts: the demo tenant, then the ones the specs need. */
const packs = [
  demoPack,
  // Each further worker's demo tenant (e2e/support/fixtures.ts).
  ...DEMO_FACTORY_CODES.slice(1).map(demoCopy),
  fileURLToPath(new URL('e2e/accounts/review-tenant-pack.json', import.meta.url)),
  // The screenshot spec's own copy of the demo tenant (e2e/visual/tenant.ts): what the other
  // specs do to the demo learner (messages read, exams taken) never shows in its screenshots.
  demoCopy(VISUAL_FACTORY_CODE),
  // The face-service spec's tenant, whose learners have ID photos (e2e/support/face-tenant.ts).
  writeFaceTenantPack(join(dataDir, 'face-pack')),
];
const importPacks = packs
  .map((pack) => `node ../../node_modules/.bin/tsx ../server/src/packs/import-cli.ts ${pack}`)
  .join(' && ');

export default defineConfig({
  testDir: './e2e',
  // A worker per demo tenant: within one, specs sign the same learners in one after another (a
  // newer login revokes the older session).
  workers: DEMO_FACTORY_CODES.length,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers share the cores (docs/decisions/0060): a test takes longer than alone.
  timeout: 120_000,
  // A page's first chunk can take a few seconds on a busy 2-core machine.
  expect: {
    timeout: 15_000,
    // Screenshot comparisons (e2e/visual, docs/decisions/0032): still pages, no caret, and a
    // small tolerance for anti-aliasing; `npm run e2e:update-screenshots` rewrites the baselines.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixelRatio: 0.005,
      // Toasts are left out of the shots: they come and go on timers.
      stylePath: fileURLToPath(new URL('e2e/visual/screenshot.css', import.meta.url)),
    },
  },
  // One file per snapshot, the same on every machine: no browser or platform suffix.
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 1000 },
    trace: 'retain-on-failure',
    // The offline worker precaches the whole client in every new context, which slows every
    // test on a 2-core machine; the offline spec, which tests it, allows it again.
    serviceWorkers: 'block',
    // The learner's system asks for reduced motion, which the client honours (lib/reduced-motion):
    // antd's dialogs then open without the zoom during which a click could land on a button
    // that moved between mouse down and up, and be lost (docs/decisions/0060).
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: `${importPacks} && node ../server/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/h5/api/openapi.json`,
    reuseExistingServer: false,
    // Each pack is imported by a CLI of its own before the server starts.
    timeout: 120_000,
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
