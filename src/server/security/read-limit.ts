// Per-user limits on expensive reads (issue 34): the job search, the application board and lists. One signed-in
// session flooding the search took another user's download from 1.9 to 70.9 ms p50; each user now has a budget per
// minute and instance, counted apart for every route family, and a signed-out caller has one per address.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** Reads a minute one signed-in user may make of one route family at the default RATE_LIMIT_MAX (300). */
export const READS_PER_USER_MINUTE = 240;

/**
 * The rate-limit config of an expensive read: `perUser` a minute for each signed-in user (scaled with RATE_LIMIT_MAX,
 * which tests and the browser suite raise), and `perAddress` (unscaled) for a signed-out caller.
 */
export function expensiveRead(
  config: Pick<AppConfig, 'rateLimitMax'>,
  name: string,
  opts: { perUser?: number; perAddress?: number } = {},
) {
  const perUser = Math.max(1, Math.floor(((opts.perUser ?? READS_PER_USER_MINUTE) * config.rateLimitMax) / 300));
  const perAddress = opts.perAddress ?? perUser;
  return {
    rateLimit: {
      max: (request: FastifyRequest) => (request.user ? perUser : perAddress),
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `${name}:user:${request.user.id}` : `${name}:ip:${request.ip}`,
    },
  };
}
