import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { InMemoryRateCounts } from '../../http/in-memory-rate-counts.ts';
import { tooManyRequestsMessage } from '../../http/rate-limits.ts';

/**
 * Registered with `global: false`: a route opts in with `config: { rateLimit: ... }` (see
 * http/rate-limits.ts for the per-account limits). With Redis (REDIS_URL) every API instance
 * counts in the same store, so a limit holds whichever instance answers; without it, in memory.
 * If Redis fails, the limit is skipped for that request: a store outage must not stop sales.
 */
export default fp(async (fastify) => {
  await fastify.register(rateLimit, {
    global: false,
    ...(fastify.redis ? { redis: fastify.redis, nameSpace: 'rate-limit:' } : { store: InMemoryRateCounts }),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: tooManyRequestsMessage(Math.ceil(context.ttl / 1000)),
    }),
  });
}, { name: 'rate-limit', dependencies: ['redis'] });
