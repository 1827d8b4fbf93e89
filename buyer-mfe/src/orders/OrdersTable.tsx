import type { Booking } from '@sellphones/contracts/schemas';
import styled from 'styled-components';
import { OrderStatus } from './OrderStatus.tsx';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.muted};
    text-transform: uppercase;
  }
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  /* Narrow screens: each row becomes a card; the cell labels come from data-label. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    background: transparent;
    box-shadow: none;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
    }
    tr {
      display: grid;
      grid-template-columns: 72px 1fr;
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)};
      background: ${({ theme }) => theme.color.surface};
      border: 1px solid ${({ theme }) => theme.color.line};
      border-radius: ${({ theme }) => theme.radius.md};
    }
    td {
      padding: 0;
      border: 0;
    }
    td:first-child {
      grid-row: span 3;
    }
    td[data-label='Price']::before {
      content: 'Price: ';
      color: ${({ theme }) => theme.color.muted};
    }
  }
`;

const price = (dollars: number) => `$${dollars.toFixed(2)}`;

/** My Orders: a table on wide screens, a card per booking at phone width. */
export function OrdersTable({ bookings }: { bookings: Booking[] }) {
  return (
    <Table>
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
            <td data-label="Product">{booking.productName}</td>
            <td data-label="Price">{price(booking.productPrice)}</td>
            <td data-label="Payment">
              <OrderStatus booking={booking} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
