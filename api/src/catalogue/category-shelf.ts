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
  narrowed: LRUCache<string, Narrowed>;
  /** When the category was last read whole (Date.now()); taking changed phones in keeps it. */
  readAt: number;
}

/** A sort and filter, and the phones they leave in that order. */
interface Narrowed {
  query: ListingNarrowing & { sort: ListingSort };
  rows: readonly ListingRow[];
}

/** Filters kept per shelf: every sort of each condition and price range people pick. */
const NARROWINGS_KEPT = 256;

const byIdAscending = (a: ListingRow, b: ListingRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const cheapestFirst = (a: ListingRow, b: ListingRow) => a.resalePriceCents - b.resalePriceCents || byIdAscending(a, b);
// Times are kept to the millisecond: two phones listed within the same one are put in id order.
const newestFirst = (a: ListingRow, b: ListingRow) => b.createdAt.getTime() - a.createdAt.getTime() || byIdAscending(b, a);
const dearestFirst = (a: ListingRow, b: ListingRow) => cheapestFirst(b, a);
const ORDER_OF: Record<ListingSort, (a: ListingRow, b: ListingRow) => number> = {
  newest: newestFirst,
  'price-asc': cheapestFirst,
  'price-desc': dearestFirst,
};

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

/** Whether two reads of a phone show the same: every field of `fields` equal (times to the millisecond). */
function sameRow(before: ListingRow, after: ListingRow, fields: readonly (keyof ListingRow)[]): boolean {
  for (const field of fields) {
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
  // Phones keep their places unless some changed: each is looked for in its own place first,
  // and the shelf's rows are listed by id only once one is not there.
  let byId: Map<string, ListingRow> | undefined;
  const keptOf = (row: ListingRow, place: number) => {
    const there = previous.newest[place];
    if (there?.id === row.id) return there;
    byId ??= new Map(previous.newest.map((kept) => [kept.id, kept]));
    return byId.get(row.id);
  };
  // Every read has the same fields: listed once, not once per row.
  const fields = rows.length > 0 ? (Object.keys(rows[0]!) as (keyof ListingRow)[]) : [];
  let unchanged = rows.length === previous.newest.length;
  const newest = rows.map((row, place) => {
    const kept = keptOf(row, place);
    if (kept === undefined || !sameRow(kept, row, fields)) {
      unchanged = false;
      return row;
    }
    if (previous.newest[place] !== kept) unchanged = false;
    return kept;
  });
  if (unchanged) return { ...previous, readAt: Date.now() };
  return stockShelf(newest);
}

/** Where `row` is, or would go, in `rows` kept in the order `compare` gives. */
function placeOf(rows: readonly ListingRow[], row: ListingRow, compare: (a: ListingRow, b: ListingRow) => number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(rows[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `rows` with `row` put in its place in the order `compare` keeps them in. */
function withRow(rows: ListingRow[], row: ListingRow, compare: (a: ListingRow, b: ListingRow) => number): void {
  rows.splice(placeOf(rows, row, compare), 0, row);
}

/**
 * A filter's phones after a change: `gone` (the changed phones' rows as they were) out, `added`
 * (as they are now) in where they match; undefined if a gone row is not where its order puts it.
 */
function narrowedAgain(narrowed: Narrowed, gone: readonly ListingRow[], added: readonly ListingRow[]): Narrowed | undefined {
  const compare = ORDER_OF[narrowed.query.sort];
  const rows = narrowed.rows.slice();
  for (const row of gone) {
    if (!matches(row, narrowed.query)) continue;
    const at = placeOf(rows, row, compare);
    if (rows[at] !== row) return undefined;
    rows.splice(at, 1);
  }
  for (const row of added) if (matches(row, narrowed.query)) withRow(rows, row, compare);
  return { query: narrowed.query, rows };
}

/**
 * The shelf after a change to some of its phones: `changed` are their ids, `rows` those of them
 * still for sale in this category, as read after the change. The other phones keep their rows
 * (and what was worked out from them, such as their cards) and their places, and the filters
 * people used are changed the same way rather than worked out again over the whole category.
 */
export function restockShelf(shelf: CategoryShelf, changed: ReadonlySet<string>, rows: readonly ListingRow[]): CategoryShelf {
  const gone = shelf.newest.filter((row) => changed.has(row.id));
  const newest = shelf.newest.filter((row) => !changed.has(row.id));
  const cheapest = shelf.cheapest.filter((row) => !changed.has(row.id));
  for (const row of rows) {
    withRow(newest, row, newestFirst);
    withRow(cheapest, row, cheapestFirst);
  }
  const restocked = shelved(newest, cheapest, shelf.readAt);
  // Least recently read first, so the new shelf forgets them in the same order.
  for (const [key, narrowed] of [...shelf.narrowed.entries()].reverse()) {
    const again = narrowedAgain(narrowed, gone, rows);
    if (again) restocked.narrowed.set(key, again);
  }
  return restocked;
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
  const { sort, condition, minPriceCents, maxPriceCents, division, district } = query;
  const key = JSON.stringify([sort, condition, minPriceCents, maxPriceCents, division, district]);
  let narrowed = shelf.narrowed.get(key);
  if (!narrowed) {
    narrowed = {
      query: { sort, condition, minPriceCents, maxPriceCents, division, district },
      rows: ordered(shelf, sort).filter((row) => matches(row, query)),
    };
    shelf.narrowed.set(key, narrowed);
  }
  return narrowed.rows;
}

/** One page of the shelf and the filter's total, as the category page's query answers them. */
export function shelfPage(shelf: CategoryShelf, query: ShelfQuery): CategoryPage {
  const list = narrowedList(shelf, query);
  const skip = (query.page - 1) * query.pageSize;
  return { rows: list.slice(skip, skip + query.pageSize), total: list.length };
}
