import { useEffect, useRef } from 'react';
import { useLatest } from '@/lib/use-latest';

const MILLIS_PER_SECOND = 1_000;

/**
 * Calls `onDue` each time learning has gone on for `seconds` in all (the time while `running`,
 * across pauses): the face looked at again while learning (spec §4).
 */
export function useLearningTimer(running: boolean, seconds: number, onDue: () => void) {
  const spent = useRef(0);
  const due = useLatest(onDue);
  useEffect(() => {
    if (!running) return;
    const limit = seconds * MILLIS_PER_SECOND;
    let since = Date.now();
    let timer = 0;
    const wait = () => {
      timer = window.setTimeout(() => {
        spent.current = 0;
        since = Date.now();
        due.current();
        wait();
      }, limit - spent.current);
    };
    wait();
    return () => {
      window.clearTimeout(timer);
      spent.current = Math.min(limit, spent.current + Date.now() - since);
    };
  }, [running, seconds, due]);
}
