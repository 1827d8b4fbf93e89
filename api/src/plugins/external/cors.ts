import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';

/**
 * Only the five apps (or CORS_ORIGINS) may call the API from a browser. A caller that sends no
 * Origin is not a browser reading across origins: it gets no CORS headers.
 */
export default fp<{ config: AppConfig }>(async (fastify, opts) => {
  const allowed = new Set(opts.config.corsOrigins);
  await fastify.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}, { name: 'cors' });
