import { useEffect, useRef, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/** Spec §9: countdowns tick every 400 ms. */
export const COUNTDOWN_TICK_MS = 400;

/**
 * Milliseconds left until `deadline` on the server's clock (null: no deadline), and `onExpired`
 * once when it is reached, however long the tab slept in between.
 */
export function useCountdown(deadline: number | null, onExpired: () => void): number | null {
  const left = () => (deadline === null ? null : Math.max(0, deadline - serverNow()));
  const [remaining, setRemaining] = useState(left);
  const expired = useRef(false);
  const expire = useRef(onExpired);
  useEffect(() => {
    expire.current = onExpired;
  });

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const now = Math.max(0, deadline - serverNow());
      setRemaining(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return remaining;
}
