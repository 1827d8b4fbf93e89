import type { ShellApi } from '@sellphones/contracts';
import { useErrorText } from '@sellphones/ui';
import { cancelBookingPath, type Booking, type BookingCancelled } from '@sellphones/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_ORDERS_KEY } from './useMyOrders.ts';
import { useText } from '../texts.ts';

/** Cancels one of the buyer's unpaid bookings, says how it went, and reloads My Orders. */
export function useCancelBooking(shell: ShellApi) {
  const queryClient = useQueryClient();
  const t = useText();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: (booking: Pick<Booking, '_id' | 'productName'>) =>
      shell.request<BookingCancelled>(cancelBookingPath(booking._id), { method: 'POST' }),
    onSuccess: async (_answer, booking) => {
      shell.notify(t('myOrders.cancelled', { name: booking.productName }), 'success');
      await queryClient.invalidateQueries({ queryKey: [MY_ORDERS_KEY] });
    },
    onError: (err, booking) =>
      shell.notify(errorText(err, t('myOrders.cancelFailed', { name: booking.productName })), 'error'),
  });
}
