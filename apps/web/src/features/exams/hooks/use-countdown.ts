import { useEffect, useRef, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/** Spec §9: countdowns tick every 400 ms. */
export const COUNTDOWN_TICK_MS = 400;

/**
 * Milliseconds left until `deadline` on the server's clock (null: no deadline), and `onExpired`
 * once when it is reached, however long the tab slept in between (once more for a new deadline).
 */
export function useCountdown(deadline: number | null, onExpired: () => void): number | null {
  const left = (until: number) => Math.max(0, until - serverNow());
  /** The last tick, and the deadline it counted to. */
  const [counted, setCounted] = useState(() => ({
    deadline,
    remaining: deadline === null ? 0 : left(deadline),
  }));
  const expired = useRef(false);
  const expire = useRef(onExpired);
  useEffect(() => {
    expire.current = onExpired;
  });

  useEffect(() => {
    expired.current = false;
    if (deadline === null) return;
    const tick = () => {
      const remaining = left(deadline);
      setCounted({ deadline, remaining });
      if (remaining === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  if (deadline === null) return null;
  // Until the first tick of a new deadline, counted from the clock.
  return counted.deadline === deadline ? counted.remaining : left(deadline);
}
