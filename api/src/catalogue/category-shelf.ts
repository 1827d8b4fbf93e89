import { LRUCache } from 'lru-cache';
import type { CategoryPage, ListingNarrowing, ListingRow, ListingSort } from '../db/listings.repository.ts';

/**
 * Every phone for sale in one category, held in the three orders the category page sorts by, so
 * that any page, sort and filter is answered without the database. The orders and filters are the
 * database query's (listings.repository.ts): a shelf answers exactly what that query would.
 */
export interface CategoryShelf {
  /** Newest first; the id breaks ties (created_at desc, id desc). */
  newest: readonly ListingRow[];
  /** Cheapest first; the id breaks ties (resale price asc, id asc). */
  cheapest: readonly ListingRow[];
  /** Dearest first (resale price desc, id desc). */
  dearest: readonly ListingRow[];
  /** The phones one filter and sort leave, in order, worked out once for all its pages. */
  narrowed: LRUCache<string, readonly ListingRow[]>;
  /** When the category was last read whole (Date.now()); taking changed phones in keeps it. */
  readAt: number;
}

/** Filters kept per shelf: every sort of each condition and price range people pick. */
const NARROWINGS_KEPT = 256;

const byIdAscending = (a: ListingRow, b: ListingRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const cheapestFirst = (a: ListingRow, b: ListingRow) => a.resalePriceCents - b.resalePriceCents || byIdAscending(a, b);
// Times are kept to the millisecond: two phones listed within the same one are put in id order.
const newestFirst = (a: ListingRow, b: ListingRow) => b.createdAt.getTime() - a.createdAt.getTime() || byIdAscending(b, a);

const shelved = (newest: readonly ListingRow[], cheapest: readonly ListingRow[], readAt: number): CategoryShelf => ({
  newest,
  cheapest,
  dearest: cheapest.toReversed(),
  narrowed: new LRUCache({ max: NARROWINGS_KEPT }),
  readAt,
});

/**
 * `rows`: the category's phones for sale, newest first, as the database orders them. Ids are
 * lower-case UUID text, which sorts as PostgreSQL sorts uuids.
 */
export function stockShelf(rows: readonly ListingRow[]): CategoryShelf {
  return shelved(rows, rows.toSorted(cheapestFirst), Date.now());
}

/** Whether two reads of a phone show the same: every field equal (times to the millisecond). */
function sameRow(before: ListingRow, after: ListingRow): boolean {
  for (const field of Object.keys(after) as (keyof ListingRow)[]) {
    const was = before[field];
    const is = after[field];
    if (was === is) continue;
    if (!(was instanceof Date && is instanceof Date && was.getTime() === is.getTime())) return false;
  }
  return true;
}

/**
 * The shelf from `rows`, the category read whole again (as for stockShelf). A phone that did not
 * change keeps its row from `previous` and what was worked out from it (its cards): the new read's
 * rows are dropped young, and a read that finds nothing changed keeps the shelf as it was. Without
 * this, every such read gave tens of thousands of long-lived rows and cards to copy.
 */
export function restockWhole(previous: CategoryShelf, rows: readonly ListingRow[]): CategoryShelf {
  const before = new Map(previous.newest.map((row) => [row.id, row]));
  let unchanged = rows.length === previous.newest.length;
  const newest = rows.map((row, place) => {
    const kept = before.get(row.id);
    if (kept === undefined || !sameRow(kept, row)) {
      unchanged = false;
      return row;
    }
    if (previous.newest[place] !== kept) unchanged = false;
    return kept;
  });
  if (unchanged) return { ...previous, readAt: Date.now() };
  return stockShelf(newest);
}

/** `rows` with `row` put in its place in the order `compare` keeps them in. */
function withRow(rows: ListingRow[], row: ListingRow, compare: (a: ListingRow, b: ListingRow) => number): void {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(rows[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  rows.splice(low, 0, row);
}

/**
 * The shelf after a change to some of its phones: `changed` are their ids, `rows` those of them
 * still for sale in this category, as read after the change. The other phones keep their rows
 * (and what was worked out from them, such as their cards) and their places.
 */
export function restockShelf(shelf: CategoryShelf, changed: ReadonlySet<string>, rows: readonly ListingRow[]): CategoryShelf {
  const newest = shelf.newest.filter((row) => !changed.has(row.id));
  const cheapest = shelf.cheapest.filter((row) => !changed.has(row.id));
  for (const row of rows) {
    withRow(newest, row, newestFirst);
    withRow(cheapest, row, cheapestFirst);
  }
  return shelved(newest, cheapest, shelf.readAt);
}

/** forSaleConditions' filters, on a row already known to be for sale. */
function matches(row: ListingRow, filter: ListingNarrowing): boolean {
  return (
    (filter.condition === undefined || row.condition === filter.condition) &&
    (filter.minPriceCents === undefined || row.resalePriceCents >= filter.minPriceCents) &&
    (filter.maxPriceCents === undefined || row.resalePriceCents <= filter.maxPriceCents) &&
    (!filter.division || row.division === filter.division) &&
    (!filter.district || row.district === filter.district)
  );
}

const narrows = (filter: ListingNarrowing) =>
  filter.condition !== undefined ||
  filter.minPriceCents !== undefined ||
  filter.maxPriceCents !== undefined ||
  Boolean(filter.division) ||
  Boolean(filter.district);

export interface ShelfQuery extends ListingNarrowing {
  sort: ListingSort;
  page: number;
  pageSize: number;
}

const ordered = (shelf: CategoryShelf, sort: ListingSort) =>
  sort === 'newest' ? shelf.newest : sort === 'price-asc' ? shelf.cheapest : shelf.dearest;

/** The phones a sort and filter leave, in order. */
function narrowedList(shelf: CategoryShelf, query: ShelfQuery): readonly ListingRow[] {
  if (!narrows(query)) return ordered(shelf, query.sort);
  const key = JSON.stringify([query.sort, query.condition, query.minPriceCents, query.maxPriceCents, query.division, query.district]);
  let list = shelf.narrowed.get(key);
  if (!list) {
    list = ordered(shelf, query.sort).filter((row) => matches(row, query));
    shelf.narrowed.set(key, list);
  }
  return list;
}

/** One page of the shelf and the filter's total, as the category page's query answers them. */
export function shelfPage(shelf: CategoryShelf, query: ShelfQuery): CategoryPage {
  const list = narrowedList(shelf, query);
  const skip = (query.page - 1) * query.pageSize;
  return { rows: list.slice(skip, skip + query.pageSize), total: list.length };
}
