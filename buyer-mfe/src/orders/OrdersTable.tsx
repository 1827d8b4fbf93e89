import type { Booking } from '@sellphones/contracts/schemas';
import { ResponsiveTable, useFormat } from '@sellphones/ui';
import { OrderStatus } from './OrderStatus.tsx';
import { useText } from '../texts.ts';


interface OrdersTableProps {
  bookings: Booking[];
  /** Asks to cancel an unpaid booking. */
  onCancel: (booking: Booking) => void;
  /** The booking whose cancellation is on its way, if any. */
  cancellingId: string | null;
}

/** My Orders: a table on wide screens, a card per booking at phone width. */
export function OrdersTable({ bookings, onCancel, cancellingId }: OrdersTableProps) {
  const t = useText();
  const format = useFormat();
  return (
    <ResponsiveTable $imageRows={4}>
      <thead>
        <tr>
          <th scope="col">{t('table.image')}</th>
          <th scope="col">{t('table.product')}</th>
          <th scope="col">{t('table.seller')}</th>
          <th scope="col">{t('table.booked')}</th>
          <th scope="col">{t('table.price')}</th>
          <th scope="col">{t('table.payment')}</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking._id} data-testid="order-row" data-booking={booking._id}>
            <td>
              <img src={booking.productThumb} alt={booking.productName} loading="lazy" />
            </td>
            <td>{booking.productName}</td>
            <td data-label={t('table.seller')}>{booking.sellerName}</td>
            <td data-label={t('table.booked')}>
              <time dateTime={booking.bookedAt}>{format.date(booking.bookedAt)}</time>
            </td>
            <td data-label={t('table.price')}>{format.money(booking.productPrice)}</td>
            <td className="actions">
              <OrderStatus booking={booking} onCancel={() => onCancel(booking)} cancelling={cancellingId === booking._id} />
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
