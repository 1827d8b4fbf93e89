import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { preparedPerDatabase } from './prepared-query.ts';
import { categories, products, sellerRatings, users, type ProductDetails, type ProductRow } from './schema.ts';

/** A product as the public catalogue shows it: the row plus its category and seller names. */
export type ListingRow = ProductDetails &
  Pick<ProductRow, 'id' | 'sellerId' | 'createdAt' | 'imei'> & {
    categoryName: string;
    sellerName: string;
    /** The seller's ratings: the average to one decimal (null before the first) and how many. */
    sellerRatingAverage: number | null;
    sellerRatingCount: number;
  };

/** What a seller wrote about a phone (ProductDetails): every read that shows a phone selects it. */
export const phoneDetailColumns = {
  name: products.name,
  imageUrl: products.imageUrl,
  originalPriceCents: products.originalPriceCents,
  resalePriceCents: products.resalePriceCents,
  condition: products.condition,
  usedYears: products.usedYears,
  phone: products.phone,
  location: products.location,
  division: products.division,
  district: products.district,
  area: products.area,
  description: products.description,
};

export const listingColumns = {
  id: products.id,
  sellerId: products.sellerId,
  ...phoneDetailColumns,
  createdAt: products.createdAt,
  imei: products.imei,
  categoryName: categories.name,
  sellerName: users.name,
  // Per row of one page (a dozen), through the index seller_ratings_seller_idx.
  sellerRatingAverage: sql<number | null>`(select round(avg(r.stars), 1)::float8 from seller_ratings r where r.seller_id = ${products.sellerId})`,
  sellerRatingCount: sql<number>`(select count(*)::int from seller_ratings r where r.seller_id = ${products.sellerId})`,
};

/** A read of phones (`from(products).$dynamic()`) joined to their category and seller (`users`). */
export const withCategoryAndSeller = <Query extends PgSelect>(query: Query) =>
  query.innerJoin(categories, eq(categories.id, products.categoryId)).innerJoin(users, eq(users.id, products.sellerId));

/** The home page shows a handful of cards, never the whole table. */
export const ADVERTISED_LIMIT = 24;

/** Advertised, unsold, not deleted: newest advertisement first (the partial index products_advertised_idx). */
export async function listAdvertised(
  db: Database,
  limit = ADVERTISED_LIMIT,
): Promise<ListingRow[]> {
  return withCategoryAndSeller(db.select(listingColumns).from(products).$dynamic())
    .where(
      and(
        isNotNull(products.advertisedAt),
        eq(products.status, 'available'),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(desc(products.advertisedAt), desc(products.id))
    .limit(limit);
}

export async function findCategoryByName(
  db: Database,
  name: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.name, name))
    .limit(1);
  return row;
}

export type ListingSort = 'newest' | 'price-asc' | 'price-desc';

export interface ListingFilter {
  categoryId: string;
  sort: ListingSort;
  condition?: ProductRow['condition'];
  minPriceCents?: number;
  maxPriceCents?: number;
  division?: string;
  district?: string;
  page: number;
  pageSize: number;
}

export interface CategoryPage {
  rows: ListingRow[];
  /** How many phones match the filter in all. */
  total: number;
}

/** What the category page and search filter on, whatever else picks the phones. */
export type ListingNarrowing = Pick<ListingFilter, 'condition' | 'minPriceCents' | 'maxPriceCents' | 'division' | 'district'>;

