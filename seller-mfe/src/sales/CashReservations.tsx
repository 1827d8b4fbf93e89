import type { ShellApi } from '@sellphones/contracts';
import { cashSalePath, ORDER_PATHS, type OrderDetails, type ReservationRow } from '@sellphones/contracts/schemas';
import { Card, InlineError, useErrorText, useFocusAfterStep, useFormat } from '@sellphones/ui';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { HandoverForm } from './HandoverForm.tsx';
import { SALES_KEY } from './useSales.ts';
import { useText } from '../texts.ts';

const RESERVATIONS_KEY = 'myReservations';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
const Reservation = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 120px 1fr;
  }
  img {
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  h3,
  p {
    margin: 0;
  }
`;

/** A cash sale being saved, from any reservation's card. */
const CASH_SALE_KEY = ['cash-sale'];

/** The page's heading (MySalesPage), where the keyboard goes once a reservation is sold and gone. */
export const MY_SALES_TITLE_ID = 'my-sales-title';

type KeepingPlace = ReturnType<typeof useFocusAfterStep>;

/** One phone kept for a cash buyer: who comes, where, until when, and "handed over, paid in cash". */
function ReservationCard({ shell, reservation, keepingPlace }: { shell: ShellApi; reservation: ReservationRow; keepingPlace: KeepingPlace }) {
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const sell = useMutation({
    mutationKey: CASH_SALE_KEY,
    mutationFn: () => shell.request<OrderDetails>(cashSalePath(reservation._id), { method: 'POST', body: { deregistered: true } }),
    onSuccess: async () => {
      shell.notify(t('reservations.sold', { name: reservation.productName }), 'success');
      await queryClient.invalidateQueries({ queryKey: [RESERVATIONS_KEY] });
      await queryClient.invalidateQueries({ queryKey: [SALES_KEY] });
    },
    onError: (error) => shell.notify(errorText(error, t('reservations.failed')), 'error'),
  });
  return (
    <li>
      <Reservation aria-labelledby={`reservation-${reservation._id}`} data-testid="cash-reservation">
        <img src={reservation.productThumb} alt="" loading="lazy" />
        <div>
          <h3 id={`reservation-${reservation._id}`}>{reservation.productName}</h3>
          <p>{t('reservations.buyer', { name: reservation.buyerName, phone: reservation.buyerPhone })}</p>
          <p>{t('sale.meetingPlace', { place: reservation.meetingLocation })}</p>
          <p>
            <strong>{t('reservations.collect', { price: format.money(reservation.price) })}</strong>
          </p>
          <p>{t('reservations.until', { when: format.dateTime(reservation.reservedUntil) })}</p>
          <HandoverForm saving={sell.isPending} onHandOver={keepingPlace(() => sell.mutateAsync(), MY_SALES_TITLE_ID)} cash={{ id: reservation._id, phoneName: reservation.productName }} />
        </div>
      </Reservation>
    </li>
  );
}

/**
 * The seller's phones kept for buyers who pay in cash at the meetup, the soonest to run out first.
 * Nothing is shown while there are none.
 */
export function CashReservations({ shell }: { shell: ShellApi }) {
  const t = useText();
  const errorText = useErrorText();
  const reservations = useQuery({
    queryKey: [RESERVATIONS_KEY],
    queryFn: ({ signal }) => shell.request<ReservationRow[]>(ORDER_PATHS.myReservations, { signal }),
    staleTime: 0,
  });
  // A card sold leaves the list with its form: the keyboard goes to the page's heading (the
  // sale is in the list below it), back on the form when the sale failed.
  const selling = useIsMutating({ mutationKey: CASH_SALE_KEY }) > 0;
  const keepingPlace = useFocusAfterStep(selling, reservations.data);
  if (reservations.isError) {
    return <InlineError message={errorText(reservations.error, t('reservations.loadFailed'))} onRetry={() => void reservations.refetch()} />;
  }
  if (!reservations.data?.length) return null;
  return (
    <section aria-labelledby="cash-reservations-title">
      <h2 id="cash-reservations-title">{t('reservations.title')}</h2>
      <List>
        {reservations.data.map((reservation) => (
          <ReservationCard key={reservation._id} shell={shell} reservation={reservation} keepingPlace={keepingPlace} />
        ))}
      </List>
    </section>
  );
}
