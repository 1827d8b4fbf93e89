import type { Booking, OrderStage } from '@sellphones/contracts/schemas';
import { Button, useFormat } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useText } from '../texts.ts';

type Tone = 'success' | 'muted' | 'danger';

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  font-weight: 600;
  color: ${({ theme, $tone }) => theme.color[$tone]};
  border: 1px solid currentColor;
`;

/** A reported problem waits on our team (it stands out); a refund ends the order (it recedes). */
const STAGE_TONE: Record<OrderStage, Tone> = {
  paid: 'success',
  handed_over: 'success',
  received: 'success',
  completed: 'success',
  in_dispute: 'danger',
  refunded: 'muted',
};

/** A badge, a link and buttons side by side, centred on one line (a link alone would sit at the top). */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface OrderStatusProps {
  booking: Pick<Booking, '_id' | 'status' | 'paid' | 'productName' | 'cancelledBecause' | 'cashReservedUntil' | 'orderStage'>;
  /** Asks to cancel this unpaid booking (My Orders confirms first); no button without it. */
  onCancel?: () => void;
  /** This booking's cancellation is on its way. */
  cancelling?: boolean;
}

/**
 * What a buyer can do with a booking: pay for it or cancel it while unpaid, see where a paid one
 * stands (paid, handed over, received, completed, problem reported, refunded), or that it is
 * cancelled (by the buyer, or because the phone was sold to someone else or unlisted).
 */
export function OrderStatus({ booking, onCancel, cancelling = false }: OrderStatusProps) {
  const t = useText();
  const format = useFormat();
  if (booking.paid || booking.status === 'paid') {
    // After payment the order goes on: the badge says its stage (a refunded or disputed order is no
    // longer plain "Paid"), its page the details. A booking without a stage is just paid.
    const stage = booking.orderStage ?? 'paid';
    return (
      <Actions>
        <Badge $tone={STAGE_TONE[stage]}>{t(`status.stages.${stage}`)}</Badge>
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
