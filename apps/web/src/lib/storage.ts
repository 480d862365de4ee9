import { StorageKey, type TStorageKey } from './storage-keys';

/** localStorage can throw (private mode, quota, disabled storage): treat that as "nothing stored". */
export function readStored(key: TStorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: TStorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

type Listener = () => void;

/** A stored value the UI can follow (React's useSyncExternalStore takes subscribe and get). */
function observableStored(key: TStorageKey) {
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => readStored(key) || null,
    set(value: string) {
      if (readStored(key) === value) return;
      writeStored(key, value);
      notify();
    },
    clear() {
      if (readStored(key) === null) return;
      writeStored(key, null);
      notify();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The member token: the UI follows a sign-in, a sign-out or a revoked session. */
export const memberToken = observableStored(StorageKey.MEMBER_TOKEN);

/** The last tenant number seen in a URL or used to sign in. */
export const storedFactoryCode = observableStored(StorageKey.FACTORY_CODE);
