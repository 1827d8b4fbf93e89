import { createCache } from 'async-cache-dedupe';
import fp from 'fastify-plugin';
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

interface AnswerRequest {
  generation: number;
  key: string;
  produce: () => Promise<JsonAnswer>;
}

/**
 * The home page and the category pages are read far more often than phones are listed, booked
 * or sold. Each read is cached for a moment, and concurrent identical reads share one query.
 * Every key carries the catalogue's generation, which any write request moves on: an answer
 * read before the write, even one still in flight, is never served after it.
 */
export default fp(async (fastify) => {
  const { db } = fastify;
  let generation = 0;

  const cache = createCache({
    ttl: CATALOGUE_FRESH_SECONDS,
    storage: { type: 'memory', options: { size: 4096 } },
    onError: (err: unknown) => fastify.log.warn({ err }, 'catalogue cache failed'),
  })
    .define(
      'publicAnswer',
      { serialize: ({ generation: g, key }: AnswerRequest) => `${g} ${key}` },
      ({ produce }: AnswerRequest) => produce(),
    )
    .define('categoryPage', async ({ query }: { generation: number; query: CategoryPageQuery }) => {
      const { categoryName, ...filter } = query;
      const category = await findCategoryByName(db, categoryName);
      return category ? listCategoryPage(db, { ...filter, categoryId: category.id }) : null;
    });

  fastify.decorate('catalogue', {
    publicAnswer: (key, produce) => cache.publicAnswer({ generation, key, produce }),
    categoryPage: (query) => cache.categoryPage({ generation, query }),
  } satisfies CatalogueCache);

  // Before the answer leaves: the caller's next read already misses whatever was cached.
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method)) generation += 1;
    done(null, payload);
  });
}, { name: 'catalogue-cache', dependencies: ['database'] });
