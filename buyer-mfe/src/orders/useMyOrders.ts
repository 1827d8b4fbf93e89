import type { ShellApi } from '@sellphones/contracts';
import type { Booking } from '@sellphones/contracts/schemas';
import { useQuery } from '@tanstack/react-query';

/** Query key of the buyer's bookings; the payment page invalidates it after paying. */
export const MY_ORDERS_KEY = 'bookedProduct';

export function useMyOrders(shell: ShellApi) {
  const email = shell.user?.email;
  return useQuery({
    queryKey: [MY_ORDERS_KEY, email],
    queryFn: ({ signal }) => shell.request<Booking[]>(`/bookedProduct/${encodeURIComponent(email ?? '')}`, { signal }),
    enabled: Boolean(email),
    // Payment changes a row's state: always show the server's current answer when the page opens.
    staleTime: 0,
  });
}
