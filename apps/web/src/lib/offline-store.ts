import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What the client keeps on this device beyond localStorage (decision 0028): an exam's answer
 * journal and its sheet, so an exam survives a reload while offline. Values are structured-cloned.
 */
export type TKeyValueStore = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
};

/** A store that lives as long as the page: where IndexedDB is missing or refuses to open. */
export function memoryStore(): TKeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
  };
}

/**
 * IndexedDB through idb-keyval. Should IndexedDB fail (a private window, a full disk), the values
 * stay in memory for this page, so the exam goes on; only a reload loses them.
 */
function indexedDbStore(idb: UseStore): TKeyValueStore {
  const fallback = memoryStore();
  let broken = false;
  const attempt = async <T>(run: () => Promise<T>, otherwise: () => Promise<T>) => {
    if (broken) return otherwise();
    try {
      return await run();
    } catch {
      broken = true;
      return otherwise();
    }
  };
  return {
    get: (key) =>
      attempt(
        () => get(key, idb),
        () => fallback.get(key),
      ),
    set: (key, value) =>
      attempt(
        () => set(key, value, idb),
        () => fallback.set(key, value),
      ),
    del: (key) =>
      attempt(
        () => del(key, idb),
        () => fallback.del(key),
      ),
  };
}

/** The database and object store of the client's device data. */
export const OFFLINE_DB = { name: 'lectern', store: 'offline' } as const;

let current: TKeyValueStore | null = null;

/** The device store: IndexedDB where the browser has it (jsdom has not: memory). */
export function offlineStore(): TKeyValueStore {
  current ??=
    typeof indexedDB === 'undefined'
      ? memoryStore()
      : indexedDbStore(createStore(OFFLINE_DB.name, OFFLINE_DB.store));
  return current;
}

/** Tests start each case with a store of their own. */
export function setOfflineStore(store: TKeyValueStore | null) {
  current = store;
}
