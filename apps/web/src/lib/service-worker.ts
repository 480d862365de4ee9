import { PAGE_BASE } from './paths';
import { OFFLINE_PICTURES_CACHE } from './service-worker-caches';

/** The worker vite-plugin-pwa builds (build/service-worker-plugin.ts, decisions 0028 and 0033). */
export const SERVICE_WORKER_URL = `${PAGE_BASE}sw.js`;
const BUILT_FILES = `${window.location.origin}${PAGE_BASE}assets/`;

/**
 * Registers the service worker that keeps the app shell for offline use. It waits for the page's
 * load event, so its downloads never compete with the first screen. The dev server has none.
 * When the worker takes over a page that loaded without it, the built files that page already
 * has (its locale above all) are handed to the worker's cache, so they too are there offline.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const loadedWithoutWorker = !navigator.serviceWorker.controller;
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: PAGE_BASE })
      .then(async () => {
        if (!loadedWithoutWorker) return;
        await serviceWorkerInControl();
        await keepLoadedFiles();
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
