import { DISTRICTS, isDistrictId, isDistrictOf, isDivisionId, type DistrictId, type DivisionId } from './bd-places.ts';
import { CONDITIONS, SORTS } from './listing-options.ts';

// A category page's address and the listing it reads: the storefront's page and the shell, which
// starts that read while the page's code downloads, must ask for exactly the same thing. The plain
// lists rather than the schemas: the listing is asked for before they have downloaded.
export type Condition = (typeof CONDITIONS)[number];
export type Sort = (typeof SORTS)[number];

/**
 * What the category page asks the API for; kept in the address so it survives reloads and links.
 * Search has one sort more (`S`).
 */
export interface ListingState<S extends string = Sort> {
  sort: S;
  condition?: Condition;
  minPrice?: number;
  maxPrice?: number;
  division?: DivisionId;
  district?: DistrictId;
  page: number;
}

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * A district outside the division in the address is dropped (the division is what the buyer
 * chose first); a district alone brings its division.
 */
function readPlace(params: URLSearchParams): Pick<ListingState, 'division' | 'district'> {
  const division = params.get('division');
  const district = params.get('district');
  if (!isDivisionId(division)) return isDistrictId(district) ? { division: DISTRICTS[district].division, district } : {};
  return isDistrictOf(district, division) ? { division, district } : { division };
}

/** Reads the address; anything unknown or malformed falls back to the default. */
export function readListingState(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  const condition = params.get('condition');
  const page = Math.floor(positiveNumber(params.get('page')) ?? 1);
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'newest',
    condition: (CONDITIONS as readonly string[]).includes(condition ?? '') ? (condition as Condition) : undefined,
    minPrice: positiveNumber(params.get('minPrice')),
    maxPrice: positiveNumber(params.get('maxPrice')),
    ...readPlace(params),
    page: Math.max(1, page),
  };
}

/** The address for a state: defaults are left out, so the plain category link stays plain. */
export function writeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.condition) params.set('condition', state.condition);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.division) params.set('division', state.division);
  if (state.district) params.set('district', state.district);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export type ListingQuery = Record<string, string | number | undefined>;

/** The API's query for a state. */
export function listingQuery(state: ListingState): ListingQuery {
  return {
    sort: state.sort === 'newest' ? undefined : state.sort,
    condition: state.condition,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    division: state.division,
    district: state.district,
    page: state.page > 1 ? state.page : undefined,
  };
}

/** The API path of a category's listing. */
export function listingPath(cateName: string): string {
  return `/products/${encodeURIComponent(cateName)}`;
}
