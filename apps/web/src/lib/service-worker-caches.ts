/**
 * What the page and the service worker's configuration (build/service-worker-plugin.ts) share.
 * No imports: the build reads this file too.
 */

/** The worker's cache of question pictures kept for offline use (decision 0033). */
export const OFFLINE_PICTURES_CACHE = 'lectern-offline-pictures';

/**
 * Marks a request whose answer the worker keeps in OFFLINE_PICTURES_CACHE. The worker's route
 * names it as a literal (its code is copied into sw.js as text): change both together.
 */
export const KEEP_OFFLINE_HEADER = 'x-lectern-keep-offline';
