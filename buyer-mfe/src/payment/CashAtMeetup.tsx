import { CASH_AT_MEETUP, type ShellApi } from '@sellphones/contracts';
import type { CashReservation } from '@sellphones/contracts/schemas';
import { Button, useErrorText, useFocusAfterStep, useFormat } from '@sellphones/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Form } from './CardFormLayout.tsx';
import { MethodNote, MethodProblem } from './payment-texts.ts';
import { MY_ORDERS_KEY } from '../orders/useMyOrders.ts';
import { useText } from '../texts.ts';


/** The reservation's summary, which takes the keyboard when it replaces the form. */
const CASH_RESERVED_ID = 'cash-reserved';

const Reserved = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 460px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
`;

interface CashAtMeetupProps {
  shell: ShellApi;
  bookingId: string;
  price: string;
  meetingLocation: string;
  /** The booking's reservation, when it has one (past: it lapsed). */
  reservedUntil?: string;
}

/**
 * Paying in cash when meeting the seller: the buyer reserves the phone (kept for them for
 * CASH_AT_MEETUP.reservationHours), meets the seller, checks the phone, and pays; the seller then
 * records the sale. The rules are said before the buyer commits.
 */
export function CashAtMeetup({ shell, bookingId, price, meetingLocation, reservedUntil }: CashAtMeetupProps) {
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [reserving, setReserving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [until, setUntil] = useState(reservedUntil);
  // When the page opened: a reservation past it has lapsed (the API decides; this only words it).
  const [openedAt] = useState(() => Date.now());
  const running = until !== undefined && new Date(until).getTime() > openedAt;

  // The form goes once reserved: the keyboard goes to what replaced it, or back to the button.
  const afterStep = useFocusAfterStep(reserving, until);
  const reserveCash = afterStep(async () => {
    const reservation = await shell.request<CashReservation>(`/bookings/${encodeURIComponent(bookingId)}/cash-reservation`, { method: 'POST' });
    setUntil(reservation.reservedUntil);
    shell.notify(t('cash.reservedToast'), 'success');
    await queryClient.invalidateQueries({ queryKey: [MY_ORDERS_KEY] });
  }, CASH_RESERVED_ID);

  async function reserve(event: React.FormEvent) {
    event.preventDefault();
    setReserving(true);
    setProblem(undefined);
    try {
      await reserveCash();
    } catch (error) {
      setProblem(errorText(error, t('cash.failed')));
    } finally {
      setReserving(false);
    }
  }

  if (running) {
    return (
      <Reserved role="status" id={CASH_RESERVED_ID} tabIndex={-1}>
        <p>
          <strong>{t('cash.reservedUntil', { when: format.dateTime(until) })}</strong>
        </p>
        <p>{t('cash.whatNext', { price, place: meetingLocation })}</p>
        <p>
          <Link to="/dashboard/myOrders">{t('payment.seeOrders')}</Link>
        </p>
      </Reserved>
    );
  }
  return (
    <Form onSubmit={(event) => void reserve(event)} aria-label={t('cash.label')} aria-busy={reserving}>
      <MethodNote>{t('cash.note', { hours: format.number(CASH_AT_MEETUP.reservationHours), price, place: meetingLocation })}</MethodNote>
      <MethodNote>{t('cash.rule', { lapses: format.number(CASH_AT_MEETUP.lapsesAllowed), days: format.number(CASH_AT_MEETUP.lapseWindowDays), bar: format.number(CASH_AT_MEETUP.barDays) })}</MethodNote>
      {problem && <MethodProblem role="alert">{problem}</MethodProblem>}
      <Button type="submit" disabled={reserving}>
        {reserving ? t('cash.reserving') : t('cash.reserve')}
      </Button>
    </Form>
  );
}
