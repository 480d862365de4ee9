import { PAGE_BASE } from './paths';

/** The worker vite-plugin-pwa builds (build/service-worker-plugin.ts, decision 0028). */
export const SERVICE_WORKER_URL = `${PAGE_BASE}sw.js`;

/**
 * Registers the service worker that keeps the app shell for offline use. It waits for the page's
 * load event, so its downloads never compete with the first screen. The dev server has none.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: PAGE_BASE })
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
