import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { cancelBookingPath, type Booking, type BookingCancelled } from '@sellphones/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_ORDERS_KEY } from './useMyOrders.ts';

/** Cancels one of the buyer's unpaid bookings, says how it went, and reloads My Orders. */
export function useCancelBooking(shell: ShellApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: Pick<Booking, '_id' | 'productName'>) =>
      shell.request<BookingCancelled>(cancelBookingPath(booking._id), { method: 'POST' }),
    onSuccess: async (_answer, booking) => {
      shell.notify(`Your booking for ${booking.productName} is cancelled.`, 'success');
      await queryClient.invalidateQueries({ queryKey: [MY_ORDERS_KEY] });
    },
    onError: (err, booking) =>
      shell.notify(readableMessage(err, `Your booking for ${booking.productName} could not be cancelled. Please try again.`), 'error'),
  });
}
