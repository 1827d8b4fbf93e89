import { queryOptions } from '@tanstack/react-query';
import { listingPath, type ListingQuery, type ShellApi } from '@sellphones/contracts';
import type { ListingPage } from '@sellphones/contracts/schemas';

/**
 * One page of a brand's phones as the category page reads it. A phone's page reads its brand's
 * first page through the same key, so opening the brand next shows it at once.
 */
export function listingRead(shell: ShellApi, categoryName: string, query: ListingQuery) {
  return queryOptions({
    // The user is part of the key: phone numbers and "own phone" depend on who asks.
    queryKey: ['products', categoryName, query, shell.user?.uid ?? null],
    queryFn: ({ signal }) => shell.request<ListingPage>(listingPath(categoryName), { query, signal }),
  });
}
