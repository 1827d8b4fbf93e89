/**
 * The choices of a category listing, as plain lists: a category page reads its address with
 * them before the schema library has downloaded (schemas/products.ts builds its types from the
 * same words).
 */
export const CONDITIONS = ['excellent', 'Good', 'Fair'] as const;
export const SORTS = ['newest', 'price-asc', 'price-desc'] as const;
/** Search's sorts: the closest names first (its default), then the category page's. */
export const SEARCH_SORTS = ['relevance', ...SORTS] as const;