/** Phones for sale (not sold, hidden or deleted) that pass the listing's filters. */
export function forSaleConditions(filter: ListingNarrowing): SQL[] {
  const conditions: SQL[] = [eq(products.status, 'available'), isNull(products.deletedAt)];
  if (filter.condition) conditions.push(eq(products.condition, filter.condition));
  if (filter.minPriceCents !== undefined)
    conditions.push(gte(products.resalePriceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined)
    conditions.push(lte(products.resalePriceCents, filter.maxPriceCents));
  if (filter.division) conditions.push(eq(products.division, filter.division));
  if (filter.district) conditions.push(eq(products.district, filter.district));
  return conditions;
}

/** A listing's order; the id breaks ties, so pages never repeat or skip a phone. */
export function listingOrder(sort: ListingSort): SQL[] {
  return sort === 'price-asc'
    ? [asc(products.resalePriceCents), asc(products.id)]
    : sort === 'price-desc'
      ? [desc(products.resalePriceCents), desc(products.id)]
      : [desc(products.createdAt), desc(products.id)];
}

/**
 * One page of a category's available phones. Each sort follows a partial index of the phones for
 * sale, (category_id, created_at, id) or (category_id, resale_price_cents, id). The page's ids
 * are found first, from the index alone (an index-only scan steps over the earlier pages without
 * reading their rows), and only those twelve rows are read: a deep page costs about what the
 * first one does.
 */
export async function listCategoryPage(db: Database, filter: ListingFilter): Promise<ListingRow[]> {
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId, filter.categoryId), ...forSaleConditions(filter)))
    .orderBy(...listingOrder(filter.sort))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .as('page');
  return db
    .select(listingColumns)
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .orderBy(...listingOrder(filter.sort));
}

/**
 * Every phone for sale in one category, newest first (the id breaks ties), with its seller's
 * ratings counted once per seller rather than once per row: what a category shelf holds
 * (catalogue/category-shelf.ts). Prepared (prepared-query.ts): a shelf is tens of thousands of
 * rows at a large catalogue, read while the instance answers other requests.
 */
const categoryShelf = preparedPerDatabase((db) => {
  const ratings = db
    .select({
      sellerId: sellerRatings.sellerId,
      average: sql<number>`round(avg(${sellerRatings.stars}), 1)::float8`.as('average'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(sellerRatings)
    .groupBy(sellerRatings.sellerId)
    .as('ratings');
  const shelfColumns = {
    ...listingColumns,
    sellerRatingAverage: sql<number | null>`${ratings.average}`,
    sellerRatingCount: sql<number>`coalesce(${ratings.count}, 0)`,
  };
  return withCategoryAndSeller(db.select(shelfColumns).from(products).$dynamic())
    .leftJoin(ratings, eq(ratings.sellerId, products.sellerId))
    .where(and(eq(products.categoryId, sql.placeholder('categoryId')), ...forSaleConditions({})))
    .orderBy(...listingOrder('newest'))
    .prepare('category_shelf');
});

export async function listCategoryShelf(db: Database, categoryId: string): Promise<ListingRow[]> {
  return categoryShelf(db).execute({ categoryId });
}

/**
 * The phones among `ids` that are for sale in a category, as a shelf holds them: what a shelf
 * takes in again when the database notices a change to them (catalogue-cache.ts).
 */
export async function listShelfPhones(db: Database, categoryId: string, ids: string[]): Promise<ListingRow[]> {
  return withCategoryAndSeller(db.select(listingColumns).from(products).$dynamic())
    .where(and(eq(products.categoryId, categoryId), inArray(products.id, ids), ...forSaleConditions({})));
}

/** How many phones a filter matches in all (counted from the sort indexes alone). */
export async function countCategoryPhones(
  db: Database,
  filter: Omit<ListingFilter, 'sort' | 'page' | 'pageSize'>,
): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.categoryId, filter.categoryId), ...forSaleConditions(filter)));
  return totals?.total ?? 0;
}

/** A phone's page: the listing with whether it can still be sold; undefined for an unknown id. */
export type PhonePageRow = ListingRow & Pick<ProductRow, 'moreImageUrls'> & {
  forSale: boolean;
  /** When the seller's account was made: how long they have been on the marketplace. */
  sellerSince: Date;
  /** Kept for a buyer paying in cash at the meetup, until then (else null). */
  reservedUntil: Date | null;
};

export async function findPhonePage(db: Database, id: string): Promise<PhonePageRow | undefined> {
  const pageColumns = {
    ...listingColumns,
    moreImageUrls: products.moreImageUrls,
    sellerSince: users.createdAt,
    reservedUntil: sql<Date | null>`(select b.cash_reserved_until from bookings b where b.id = ${products.heldByBookingId} and b.cash_reserved_until > now())`.mapWith(products.heldUntil),
    forSale: sql<boolean>`(${products.status} = 'available' and ${products.deletedAt} is null)`,
  };
  const [row] = await withCategoryAndSeller(db.select(pageColumns).from(products).$dynamic())
    .where(eq(products.id, id))
    .limit(1);
  return row;
}
