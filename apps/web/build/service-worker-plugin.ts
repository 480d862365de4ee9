import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_PICTURES_CACHE } from '../src/lib/service-worker-caches';
import { offlinePrecache } from './offline-precache';

/**
 * What the precache keeps beyond the entry (build/offline-precache.ts): the app's start (React,
 * the router and its loaders), and the root and the exam's answering route as app/route-modules.ts
 * loads it: the page, antd's dialogs, the member check, the exams feature's strings.
 */
const PRECACHE_NEEDS = {
  shell: ['src/app/start.tsx'],
  roots: [
    'src/app/app-root.tsx',
    'src/features/exams/pages/exam-answering-page.tsx',
    'src/lib/feedback-antd.ts',
    'src/features/custom-info/api/get-prev-login-info.ts',
    // The exam's strings in zh-CN, the fallback; the learner's own language is handed over by the
    // page that loaded it (decision 0033).
    'src/locales/zh-CN/exams.json',
    'src/locales/zh-CN/exam-answering.json',
    'src/locales/zh-CN/questions.json',
  ],
};
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The service worker of decisions 0028 and 0033 (Workbox through vite-plugin-pwa), scoped to the
 * page base.
 *
 * - Precache: the app shell (index.html, the entry and its chunks, the icon, the web manifest) and
 *   what PRECACHE_NEEDS name, picked from the build's module graph (build/offline-precache.ts),
 *   so the exam reopens without a network. Hashed files are fetched once per build.
 * - Other built files (other pages, other locales) are cached when first used, CacheFirst: their
 *   names change with their content. A page loaded before the worker hands it what it loaded.
 * - Question pictures (files of /h5/api/files/) are kept when the answering screen asks for them
 *   with KEEP_OFFLINE_HEADER (src/lib/offline-pictures.ts); a picture any page shows is answered
 *   from that cache first. Nothing else under /h5/api/ is ever cached.
 * - Navigations under the page base go to the network, so an online learner always gets the
 *   deployed index.html; only without a network does the precached index.html answer (the SPA's
 *   routes). The exam keeps its sheet and journal in IndexedDB itself.
 * - skipWaiting and clientsClaim (both set below: registerType 'autoUpdate' alone gives only
 *   skipWaiting): a new build's worker takes over at once, open pages included. The page is never
 *   reloaded for it; the version check (spec §9) offers that.
 * - The client registers the worker itself (src/lib/service-worker.ts) once the first screen is on
 *   show and nothing loads (decision 0035).
 */
export function serviceWorkerPlugin(pageBase: string): PluginOption[] {
  const precache = offlinePrecache(PRECACHE_NEEDS);
  return [
    precache.plugin,
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      scope: pageBase,
      base: pageBase,
      manifest: {
        name: 'Lectern',
        short_name: 'Lectern',
        lang: 'zh-CN',
        start_url: `${pageBase}login`,
        scope: pageBase,
        display: 'standalone',
        background_color: '#f4f6fa',
        theme_color: '#5699ff',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2}'],
        // The version file must come from the server (spec §9); the build manifest is for bench/.
        // Face detection (1.3 MB) is for proctored papers alone; the formula editor's fonts and
        // sounds (0.5 MB) for the learners who write a formula: neither is precached.
        // The SCORM player (scorm/index.html) frames packages from the server: not for offline use.
        globIgnores: [
          'static/**',
          '.vite/**',
          'assets/face-api*',
          'face-models/**',
          'mathlive/**',
          'scorm/**',
        ],
        manifestTransforms: [precache.manifestTransform],
        // Hashed names already change with their content.
        dontCacheBustURLsMatching: /[.-][A-Za-z0-9_-]{8}\.\w+$/,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The page base itself is a navigation like any other, not a precached index.html.
        directoryIndex: '',
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // A new worker takes over at once, the open pages too: a page loaded before any worker is
        // kept offline from then on (its files, its exam's pictures).
        skipWaiting: true,
        clientsClaim: true,
        inlineWorkboxRuntime: true,
        // The functions below are copied into sw.js as text: they can use nothing from this file.
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              url.pathname.startsWith('/h5/p/') &&
              !url.pathname.startsWith('/h5/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `${pageBase}index.html` } },
          },
          {
            urlPattern: ({ sameOrigin, url }) =>
              sameOrigin && url.pathname.startsWith('/h5/p/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'lectern-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Pictures a page shows, and the pictures the answering screen asks to keep.
            urlPattern: ({ request, sameOrigin, url }) =>
              sameOrigin &&
              url.pathname.startsWith('/h5/api/files/') &&
              (request.destination === 'image' || request.headers.has('x-lectern-keep-offline')),
            handler: 'CacheFirst',
            options: {
              cacheName: OFFLINE_PICTURES_CACHE,
              // Only the pictures asked to be kept are stored, never another page's picture.
              plugins: [
                {
                  cacheWillUpdate: ({ request, response }) =>
                    Promise.resolve(
                      request.headers.has('x-lectern-keep-offline') ? response : null,
                    ),
                },
              ],
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
