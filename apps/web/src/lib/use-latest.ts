import { useEffect, useRef } from 'react';

/**
 * A ref that always holds the last rendered `value`, for work that finishes later (an upload, a
 * recording) and must build on the answer as it is then, not as it was when the work began.
 */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
