import { useState } from 'react';
import type { TStorageKey } from './storage-keys';
import { readStored, writeStored } from './storage';

/**
 * One of `choices`, remembered on this device under `key` (the fallback until one is made, or
 * when the stored value is no longer a choice).
 */
export function useStoredChoice<const T extends string>(
  key: TStorageKey,
  choices: readonly T[],
  fallback: T,
) {
  const [choice, setChoice] = useState<T>(() => {
    const stored = readStored(key);
    return choices.find((candidate) => candidate === stored) ?? fallback;
  });
  const choose = (next: T) => {
    setChoice(next);
    writeStored(key, next);
  };
  return [choice, choose] as const;
}
