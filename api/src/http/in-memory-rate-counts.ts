import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';

interface Window {
  count: number;
  startedAt: number;
}

type Result = { current: number; ttl: number };

/** Keys kept per limit; the least recently counted are forgotten first. */
const KEYS_PER_LIMIT = 10_000;

/**
 * The rate limits' store of one process (no REDIS_URL): a fixed window per key.
 * @fastify/rate-limit's own in-memory store hands every request the same counter object and the
 * limiter reads it a tick later, so requests arriving together all saw the last one's count: of
 * four at once under a limit of 3, three were refused. Each request gets its own count here.
 */
export class InMemoryRateCounts implements FastifyRateLimitStore {
  readonly #windows = new LRUCache<string, Window>({ max: KEYS_PER_LIMIT });

  incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.#windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
    const now = Date.now();
    const window = this.#windows.peek(key);
    if (!window || window.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Each route's limit (and each `createRateLimit`) counts in a store of its own. */
  child(): InMemoryRateCounts {
    return new InMemoryRateCounts();
  }
}
