import styled from 'styled-components';
import { isApiError } from '@sellphones/contracts';
import type { PhonePage } from '@sellphones/contracts/schemas';
import { useFormat } from '@sellphones/ui';
import { YourBooking } from '../products/YourBooking.tsx';
import { useText } from '../texts.ts';

const Said = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** A ref that focuses its element once it is on the page, so a screen reader reads why. */
const focusOnShow = (node: HTMLElement | null) => node?.focus();

export type Unavailability =
  | { kind: 'booked-by-you'; phone: PhonePage & { yourBooking: NonNullable<PhonePage['yourBooking']> } }
  | { kind: 'kept-for-cash'; until: string }
  | { kind: 'gone' }
  | { kind: 'unknown' };

/**
 * Why this reader cannot book the phone after all, found as the booking form opens (a card in a
 * list does not know): they booked it already, another buyer keeps it to pay in cash, or it is
 * gone. Null while the form applies, and when the phone could not be read (the booking then says).
 */
export function bookingUnavailability(phone: PhonePage | undefined, error: unknown): Unavailability | null {
  if (phone?.yourBooking) return { kind: 'booked-by-you', phone: { ...phone, yourBooking: phone.yourBooking } };
  if (phone?.reservedUntil && !phone.isOwn) return { kind: 'kept-for-cash', until: phone.reservedUntil };
  const status = isApiError(error) ? error.status : 0;
  if (status === 410) return { kind: 'gone' };
  if (status === 404) return { kind: 'unknown' };
  return null;
}

/** Said in the booking dialog instead of its form. */
export function BookingUnavailable({ why }: { why: Unavailability }) {
  const t = useText();
  const format = useFormat();
  return (
    <Said tabIndex={-1} ref={focusOnShow}>
      {why.kind === 'booked-by-you' ? (
        <YourBooking booking={why.phone.yourBooking} name={why.phone.name} />
      ) : (
        <p>
          {why.kind === 'kept-for-cash'
            ? t('phone.reservedForCash', { when: format.dateTime(why.until) })
            : why.kind === 'gone'
              ? t('phone.gone')
              : t('phone.unknown')}
        </p>
      )}
    </Said>
  );
}
