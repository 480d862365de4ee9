import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { antdStaticStylesPlugin } from './build/antd-static-styles';
import { faceModelsPlugin } from './build/face-models-plugin';
import { mathliveAssetsPlugin } from './build/mathlive-assets-plugin';
import { screenModules } from './build/screen-modules';
import { preloadRootPlugin } from './build/preload-root-plugin';
import { serviceWorkerPlugin } from './build/service-worker-plugin';
import { versionPlugin } from './build/version-plugin';
import { ownerOf } from './src/locales/namespaces';

/** Page base of spec §2; the server serves the built client here. */
const PAGE_BASE = '/h5/p/';
const API_TARGET = process.env.LECTERN_API_TARGET ?? 'http://localhost:3000';
/** Its shell strings are bundled with the app's start by src/lib/i18n.ts. */
const DEFAULT_LOCALE = 'zh-CN';
const buildId = process.env.LECTERN_BUILD_ID ?? new Date().toISOString().replace(/[-:.]/g, '');

/** antd and the libraries only antd uses. */
const ANTD_MODULE = /node_modules[\\/](antd|@ant-design|@rc-component|@babel|clsx)[\\/]/;

/**
 * The two first screens of decision 0035: the login screen (most learners' first), with antd's
 * texts in the default language (loaded by src/lib/i18n.ts), and the exam screen, which a learner
 * reopens cold after a reload, with antd's dialogs and messages.
 */
const loginScreen = screenModules('login', [
  'src/app/app-root.tsx',
  'src/features/auth/pages/login-page.tsx',
  'antd/es/locale/zh_CN.js',
]);
const examScreen = screenModules('exam', [
  'src/features/exams/pages/exam-answering-page.tsx',
  // Its dialogs and messages, loaded before question 1 shows (app/route-modules.ts).
  'src/lib/feedback-antd.ts',
]);

/**
 * A locale's namespaces are one chunk per part of the app (src/locales/namespaces.ts): a page
 * loads its feature's strings in one request, and the shell's load with the app's start. The
 * default's shell strings are in the app's start itself.
 */
const localeChunk = (moduleId: string) => {
  const [, locale, namespace] =
    /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(moduleId) ?? [];
  const owner = namespace && ownerOf(namespace);
  if (!locale || !owner || (locale === DEFAULT_LOCALE && owner === 'shell')) return null;
  return `locale-${locale}-${owner}`;
};

export default defineConfig({
  base: PAGE_BASE,
  plugins: [
    react(),
    antdStaticStylesPlugin(),
    loginScreen.plugin,
    examScreen.plugin,
    versionPlugin(buildId),
    // The proctored exams' face models, served by our own origin (docs/decisions/0050).
    faceModelsPlugin(),
    // The formula editor's fonts and sounds, served by our own origin (docs/decisions/0053).
    mathliveAssetsPlugin(),
    // antd's texts in the default language, which the start awaits, are in the root's antd chunk
    // (the vendor-antd group below).
    preloadRootPlugin(['/src/app/start.tsx', '/src/app/app-root.tsx']),
    serviceWorkerPlugin(PAGE_BASE),
    // A .br and a .gz beside every text file of dist/; the server sends the one the browser asks
    // for (apps/server/src/platform/http/web-client.ts, docs/decisions/0027).
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/h5/api': { target: API_TARGET, changeOrigin: true, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps source modules to chunks; the S6 benchmark reads it (bench/).
    manifest: true,
    rolldownOptions: {
      // The app, and the SCORM player page the learning screen frames (spec §2, decision 0062).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        scorm: fileURLToPath(new URL('./scorm/index.html', import.meta.url)),
      },
      output: {
        // Libraries every page needs get stable chunks of their own, cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor-router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'vendor-axios', test: /node_modules[\\/]axios[\\/]/ },
            // antd in one file per first screen rather than forty small ones: over HTTP/1.1 a
            // slow phone pays a round trip per six files (docs/decisions/0034, 0035).
            {
              name: 'vendor-antd',
              test: (id) => ANTD_MODULE.test(id) && loginScreen.has(id),
            },
            {
              name: 'vendor-antd-exam',
              test: (id) => ANTD_MODULE.test(id) && examScreen.has(id),
            },
            // The rest of antd that most pages share (menus, selects, tabs, pop-ups).
            { name: 'vendor-antd-pages', test: ANTD_MODULE, minShareCount: 8 },
            { name: localeChunk },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // jsdom renders of whole pages are slow on a busy 2-core machine.
    testTimeout: 20_000,
    // Vitest keeps a core for itself by default (one worker on 2 cores); a worker per core runs
    // the suite in two thirds of the time.
    maxWorkers: availableParallelism(),
  },
});
