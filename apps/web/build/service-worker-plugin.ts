import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker of decision 0028 (Workbox through vite-plugin-pwa), scoped to the page base.
 *
 * - Precache: the app shell and every built script, style, font and icon (index.html, the entry,
 *   the vendor chunks, every page and exam chunk, every locale chunk), so any screen, the exam
 *   above all, reopens without a network. Hashed files are fetched once per build.
 * - Navigations under the page base go to the network, so an online learner always gets the
 *   deployed index.html; only without a network does the precached index.html answer (the SPA's
 *   routes). The API (/h5/api/, outside the scope) is never cached: the exam keeps its sheet and
 *   journal in IndexedDB itself.
 * - skipWaiting and clientsClaim (registerType 'autoUpdate'): a new build's worker takes over at
 *   once. The page is never reloaded for it; the version check (spec §9) offers that.
 * - The client registers the worker itself (src/lib/service-worker.ts), after the page has loaded.
 */
export function serviceWorkerPlugin(pageBase: string) {
  return VitePWA({
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
      globIgnores: ['static/**', '.vite/**'],
      // Hashed names already change with their content.
      dontCacheBustURLsMatching: /[.-][A-Za-z0-9_-]{8}\.\w+$/,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // The page base itself is a navigation like any other, not a precached index.html.
      directoryIndex: '',
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          // The function is copied into sw.js as text: it can use nothing from this file.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            url.pathname.startsWith('/h5/p/') &&
            !url.pathname.startsWith('/h5/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: `${pageBase}index.html` } },
        },
      ],
    },
  });
}
