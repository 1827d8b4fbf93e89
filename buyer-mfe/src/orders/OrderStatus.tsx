import type { Booking } from '@sellphones/contracts/schemas';
import { Button } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Badge = styled.span<{ $tone: 'success' | 'muted' }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.muted)};
  border: 1px solid currentColor;
`;

/** What a buyer can do with a booking: pay for it, or see that it is paid or was sold to someone else. */
export function OrderStatus({ booking }: { booking: Pick<Booking, '_id' | 'status' | 'paid' | 'productName'> }) {
  if (booking.paid || booking.status === 'paid') return <Badge $tone="success">Paid</Badge>;
  if (booking.status === 'cancelled') return <Badge $tone="muted">Sold to another buyer</Badge>;
  return (
    <Button as={Link} to={`/dashboard/payment/${booking._id}`} aria-label={`Pay for ${booking.productName}`}>
      Pay
    </Button>
  );
}
