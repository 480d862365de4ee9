import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  SMS_RESEND_SECONDS,
  SMS_SENDS_PER_IP_PER_HOUR,
  SMS_SENDS_PER_PHONE_PER_HOUR,
} from '@lectern/contracts/common/sms-code';
import { makeLimiter, secondsOf } from './login-limits';

const HOUR_SECONDS = 60 * 60;

export type SmsLimits = {
  /**
   * Takes one send from every budget the phone and the client address have; answers the seconds
   * to wait when a budget is spent (and takes nothing), or null when the send may go.
   */
  takeSend: (phoneKey: string, ip: string) => Promise<number | null>;
};

/** Issue 4: one send per phone per 60 s and 5 per hour, plus a cap per client address. */
export const createSmsLimits = ({
  enabled,
  redis,
}: {
  enabled: boolean;
  redis: Redis | null;
}): SmsLimits => {
  if (!enabled) return { takeSend: async () => null };
  const budgets = [
    { limiter: makeLimiter(redis, 'sms-phone-minute', 1, SMS_RESEND_SECONDS), key: 'phone' },
    {
      limiter: makeLimiter(redis, 'sms-phone-hour', SMS_SENDS_PER_PHONE_PER_HOUR, HOUR_SECONDS),
      key: 'phone',
    },
    {
      limiter: makeLimiter(redis, 'sms-ip-hour', SMS_SENDS_PER_IP_PER_HOUR, HOUR_SECONDS),
      key: 'ip',
    },
  ] as const;

  return {
    takeSend: async (phoneKey, ip) => {
      const taken: { limiter: (typeof budgets)[number]['limiter']; key: string }[] = [];
      for (const budget of budgets) {
        const key = budget.key === 'phone' ? phoneKey : ip;
        try {
          await budget.limiter.consume(key);
          taken.push({ limiter: budget.limiter, key });
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          // A refused send costs nothing from the budgets it had already passed.
          await Promise.all(taken.map(({ limiter, key: takenKey }) => limiter.reward(takenKey)));
          return secondsOf(rejection.msBeforeNext);
        }
      }
      return null;
    },
  };
};
