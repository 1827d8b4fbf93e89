import { firstListingRead, listingPath, type ListingQuery, type ShellApi } from '@sellphones/contracts';
import type { ListingPage } from '@sellphones/contracts/schemas';

let prefetched: { key: string; page: Promise<ListingPage> } | null = null;

const keyOf = (path: string, query: ListingQuery) => JSON.stringify([path, query]);

/** The listing call of one category page: what the page asks, and what a prefetch asks for it. */
export function requestListing(
  request: ShellApi['request'],
  cateName: string,
  query: ListingQuery,
  signal?: AbortSignal,
) {
  return request<ListingPage>(listingPath(cateName), { query, signal });
}

/**
 * Asks for the listing an address shows as soon as this module has arrived, instead of once the
 * page has rendered (the shell may have started the same read even earlier: it then answers with
 * that). The page takes the answer (takePrefetchedListing); a failure is left to the page's own
 * query, which asks again.
 */
export function prefetchListing(request: ShellApi['request'], location: Pick<Location, 'pathname' | 'search'>): void {
  const read = firstListingRead(location);
  if (!read) return;
  const page = request<ListingPage>(read.path, { query: read.query });
  page.then(startFirstPhoto, () => undefined);
  prefetched = { key: keyOf(read.path, read.query), page };
}

/**
 * The first card's photo is the page's largest paint: it starts downloading as soon as the
 * listing names it, not once the cards have rendered (the card's image then comes from the
 * browser's image cache).
 */
function startFirstPhoto({ products }: ListingPage): void {
  const first = products[0];
  if (!first) return;
  const photo = new Image();
  photo.fetchPriority = 'high';
  photo.src = first.img;
}

/**
 * The prefetched answer for exactly this listing, or null. The first listing a page asks for
 * takes it or drops it: a later visit never gets an old answer.
 */
export function takePrefetchedListing(cateName: string, query: ListingQuery): Promise<ListingPage> | null {
  const taken = prefetched;
  prefetched = null;
  return taken?.key === keyOf(listingPath(cateName), query) ? taken.page : null;
}
