import { useCallback, useEffect, useState } from 'react';
import { ErrorCode } from '@lectern/contracts/common/error-codes';

/** Spec §9 helpers and timing: countdowns tick every 400 ms. */
export const COUNTDOWN_TICK_MS = 400;
const MILLIS_PER_SECOND = 1_000;

/**
 * Too many codes sent: the server answers 300111 with the seconds to wait as the body
 * (docs/decisions/0007). The send button counts those down instead of showing 'Login failed'.
 */
export const isSendThrottled = (code: string, body: unknown): body is number =>
  code === ErrorCode.LOGIN_FAILED && typeof body === 'number' && body > 0;

type TClock = { now: number; deadline: number | null };

const startingAt = (seconds: number | undefined): TClock => {
  const now = Date.now();
  return { now, deadline: seconds ? now + seconds * MILLIS_PER_SECOND : null };
};

/**
 * Whole seconds left until a deadline, recounted from the clock on every tick so a throttled or
 * hidden tab still shows the right number when it wakes up. `initialSeconds` starts it at once.
 */
export function useCountdown(initialSeconds?: number) {
  const [clock, setClock] = useState<TClock>(() => startingAt(initialSeconds));
  const { deadline } = clock;

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setClock({ now, deadline: now >= deadline ? null : deadline });
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => setClock(startingAt(seconds)), []);

  const remaining =
    deadline === null ? 0 : Math.max(0, Math.ceil((deadline - clock.now) / MILLIS_PER_SECOND));
  return { remaining, start };
}
