import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { answerAfterOwnNotices, CATALOGUE_CHANNEL, listenForChanges } from '../../db/change-notices.ts';
import { restockShelf, restockWhole, shelfPage, stockShelf, type CategoryShelf } from '../../catalogue/category-shelf.ts';
import {
  countCategoryPhones,
  findCategoryByName,
  listCategoryPage,
  listCategoryShelf,
  listShelfPhones,
  type CategoryPage,
  type ListingFilter,
} from '../../db/listings.repository.ts';
import { listCategories } from '../../db/catalogue.repository.ts';
import type { JsonAnswer } from '../../http/json-answer.ts';

/**
 * How long a catalogue read is reused at most. Changes are not waited out: the database's change
 * notices (see below) end every cached read at once, on every instance; this only bounds what a
 * change the notices do not cover could leave unseen.
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
  /**
   * Resolves once this instance has heard the notices of every catalogue change committed so far:
   * after a write made behind the API's back (a script, a test), the next read shows it.
   */
  caughtUp(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

/** The requests that change what the catalogue shows: each answers once its notices are heard (answerAfterOwnNotices). */
export const CATALOGUE_WRITES: ReadonlySet<string> = new Set([
  'POST /addProduct',
  'DELETE /product/:id',
  'PUT /advertise/:id',
  'PUT /product/:id/price',
  'PUT /product/:id/details',
  'PUT /product/:id/photos',
  'POST /payments',
  'POST /sandbox/charge',
  'POST /webhooks/stripe',
  'DELETE /users/delete/:id',
  'DELETE /users/me',
  // Moderation hides or restores a listing; a rating changes its seller's standing on every card.
  'POST /admin/products/:id/hide',
  'POST /admin/products/:id/restore',
  'POST /orders/:id/rating',
]);

/** A notice about one phone: 'category:<category id>:<phone id>' (drizzle/0018). Any other: everything. */
const PHONE_NOTICE = /^category:([^:]+):([^:]+)$/;

/** Past this many changed phones, a shelf is read again whole rather than taking them in one by one. */
const RESTOCK_AT_MOST = 200;

/** The phones of a category changed since its shelf was read, and that shelf (none: read it whole). */
interface ShelfChanges {
  shelf: CategoryShelf | undefined;
  /** Undefined past RESTOCK_AT_MOST: the category is read whole. */
  phones: Set<string> | undefined;
}

/**
 * The home page and the category pages are read far more often than phones are listed, booked
 * or sold. Visitors' answers are cached for a moment; every caller's category pages, signed in
 * or not, are cut from the category's shelf (catalogue/category-shelf.ts), read once until the
 * category changes. Concurrent identical reads share one query (lru-cache's fetch). Every key
 * carries the generations of what it was read from, which every change to that moves on: an
 * answer read before the change, even one still in flight, is never served after it.
 *
 * Changes are heard from the database (PostgreSQL LISTEN/NOTIFY, sent by triggers at commit), so
 * a write through any instance, or any script, reaches every instance's cache within
 * milliseconds. A change to a phone ends its category's shelf and the visitors' answers; any other
 * change ends everything. While the notices cannot be heard (the listening connection is down),
 * the cache is not used: every read goes to the database until they are heard again.
 */
export default fp(async (fastify) => {
  const { db } = fastify;
  // Moved on by a change to everything, by a change to anything, and per category by its phones.
  let everything = 0;
  let anything = 0;
  const categoryGenerations = new Map<string, number>();
  const changes = new Map<string, ShelfChanges>();
  const shelfMs = fastify.config.catalogueShelfSeconds * 1000;
  let trusted = false;
  const shelfKey = (categoryId: string) => `${everything}.${categoryGenerations.get(categoryId) ?? 0} ${categoryId}`;
  // A read in flight when the caches are cleared still answers its callers (ignoreFetchAbort).
  const fresh = { max: CACHED_READS, ttl: CATALOGUE_FRESH_SECONDS * 1000, ignoreFetchAbort: true };

  // Visitors' answers, under their URLs: the home page shows phones of every category.
  const answers = new LRUCache<string, JsonAnswer, () => Promise<JsonAnswer>>({
    ...fresh,
    fetchMethod: (_key, _stale, { context: produce }) => produce(),
  });
  // Category ids by name. No such category is not kept (lru-cache keeps no empty values).
  const categories = new LRUCache<string, { id: string }, string>({
    max: CACHED_READS,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: categoryName }) => findCategoryByName(db, categoryName),
  });
  // Every page, sort and filter of a category is answered from its shelf: one read of the
  // category's phones for sale, shared by every caller until the category changes.
  const shelves = new LRUCache<string, { shelf: CategoryShelf }, string>({
    max: CACHED_READS,
    // As above, the change notices end a shelf at once; a shelf costs a read of the whole
    // category, so it is kept this long (CATALOGUE_SHELF_SECONDS) while nothing has changed.
    ttl: shelfMs,
    // Then it still answers while it is read again: a category of thousands of phones takes a
    // moment to read, and nobody waits on it.
    allowStale: true,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, stale, { context: categoryId }) => {
      const changed = changes.get(categoryId);
      changes.delete(categoryId);
      // A shelf is read whole at least once per CATALOGUE_SHELF_SECONDS, however often it changes.
      if (changed?.shelf && changed.phones && Date.now() - changed.shelf.readAt < shelfMs) {
        const rows = await listShelfPhones(db, categoryId, [...changed.phones]);
        return { shelf: restockShelf(changed.shelf, changed.phones, rows) };
      }
      const rows = await listCategoryShelf(db, categoryId);
      const previous = changed?.shelf ?? stale?.shelf;
      return { shelf: previous ? restockWhole(previous, rows) : stockShelf(rows) };
    },
  });

  // While the notices are not heard, every read is the page's own query.
  const readCategoryPage = async ({ categoryName, ...filter }: CategoryPageQuery): Promise<CategoryPage | undefined> => {
    const category = await findCategoryByName(db, categoryName);
    if (!category) return undefined;
    const { sort: _sort, page: _page, pageSize: _pageSize, ...matching } = filter;
    const [rows, total] = await Promise.all([
      listCategoryPage(db, { ...filter, categoryId: category.id }),
      countCategoryPhones(db, { ...matching, categoryId: category.id }),
    ]);
    return { rows, total };
  };
  const shelvedPage = async ({ categoryName, ...query }: CategoryPageQuery): Promise<CategoryPage | undefined> => {
    const category = await categories.fetch(`${everything} ${categoryName}`, { context: categoryName });
    if (!category) return undefined;
    const key = shelfKey(category.id);
    const stocked = await shelves.fetch(key, { context: category.id });
    // A shelf read while its category changed answers its callers, and is not kept.
    if (key !== shelfKey(category.id)) shelves.delete(key);
    return stocked && shelfPage(stocked.shelf, query);
  };

  // A change moves a generation on (a read still in flight lands under the old one, never read
  // again) and drops what was cached, so the caches hold reads since the last change, not up to
  // their size in dead entries. The shelves are kept aside for their category's next read, which
  // is whole and keeps only the rows that did not change (restockWhole).
  const forgetAll = () => {
    const retired = [...shelves.entries()].map(([key, { shelf }]) => [key.slice(key.indexOf(' ') + 1), shelf] as const);
    everything += 1;
    anything += 1;
    categoryGenerations.clear();
    changes.clear();
    answers.clear();
    categories.clear();
    shelves.clear();
    for (const [categoryId, shelf] of retired) changes.set(categoryId, { shelf, phones: undefined });
  };
  // A change to a phone ends its category's shelf; the next read takes the phone in again into
  // the shelf it had (or reads the category whole when it had none at hand).
  const forgetPhone = (categoryId: string, phoneId: string) => {
    anything += 1;
    answers.clear();
    const stale = shelfKey(categoryId);
    const known = changes.get(categoryId) ?? { shelf: shelves.peek(stale)?.shelf, phones: new Set<string>() };
    known.phones?.add(phoneId);
    if (known.phones && known.phones.size > RESTOCK_AT_MOST) known.phones = undefined;
    changes.set(categoryId, known);
    categoryGenerations.set(categoryId, (categoryGenerations.get(categoryId) ?? 0) + 1);
    shelves.delete(stale);
  };

  const notices = await listenForChanges(
    fastify.dbConnection,
    fastify.config.databaseUrl,
    CATALOGUE_CHANNEL,
    {
      changed: (payload) => {
        const phone = PHONE_NOTICE.exec(payload);
        if (phone) forgetPhone(phone[1]!, phone[2]!);
        else forgetAll();
      },
      hearing: (heard) => {
        trusted = heard;
        forgetAll();
      },
    },
    fastify.log,
  );
  fastify.addHook('onClose', notices.stop);

  fastify.decorate('catalogue', {
    publicAnswer: async (key, produce) =>
      trusted ? ((await answers.fetch(`${anything} ${key}`, { context: produce })) as JsonAnswer) : produce(),
    categoryPage: async (query) => ((trusted ? await shelvedPage(query) : await readCategoryPage(query)) ?? null),
    caughtUp: notices.caughtUp,
  } satisfies CatalogueCache);

  answerAfterOwnNotices(fastify, CATALOGUE_WRITES, notices);

  // An instance stocks every category's shelf before it takes its first request: otherwise, after
  // each start (a deploy, a rolling restart), its first category pages wait behind reads of whole
  // categories, while the instances it replaces were answering from their shelves.
  fastify.addHook('onReady', async () => {
    if (!trusted) return;
    for (const { id } of await listCategories(db)) await shelves.fetch(shelfKey(id), { context: id });
  });
}, { name: 'catalogue-cache', dependencies: ['config', 'database'] });
