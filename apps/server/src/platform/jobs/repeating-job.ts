import { timedBackground } from '../diagnostics/runtime-diagnostics';

/**
 * Work the server repeats in the background (the expiry sweep, table maintenance,
 * housekeeping): one run at a time — a run asked for while one is going joins it — on a timer
 * that never keeps the process alive. `run` logs its own errors and never rejects: no timer's
 * error may end the process (docs/decisions/0021). Its runs are timed as `name` in the runtime
 * diagnostics.
 */
export const repeatingJob = <TArgs extends unknown[], TResult>(
  name: string,
  run: (...args: TArgs) => Promise<TResult>,
) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TResult> | null = null;

  const runOnce = (...args: TArgs) => {
    running ??= timedBackground(name, () => run(...args)).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    runOnce,
    /** Runs every `intervalMs`, the first time after `firstRunMs` (0: now); once started, again is nothing. */
    every: (intervalMs: number, firstRunMs = intervalMs) => {
      if (timer) return;
      // The timer's runs get no arguments: a job that takes some defaults them.
      const tick = () => void (runOnce as () => Promise<TResult>)();
      const repeat = () => {
        timer = setInterval(tick, intervalMs);
        timer.unref();
      };
      if (firstRunMs > 0) {
        timer = setTimeout(() => {
          tick();
          repeat();
        }, firstRunMs);
        timer.unref();
        return;
      }
      repeat();
      tick();
    },
    /** Stops the timer and waits for a run going on. */
    stop: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
};
