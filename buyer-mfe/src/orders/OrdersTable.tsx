import type { Booking } from '@sellphones/contracts/schemas';
import { formatDollars, ResponsiveTable } from '@sellphones/ui';
import { OrderStatus } from './OrderStatus.tsx';

const bookedDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

interface OrdersTableProps {
  bookings: Booking[];
  /** Asks to cancel an unpaid booking. */
  onCancel: (booking: Booking) => void;
  /** The booking whose cancellation is on its way, if any. */
  cancellingId: string | null;
}

/** My Orders: a table on wide screens, a card per booking at phone width. */
export function OrdersTable({ bookings, onCancel, cancellingId }: OrdersTableProps) {
  return (
    <ResponsiveTable $imageRows={4}>
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Product</th>
          <th scope="col">Seller</th>
          <th scope="col">Booked</th>
          <th scope="col">Price</th>
          <th scope="col">Payment</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking._id} data-testid="order-row">
            <td>
              <img src={booking.productImage} alt={booking.productName} loading="lazy" />
            </td>
            <td>{booking.productName}</td>
            <td data-label="Seller">{booking.sellerName}</td>
            <td data-label="Booked">
              <time dateTime={booking.bookedAt}>{bookedDate.format(new Date(booking.bookedAt))}</time>
            </td>
            <td data-label="Price">{formatDollars(booking.productPrice)}</td>
            <td>
              <OrderStatus booking={booking} onCancel={() => onCancel(booking)} cancelling={cancellingId === booking._id} />
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
