import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Rate } from '../../config';
import { makeLimiter, secondsOf, throttled } from './login-limits';

export type UploadRates = { publicPerAddress: Rate; publicPerTenant: Rate; perLearner: Rate };

/**
 * Uploads are counted when they arrive, before their bodies are read, so racing uploads are
 * limited like sequential ones. Every attempt counts, whatever it ends in; a spent budget answers
 * 300111 with the seconds to wait as the body and `Retry-After` (docs/decisions/0022).
 */
export type UploadLimits = {
  /** One upload before login from this client address. */
  takePublic: (ip: string) => Promise<void>;
  /**
   * One upload before login to this tenant, once the form has named it. A refusal gives the
   * address its upload back: the tenant's budget refused it, not the address's.
   */
  takePublicOfTenant: (tenantId: string, ip: string) => Promise<void>;
  /** One upload of a signed-in learner. */
  takeOfLearner: (tenantId: string, memberId: string) => Promise<void>;
};

const limiterOf = (redis: Redis | null, name: string, { points, windowSeconds }: Rate) =>
  makeLimiter(redis, `upload-${name}`, points, windowSeconds);

/** Takes one point; throws 300111 with the wait when the budget is spent. */
const take = async (limiter: RateLimiterAbstract, key: string) => {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw throttled(secondsOf(rejection.msBeforeNext));
    throw rejection;
  }
};

export const createUploadLimits = ({
  enabled,
  redis,
  rates,
}: {
  enabled: boolean;
  redis: Redis | null;
  rates: UploadRates;
}): UploadLimits => {
  if (!enabled) {
    return {
      takePublic: async () => {},
      takePublicOfTenant: async () => {},
      takeOfLearner: async () => {},
    };
  }
  const publicOfAddress = limiterOf(redis, 'public-ip', rates.publicPerAddress);
  const publicOfTenant = limiterOf(redis, 'public-tenant', rates.publicPerTenant);
  const ofLearner = limiterOf(redis, 'learner', rates.perLearner);

  return {
    takePublic: (ip) => take(publicOfAddress, ip),
    takePublicOfTenant: async (tenantId, ip) => {
      try {
        await take(publicOfTenant, tenantId);
      } catch (refusal) {
        await publicOfAddress.reward(ip);
        throw refusal;
      }
    },
    takeOfLearner: (tenantId, memberId) => take(ofLearner, `${tenantId}:${memberId}`),
  };
};
