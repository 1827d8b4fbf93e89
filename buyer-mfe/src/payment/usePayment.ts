import type { ShellApi } from '@sellphones/contracts';
import type { Booking, PaymentConfig, PaymentIntent, PaymentRecorded } from '@sellphones/contracts/schemas';
import { queryOptions, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { MY_ORDERS_KEY } from '../orders/useMyOrders.ts';

/** The booking, the gateway, and the booking's payment intent (asked for only while unpaid). */
export function usePayment(shell: ShellApi, bookingId: string) {
  const queryClient = useQueryClient();
  // The booking is read once each time the page is opened (the router's key for this visit):
  // not again when the page's parts mount after the read is back, as they do on a slow phone,
  // and again on any later opening. Paying here reads it again (recordPayment).
  const opening = useLocation().key;
  const bookingRead = queryOptions({
    queryKey: ['bookingData', bookingId, opening],
    queryFn: ({ signal }) => shell.request<Booking>(`/bookingData/${encodeURIComponent(bookingId)}`, { signal }),
    staleTime: Infinity,
    // Back on the tab later, the page shows what the booking has become meanwhile.
    refetchOnWindowFocus: 'always',
  });
  const configRead = queryOptions({
    queryKey: ['payment-config'],
    queryFn: ({ signal }) => shell.request<PaymentConfig>('/payment-config', { signal }),
  });
  // Asked for as the page starts to render, not once it has been drawn: they are what it waits for.
  usePrefetchQuery(bookingRead);
  usePrefetchQuery(configRead);
  const booking = useQuery(bookingRead);
  const config = useQuery(configRead);
  const payable = booking.data?.status === 'unpaid';
  const intent = useQuery({
    queryKey: ['payment-intent', bookingId],
    // Safe to repeat: the API returns the booking's one intent and renews the hold.
    queryFn: () =>
      shell.request<PaymentIntent>('/create-payment-intent', { method: 'POST', body: { bookingId } }),
    enabled: payable,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  /** Records the payment with the API (which checks it with the gateway) and refreshes My Orders. */
  async function recordPayment(transactionId: string): Promise<PaymentRecorded> {
    const recorded = await shell.request<PaymentRecorded>('/payments', {
      method: 'POST',
      body: { payId: bookingId, transactionId },
    });
    await queryClient.invalidateQueries({ queryKey: [MY_ORDERS_KEY] });
    // Read again in the background: the page shows the payment at once (PaymentPage).
    void queryClient.invalidateQueries({ queryKey: ['bookingData', bookingId] });
    return recorded;
  }

  return { booking, config, intent, recordPayment };
}
