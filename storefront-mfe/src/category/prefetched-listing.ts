import type { ShellApi } from '@sellphones/contracts';
import type { ListingPage } from '@sellphones/contracts/schemas';
import { listingQuery, readListingState } from './listing-search-params.ts';

const CATEGORY_PATH = /^\/products\/([^/]+)\/?$/;

let prefetched: { key: string; page: Promise<ListingPage> } | null = null;

const keyOf = (cateName: string, query: ReturnType<typeof listingQuery>) =>
  JSON.stringify([cateName, query]);

/** The listing call of one category page: what the page asks, and what a prefetch asks for it. */
export function requestListing(
  request: ShellApi['request'],
  cateName: string,
  query: ReturnType<typeof listingQuery>,
  signal?: AbortSignal,
) {
  return request<ListingPage>(`/products/${encodeURIComponent(cateName)}`, { query, signal });
}

/**
 * Asks for the listing an address shows while the page's code is still downloading, instead of
 * once it has rendered. The page takes the answer (takePrefetchedListing); a failure is left to
 * the page's own query, which asks again.
 */
export function prefetchListing(
  request: ShellApi['request'],
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): void {
  const match = CATEGORY_PATH.exec(pathname);
  if (!match?.[1]) return;
  const cateName = decodeURIComponent(match[1]);
  const query = listingQuery(readListingState(new URLSearchParams(search)));
  const page = requestListing(request, cateName, query);
  page.then(startFirstPhoto, () => undefined);
  prefetched = { key: keyOf(cateName, query), page };
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
export function takePrefetchedListing(
  cateName: string,
  query: ReturnType<typeof listingQuery>,
): Promise<ListingPage> | null {
  const taken = prefetched;
  prefetched = null;
  return taken?.key === keyOf(cateName, query) ? taken.page : null;
}
