import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration this app was built with. */
    config: AppConfig;
  }
}

/** Makes the config that buildApp received available as `fastify.config`. */
export default fp<{ config: AppConfig }>(async (fastify, opts) => {
  fastify.decorate('config', opts.config);
  if (opts.config.jwtSecretIsDefault) {
    fastify.log.warn('JWT_SECRET is not set: using the development secret. Set it before going live.');
  }
}, { name: 'config' });
