import type { ListingState } from '@sellphones/contracts';

/** Whether any filter narrows the phones shown (sort and page do not). */
export function isFiltered(state: ListingState<string>): boolean {
  return Boolean(state.condition || state.division || state.district) || state.minPrice !== undefined || state.maxPrice !== undefined;
}

/** The same listing with every filter off, from its first page: what "Clear the filters" shows. */
export function withoutFilters<S extends ListingState<string>>(state: S): S {
  return { ...state, condition: undefined, minPrice: undefined, maxPrice: undefined, division: undefined, district: undefined, page: 1 };
}
