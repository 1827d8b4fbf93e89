import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PhonePage } from '@sellphones/contracts/schemas';
import { Button, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  p {
    margin: 0;
    font-weight: 600;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

interface YourBookingProps {
  booking: NonNullable<PhonePage['yourBooking']>;
  name: string;
}

/**
 * Said instead of Book Now to the buyer who has booked this phone and not paid yet (kept for them
 * to pay in cash, or not): booking it again would be refused, so the page offers the payment and
 * My Orders.
 */
export function YourBooking({ booking, name }: YourBookingProps) {
  const t = useText();
  const format = useFormat();
  return (
    <Box>
      <p>
        {booking.reservedUntil
          ? t('phone.keptForYou', { date: format.date(booking.bookedAt), when: format.dateTime(booking.reservedUntil) })
          : t('phone.yourBooking', { date: format.date(booking.bookedAt) })}
      </p>
      <Actions>
        <Button as={Link} to={`/dashboard/payment/${booking._id}`} aria-label={t('phone.payNamed', { name })}>
          {t('phone.pay')}
        </Button>
        <Link to="/dashboard/myOrders">{t('phone.seeMyOrders')}</Link>
      </Actions>
    </Box>
  );
}
