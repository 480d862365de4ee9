import { PAGE_BASE } from './paths';
import { OFFLINE_PICTURES_CACHE } from './service-worker-caches';

/** The worker vite-plugin-pwa builds (build/service-worker-plugin.ts, decisions 0028 and 0033). */
export const SERVICE_WORKER_URL = `${PAGE_BASE}sw.js`;
const BUILT_FILES = `${window.location.origin}${PAGE_BASE}assets/`;

/** How long the registration waits at most for an idle moment once the page is quiet. */
const IDLE_WAIT_MS = 3_000;

let registered = false;

/**
 * Registers the service worker that keeps the app shell for offline use, at the next idle moment
 * after the page's load event, so that its precache downloads never compete with the first screen
 * (docs/decisions/0035). The app asks for it once the first screen is on show and nothing loads
 * (app/app-root.tsx); the returned function calls it off while it has not started, for when
 * something starts loading again. Once registered, later calls do nothing. The dev server has no
 * worker. When the worker takes over a page that loaded without it, the built files that page
 * already has (its locale above all) are handed to the worker's cache, so they too are there
 * offline.
 */
export function registerServiceWorkerWhenIdle(): () => void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return () => undefined;
  }
  let cancelIdle = () => {};
  const register = () => {
    if (registered) return;
    registered = true;
    const loadedWithoutWorker = !navigator.serviceWorker.controller;
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: PAGE_BASE })
      .then(async () => {
        if (!loadedWithoutWorker) return;
        await serviceWorkerInControl();
        await keepLoadedFiles();
      })
      .catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(register, { timeout: IDLE_WAIT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(register, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/**
 * Resolves once a service worker controls the page (a new worker claims open pages as it
 * activates); never where there is none.
 */
export function serviceWorkerInControl(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return new Promise(() => undefined);
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Asks again for every built file the page has loaded: the worker's run-time cache takes each
 * from the browser's HTTP cache (they are immutable), without the network.
 */
async function keepLoadedFiles() {
  const loaded = performance
    .getEntriesByType('resource')
    .map(({ name }) => name)
    .filter((url) => url.startsWith(BUILT_FILES));
  await Promise.all([...new Set(loaded)].map((url) => fetch(url).catch(() => undefined)));
}

/**
 * Forgets the pictures kept for offline use (src/lib/offline-pictures.ts): they were the
 * signed-in learner's exams', and the device may be shared.
 */
export async function forgetOfflinePictures() {
  if (!('caches' in window)) return;
  await caches.delete(OFFLINE_PICTURES_CACHE).catch(() => false);
}
