import type { Booking } from '@sellphones/contracts/schemas';
import { Button, useFormat } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useText } from '../texts.ts';

const Badge = styled.span<{ $tone: 'success' | 'muted' }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.muted)};
  border: 1px solid currentColor;
`;

/** A badge, a link and buttons side by side, centred on one line (a link alone would sit at the top). */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface OrderStatusProps {
  booking: Pick<Booking, '_id' | 'status' | 'paid' | 'productName' | 'cancelledBecause' | 'cashReservedUntil'>;
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
  const t = useText();
  const format = useFormat();
  if (booking.paid || booking.status === 'paid') {
    // After payment the order goes on (handover, receipt): its page shows where it stands.
    return (
      <Actions>
        <Badge $tone="success">{t('status.paid')}</Badge>
        <Link to={`/dashboard/order/${booking._id}`} aria-label={t('status.trackNamed', { name: booking.productName })}>
          {t('status.track')}
        </Link>
      </Actions>
    );
  }
  if (booking.status === 'cancelled') {
    // Focused once the buyer's own cancellation is done (data-status, tabIndex): it replaces the button pressed.
    return (
      <Badge $tone="muted" data-status="cancelled" tabIndex={-1}>
        {t(`status.cancelled.${booking.cancelledBecause ?? 'buyer-cancelled'}`)}
      </Badge>
    );
  }
  const reservedUntil = booking.cashReservedUntil;
  return (
    <Actions>
      {reservedUntil && new Date(reservedUntil) > new Date() && (
        <Badge $tone="success">{t('status.reservedForCash', { when: format.dateTime(reservedUntil) })}</Badge>
      )}
      <Button as={Link} to={`/dashboard/payment/${booking._id}`} aria-label={t('status.payNamed', { name: booking.productName })}>
        {t('status.pay')}
      </Button>
      {onCancel && (
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('status.cancelNamed', { name: booking.productName })}
          data-action="cancel"
          disabled={cancelling}
          aria-busy={cancelling}
          onClick={onCancel}
        >
          {cancelling ? t('status.cancelling') : t('status.cancel')}
        </Button>
      )}
    </Actions>
  );
}
