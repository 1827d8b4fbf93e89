import { once } from 'node:events';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of all API instances; only when REDIS_URL is set (one process needs none). */
    redis?: Redis;
  }
}

/**
 * Connects to REDIS_URL at start (a wrong address stops the start with a clear message) and
 * quits on close. A command waits at most a second and is not retried: a limit that cannot be
 * counted is skipped rather than holding the request (see rate-limit.ts).
 */
export default fp<{ config: AppConfig }>(async (fastify, opts) => {
  const { redisUrl, redisKeyPrefix } = opts.config;
  if (!redisUrl) return;
  const redis = new Redis(redisUrl, {
    keyPrefix: redisKeyPrefix,
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (err: Error) => fastify.log.warn({ err }, 'redis connection problem; reconnecting'));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL cannot be reached: ${(err as Error).message}`, { cause: err });
  }
  fastify.decorate('redis', redis);
  fastify.addHook('onClose', async () => {
    const ended = once(redis, 'end');
    await redis.quit();
    await ended;
  });
}, { name: 'redis' });
