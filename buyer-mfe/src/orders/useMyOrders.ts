import { nextOwnListPage, ownListPage, type ShellApi } from '@sellphones/contracts';
import type { Booking } from '@sellphones/contracts/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Query key of the buyer's bookings; the payment page invalidates it after paying. */
export const MY_ORDERS_KEY = 'bookedProduct';

/** The buyer's bookings, newest first, a page at a time (`fetchNextPage` for the next). */
export function useMyOrders(shell: ShellApi) {
  const email = shell.user?.email;
  return useInfiniteQuery({
    queryKey: [MY_ORDERS_KEY, email],
    queryFn: ({ signal, pageParam }) =>
      shell.request<Booking[]>(ownListPage(`/bookedProduct/${encodeURIComponent(email ?? '')}`, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextOwnListPage,
    enabled: Boolean(email),
    // Payment changes a row's state: always show the server's current answer when the page opens.
    staleTime: 0,
  });
}
