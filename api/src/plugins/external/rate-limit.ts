import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registered with `global: false`: a route opts in with `config: { rateLimit: ... }` (see
 * http/rate-limits.ts for the per-account limits). With Redis (REDIS_URL) every API instance
 * counts in the same store, so a limit holds whichever instance answers; without it, in memory.
 * If Redis fails, the limit is skipped for that request: a store outage must not stop sales.
 */
export default fp(async (fastify) => {
  await fastify.register(rateLimit, {
    global: false,
    ...(fastify.redis ? { redis: fastify.redis, nameSpace: 'rate-limit:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
}, { name: 'rate-limit', dependencies: ['redis'] });
