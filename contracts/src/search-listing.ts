import { readListingState, writeListingState, listingQuery, type ListingQuery, type ListingState } from './category-listing.ts';
import { SEARCH_SORTS } from './listing-options.ts';

// The search page's address and the API query it makes: the category page's filters and pages
// (category-listing.ts) plus the words typed, and a sort by how close the names are.
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchState extends ListingState<SearchSort> {
  /** The words typed, trimmed; empty when the address has none. */
  q: string;
}

/** Reads /search's address; anything unknown falls back to the default (closest names first). */
export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  return {
    ...readListingState(params),
    q: (params.get('q') ?? '').trim(),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
  };
}

/** /search's address for a state: q first, the default sort left out. */
export function writeSearchState({ q, sort, ...filters }: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q });
  for (const [name, value] of writeListingState({ ...filters, sort: 'newest' })) params.set(name, value);
  if (sort !== 'relevance') params.set('sort', sort);
  return params;
}

/** The API's query (GET /search) for a state. */
export function searchQuery({ q, sort, ...filters }: SearchState): ListingQuery {
  return { ...listingQuery({ ...filters, sort: 'newest' }), q, sort: sort === 'relevance' ? undefined : sort };
}
