import type { Booking } from '@sellphones/contracts/schemas';
import { formatDollars, ResponsiveTable } from '@sellphones/ui';
import { OrderStatus } from './OrderStatus.tsx';

/** My Orders: a table on wide screens, a card per booking at phone width. */
export function OrdersTable({ bookings }: { bookings: Booking[] }) {
  return (
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Product</th>
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
            <td data-label="Price">{formatDollars(booking.productPrice)}</td>
            <td>
              <OrderStatus booking={booking} />
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
