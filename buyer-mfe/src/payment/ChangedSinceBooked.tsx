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

/** What of the listing the seller rewrote since the booking, and when they last did. */
function rewritten({ detailsChangedAt, photosChangedAt }: Booking) {
  if (detailsChangedAt !== undefined && photosChangedAt !== undefined) {
    return { text: 'detailsAndPhotos', when: detailsChangedAt > photosChangedAt ? detailsChangedAt : photosChangedAt } as const;
  }
  if (detailsChangedAt !== undefined) return { text: 'details', when: detailsChangedAt } as const;
  if (photosChangedAt !== undefined) return { text: 'photos', when: photosChangedAt } as const;
  return undefined;
}

/**
 * What the seller changed since the buyer booked, said before they pay: a lower price (what it
 * was), and the details or photos changed (which, when, with the phone's page to look again).
 */
export function ChangedSinceBooked({ booking }: { booking: Booking }) {
  const t = useText();
  const format = useFormat();
  const { priceWhenBooked } = booking;
  const listing = rewritten(booking);
  if (priceWhenBooked === undefined && listing === undefined) return null;
  return (
    <Note aria-label={t('payment.changed.label')}>
      {priceWhenBooked !== undefined && (
        <p>{t('payment.changed.cheaper', { was: format.money(priceWhenBooked), now: format.money(booking.productPrice) })}</p>
      )}
      {listing !== undefined && (
        <p>
          {t(`payment.changed.${listing.text}`, { when: format.dateTime(listing.when) })}{' '}
          <Link to={phonePath(booking.productId)}>{t('payment.changed.readAgain', { name: booking.productName })}</Link>
        </p>
      )}
    </Note>
  );
}
