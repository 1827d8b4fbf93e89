import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { isApiError, isBdMobile, MEETING_LOCATION_MAX_LENGTH, westernDigits, type ShellApi } from '@sellphones/contracts';
import type { Acknowledged, ListedProduct, NewBooking } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FormField, RequiredNote, useErrorText, useFocusBackAfterRefusal, useFormat } from '@sellphones/ui';
import { usePhoneQuery } from '../products/phone-query.ts';
import { useText } from '../texts.ts';
import { BookingUnavailable, bookingUnavailability } from './BookingUnavailable.tsx';

const Dialog = styled.dialog`
  width: min(94vw, 480px);
  max-height: 92vh;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(6)};
  &::backdrop {
    background: rgba(15, 20, 30, 0.55);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.3rem;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  /* The read-only lines (a label around its box); the form fields lay out their own labels. */
  form > label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 0.95rem;
  }
  input,
  textarea {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
  input[readonly],
  textarea[readonly] {
    background: ${({ theme }) => theme.color.page};
    color: ${({ theme }) => theme.color.muted};
  }
  /* A long email address wraps inside its box and the box grows to show it whole. */
  textarea[readonly] {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    field-sizing: content;
    resize: none;
    overflow-wrap: anywhere;
    line-height: 1.5;
  }
`;

const Refusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fef3f2;
  color: ${({ theme }) => theme.color.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** The API's codes for "you booked it already" and "too many unpaid bookings". */
const REFUSALS_FOR_MY_ORDERS = new Set(['BOOKING_DUPLICATE', 'BOOKING_TOO_MANY_OPEN']);

interface BookingFields {
  phone: string;
  meetingLocation: string;
}

interface BookingModalProps {
  shell: ShellApi;
  product: ListedProduct;
  onClose(): void;
}

/**
 * The Book Now form on a native modal <dialog>: the browser keeps focus inside and closes it
 * on Escape. The buyer's name and email and the phone's name and price are shown, not editable.
 */
export function BookingModal({ shell, product, onClose }: BookingModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingFields>({ defaultValues: { phone: '', meetingLocation: '' } });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Test DOMs without showModal still get an open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The browser would start on the first field, read-only: the keyboard starts where the buyer types.
    dialog.querySelector<HTMLInputElement>('#booking-phone')?.focus();
  }, []);

  const phone = usePhoneQuery(shell, product._id);

  const toMyOrders = () => {
    onClose();
    shell.navigate('/dashboard/myOrders');
  };

  const booking = useMutation({
    mutationFn: (fields: BookingFields) => {
      const body: NewBooking = {
        productId: product._id,
        phone: westernDigits(fields.phone.trim()),
        meetingLocation: fields.meetingLocation.trim(),
        // The spec's fields; the API takes names and price from its own records.
        userName: shell.user?.name,
        email: shell.user?.email,
        categoryName: product.categoryName,
        productName: product.name,
        productImage: product.img,
        productPrice: product.resalePrice,
      };
      return shell.request<Acknowledged>('/bookedProduct', { method: 'POST', body });
    },
    onSuccess: () => {
      shell.notify(t('booking.booked'), 'success');
      toMyOrders();
    },
  });

  // The API's own words for a refusal (sold, already booked, own phone).
  const refusal = booking.error ? errorText(booking.error, t('booking.failed')) : '';
  // Refusals whose way out is in My Orders (paying or cancelling a booking) lead there.
  const refusedForOrders = isApiError(booking.error) && REFUSALS_FOR_MY_ORDERS.has(booking.error.code ?? '');
  // Submit is disabled while it waits, which takes the keyboard off it: a refusal gives it back.
  const pressed = useFocusBackAfterRefusal(booking.isPending, refusal);
  const book = handleSubmit((fields) => booking.mutate(fields, { onError: pressed() }));

  // Asked as the form opens: a card in a list cannot know who booked or keeps the phone.
  const unavailable = bookingUnavailability(phone.data, phone.error);
  return (
    <Dialog ref={ref} aria-labelledby="booking-title" onCancel={onClose} onClose={onClose}>
      <h2 id="booking-title">{t('booking.title', { name: product.name })}</h2>
      {unavailable ? (
        <>
          <BookingUnavailable why={unavailable} />
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t('booking.close')}
            </Button>
          </Actions>
        </>
      ) : (
        <form noValidate onSubmit={book}>
          <RequiredNote />
          <label>
            {t('booking.yourName')}
            <input readOnly value={shell.user?.name ?? ''} />
          </label>
          <label>
            {t('booking.email')}
            <textarea readOnly rows={1} value={shell.user?.email ?? ''} />
          </label>
          <label>
            {t('booking.product')}
            <input readOnly value={product.name} />
          </label>
          <label>
            {t('booking.price')}
            <input readOnly value={format.money(product.resalePrice)} />
          </label>
          <FormField id="booking-phone" label={t('booking.phone')} error={errors.phone?.message} required>
            <input
              type="tel"
              autoComplete="tel"
              {...fieldControl('booking-phone', errors.phone?.message, { required: true })}
              {...register('phone', {
                required: t('booking.phoneRequired'),
                minLength: { value: 11, message: t('booking.phoneShort') },
                validate: (value) => isBdMobile(value) || t('booking.phoneInvalid'),
              })}
            />
          </FormField>
          <FormField id="booking-location" label={t('booking.meetingLocation')} error={errors.meetingLocation?.message} required>
            <input
              {...fieldControl('booking-location', errors.meetingLocation?.message, { required: true })}
              {...register('meetingLocation', {
                required: t('booking.locationRequired'),
                validate: (value) => {
                  const typed = value.trim();
                  if (typed === '') return t('booking.locationRequired');
                  if (typed.length > MEETING_LOCATION_MAX_LENGTH) {
                    return t('booking.locationTooLong', {
                      max: format.number(MEETING_LOCATION_MAX_LENGTH),
                      count: format.number(typed.length),
                    });
                  }
                  return true;
                },
              })}
            />
          </FormField>
          {refusal && <Refusal role="alert">{refusal}</Refusal>}
          {refusedForOrders && (
            <Button type="button" $variant="secondary" onClick={toMyOrders}>
              {t('booking.toMyOrders')}
            </Button>
          )}
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t('booking.cancel')}
            </Button>
            <Button type="submit" disabled={booking.isPending}>
              {booking.isPending ? t('booking.submitting') : t('booking.submit')}
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}
