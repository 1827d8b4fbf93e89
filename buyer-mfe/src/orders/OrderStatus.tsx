import type { Booking, CancelledBecause } from '@sellphones/contracts/schemas';
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

const CANCELLED_LABELS: Record<CancelledBecause, string> = {
  'sold-to-another': 'Sold to another buyer',
  'no-longer-listed': 'No longer listed',
  'buyer-cancelled': 'Cancelled',
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface OrderStatusProps {
  booking: Pick<Booking, '_id' | 'status' | 'paid' | 'productName' | 'cancelledBecause'>;
  /** Asks to cancel this unpaid booking (My Orders confirms first); no button without it. */
  onCancel?: () => void;
  /** This booking's cancellation is on its way. */
  cancelling?: boolean;
}

/**
 * What a buyer can do with a booking: pay for it or cancel it while unpaid, or see that it is paid
 * or cancelled (by the buyer, or because the phone was sold to someone else or unlisted).
 */
export function OrderStatus({ booking, onCancel, cancelling = false }: OrderStatusProps) {
  if (booking.paid || booking.status === 'paid') {
    // After payment the order goes on (handover, receipt): its page shows where it stands.
    return (
      <Actions>
        <Badge $tone="success">Paid</Badge>
        <Link to={`/dashboard/order/${booking._id}`} aria-label={`Track the order of ${booking.productName}`}>
          Track order
        </Link>
      </Actions>
    );
  }
  if (booking.status === 'cancelled') return <Badge $tone="muted">{CANCELLED_LABELS[booking.cancelledBecause ?? 'buyer-cancelled']}</Badge>;
  return (
    <Actions>
      <Button as={Link} to={`/dashboard/payment/${booking._id}`} aria-label={`Pay for ${booking.productName}`}>
        Pay
      </Button>
      {onCancel && (
        <Button
          type="button"
          $variant="secondary"
          aria-label={`Cancel booking for ${booking.productName}`}
          disabled={cancelling}
          aria-busy={cancelling}
          onClick={onCancel}
        >
          {cancelling ? 'Cancelling...' : 'Cancel booking'}
        </Button>
      )}
    </Actions>
  );
}
