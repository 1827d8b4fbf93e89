import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  findCategoryByName,
  listCategoryPage,
  type CategoryPage,
  type ListingFilter,
} from '../../db/listings.repository.ts';
import type { JsonAnswer } from '../../http/json-answer.ts';

/**
 * How long a catalogue read is reused. Writes through this API drop it at once (see below), so
 * this only bounds how long a write made through another API instance can go unseen.
 */
export const CATALOGUE_FRESH_SECONDS = 2;

/** Entries kept per cache; the least recently read go first. */
export const CACHED_READS = 4096;

/** A category page, asked for by the category's name. */
export type CategoryPageQuery = Omit<ListingFilter, 'categoryId'> & { categoryName: string };

/** The public catalogue's reads, shared by every request that asks the same thing at the same time. */
export interface CatalogueCache {
  /** The serialized answer of a public route for `key` (its URL), or the one `produce` makes. */
  publicAnswer(key: string, produce: () => Promise<JsonAnswer>): Promise<JsonAnswer>;
  /** One page of a category's phones; null when there is no such category. */
  categoryPage(query: CategoryPageQuery): Promise<CategoryPage | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The home page and the category pages are read far more often than phones are listed, booked
 * or sold. Each read is cached for a moment, and concurrent identical reads share one query
 * (lru-cache's fetch). Every key carries the catalogue's generation, which any write request
 * moves on: an answer read before the write, even one still in flight, is never served after it.
 */
export default fp(async (fastify) => {
  const { db } = fastify;
  let generation = 0;
  const current = (key: string) => `${generation} ${key}`;
  const fresh = { max: CACHED_READS, ttl: CATALOGUE_FRESH_SECONDS * 1000 };

  const answers = new LRUCache<string, JsonAnswer, () => Promise<JsonAnswer>>({
    ...fresh,
    fetchMethod: (_key, _stale, { context: produce }) => produce(),
  });
  // No such category is not cached (lru-cache keeps no empty values): that read stays a query.
  const pages = new LRUCache<string, CategoryPage, CategoryPageQuery>({
    ...fresh,
    fetchMethod: async (_key, _stale, { context: { categoryName, ...filter } }) => {
      const category = await findCategoryByName(db, categoryName);
      return category ? listCategoryPage(db, { ...filter, categoryId: category.id }) : undefined;
    },
  });

  fastify.decorate('catalogue', {
    publicAnswer: async (key, produce) => (await answers.fetch(current(key), { context: produce }))!,
    categoryPage: async (query) => (await pages.fetch(current(JSON.stringify(query)), { context: query })) ?? null,
  } satisfies CatalogueCache);

  // Before the answer leaves: the caller's next read already misses whatever was cached.
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method)) generation += 1;
    done(null, payload);
  });
}, { name: 'catalogue-cache', dependencies: ['database'] });
