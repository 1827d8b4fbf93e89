/**
 * My Orders and My Products come a page at a time (the API's `page` and `limit`); a page shorter
 * than the size is the last. For react-query's useInfiniteQuery.
 */
export const OWN_LIST_PAGE_SIZE = 20;

/** The address of one page of an own list, e.g. `/bookedProduct/<email>`. */
export function ownListPage(path: string, page: number): string {
  return `${path}?page=${page}&limit=${OWN_LIST_PAGE_SIZE}`;
}

/** The page after these, or undefined when the last one came back short. */
export function nextOwnListPage(last: readonly unknown[], all: readonly unknown[][]): number | undefined {
  return last.length === OWN_LIST_PAGE_SIZE ? all.length + 1 : undefined;
}
