import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registered with `global: false`: a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`, or uses `fastify.rateLimit(...)` as a preHandler.
 */
export default fp(async (fastify) => {
  await fastify.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
}, { name: 'rate-limit' });
