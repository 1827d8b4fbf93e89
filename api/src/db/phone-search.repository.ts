import { westernDigits } from '@sellphones/contracts';
import { latinModelWords } from '../catalogue/bangla-model-words.ts';
import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from './database.ts';
import {
  forSaleConditions,
  listingColumns,
  listingOrder,
  withCategoryAndSeller,
  type CategoryPage,
  type ListingNarrowing,
  type ListingSort,
} from './listings.repository.ts';
import { products } from './schema.ts';

/** 'relevance': the closest names first; the other sorts are the category page's. */
export type SearchSort = ListingSort | 'relevance';

export interface SearchFilter extends ListingNarrowing {
  /** What the visitor typed, as typed. */
  words: string;
  sort: SearchSort;
  page: number;
  pageSize: number;
}

/**
 * How close a name must be to the words typed (pg_trgm's word similarity, 0 to 1). At 0.5
 * "samsng" finds "Samsung Galaxy S23" (0.57) and "reno10" finds "Oppo Reno 10" (0.57), while
 * "iphone" finds none of the Android models.
 */
export const SEARCH_SIMILARITY = 0.5;

/**
 * Lowercase, single spaces, ASCII digits: the form the index holds the names in. A model typed
 * on a Bangla keyboard ("রেডমি নোট ১৩") is the same model ("redmi note 13").
 */
export function searchWords(typed: string): string {
  return latinModelWords(westernDigits(typed)).toLowerCase().replace(/\s+/g, ' ').trim();
}

const lowerName = sql`lower(${products.name})`;
/** The name without spaces or punctuation, so "redminote 13" and "Redmi Note 13" rank together. */
const squashed = (text: SQL) => sql`regexp_replace(${text}, '[^[:alnum:]]+', '', 'g')`;

/**
 * One page of the phones for sale whose names are close to the words typed, across every brand.
 * The match is `words <% lower(name)`, which the partial GIN trigram index
 * products_for_sale_name_trgm_idx answers; the threshold is set for this transaction only.
 */
export async function searchPhones(db: Database, filter: SearchFilter): Promise<CategoryPage> {
  const words = searchWords(filter.words);
  const where = and(sql`${words} <% ${lowerName}`, ...forSaleConditions(filter));
  const closeness = sql`word_similarity(${words}, ${lowerName}) + word_similarity(${squashed(sql`${words}`)}, ${squashed(lowerName)})`;
  const order =
    filter.sort === 'relevance' ? [desc(closeness), desc(products.createdAt), desc(products.id)] : listingOrder(filter.sort);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_SIMILARITY)}, true)`);
    // The total comes with the page (a window count over every match): the names are matched
    // and ranked once, not a second time for a separate count.
    const withTotal = { ...listingColumns, total: sql<number>`count(*) over ()`.mapWith(Number) };
    const found = await withCategoryAndSeller(tx.select(withTotal).from(products).$dynamic())
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    const rows = found.map(({ total: _total, ...row }) => row);
    if (found.length > 0 || filter.page === 1) return { rows, total: found[0]?.total ?? 0 };
    // A page past the last one has no rows to carry the total.
    const [totals] = await tx.select({ total: count() }).from(products).where(where);
    return { rows, total: totals?.total ?? 0 };
  });
}
