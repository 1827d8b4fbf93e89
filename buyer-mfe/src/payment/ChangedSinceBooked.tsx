import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { phonePath } from '@sellphones/contracts';
import type { Booking } from '@sellphones/contracts/schemas';
import { useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Note = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * What the seller changed since the buyer booked, said before they pay: a lower price (what it
 * was), and details rewritten (when, with the phone's page to read them again).
 */
export function ChangedSinceBooked({ booking }: { booking: Booking }) {
  const t = useText();
  const format = useFormat();
  const { priceWhenBooked, detailsChangedAt } = booking;
  if (priceWhenBooked === undefined && detailsChangedAt === undefined) return null;
  return (
    <Note aria-label={t('payment.changed.label')}>
      {priceWhenBooked !== undefined && (
        <p>{t('payment.changed.cheaper', { was: format.money(priceWhenBooked), now: format.money(booking.productPrice) })}</p>
      )}
      {detailsChangedAt !== undefined && (
        <p>
          {t('payment.changed.details', { when: format.dateTime(detailsChangedAt) })}{' '}
          <Link to={phonePath(booking.productId)}>{t('payment.changed.readAgain', { name: booking.productName })}</Link>
        </p>
      )}
    </Note>
  );
}
