import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, BD_PHONE_MESSAGES } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import { BookingModal } from '../src/booking/BookingModal.tsx';
import { listedProduct } from './listed-product.ts';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';
import { stubShell } from './stub-shell.ts';

afterEach(cleanup);

const BOOKING = '6a1f0c2e-8d3b-4c5a-9e7f-000000000009';
/** The phone's page as the API answers it to the reader. */
const phonePage = () => ({ ...listedProduct(), photos: [listedProduct().img], photoThumbs: [listedProduct().thumb], coverMedium: listedProduct().img });

function renderModal(request: (path: string) => Promise<unknown> = vi.fn(async () => ({ acknowledged: true, insertedId: 'b1' }))) {
  const shell = stubShell('buyer', request as never);
  const onClose = vi.fn();
  renderWithShellProviders(<BookingModal shell={shell} product={listedProduct()} onClose={onClose} />);
  return { shell, onClose, request };
}

const phoneField = () => screen.getByLabelText('Phone number');
const locationField = () => screen.getByLabelText('Meeting location');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('the booking modal', () => {
  it('shows who books what, read-only', () => {
    renderModal();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Karim Buyer');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('karim@example.test');
    expect((screen.getByLabelText('Product') as HTMLInputElement).value).toBe('Samsung Galaxy A54');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('৳260');
    for (const label of ['Your name', 'Email', 'Product', 'Price']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).readOnly).toBe(true);
    }
  });

  it('puts the keyboard on the phone number, the first field the buyer fills', () => {
    renderModal();
    expect(document.activeElement).toBe(phoneField());
  });

  it('asks for a phone number and a meeting location when both are empty', async () => {
    const { request } = renderModal();
    await submit();
    expect(await screen.findByText('Enter your phone number')).toBeTruthy();
    expect(screen.getByText('Enter your location for meeting')).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalledWith('/bookedProduct', expect.anything());
  });

  it('refuses a phone number shorter than 11 characters', async () => {
    const { request } = renderModal();
    await userEvent.type(phoneField(), '0171234');
    await userEvent.type(locationField(), 'Mirpur 10');
    await submit();
    expect(await screen.findByText('Please valid a phone number')).toBeTruthy();
    expect(screen.queryByText('Enter your location for meeting')).toBeNull();
    expect(request).not.toHaveBeenCalledWith('/bookedProduct', expect.anything());
  });

  it('refuses an 11-digit number that is not a Bangladeshi mobile number', async () => {
    const { request } = renderModal();
    await userEvent.type(phoneField(), '01212345678');
    await userEvent.type(locationField(), 'Mirpur 10');
    await submit();
    expect(await screen.findByText(BD_PHONE_MESSAGES.invalid)).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalledWith('/bookedProduct', expect.anything());
  });

  it('books, says so, and goes to My Orders', async () => {
    const { request, shell } = renderModal();
    await userEvent.type(phoneField(), '01712345678');
    await userEvent.type(locationField(), 'Mirpur 10');
    await submit();
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/dashboard/myOrders'));
    expect(shell.notify).toHaveBeenCalledWith('Booked product successfully', 'success');
    expect(request).toHaveBeenCalledWith(
      '/bookedProduct',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ productId: listedProduct()._id, phone: '01712345678', meetingLocation: 'Mirpur 10' }),
      }),
    );
  });

  it('takes a number typed in Bangla digits and sends it in ASCII digits', async () => {
    const { request } = renderModal();
    await userEvent.type(phoneField(), '০১৭১২৩৪৫৬৭৮');
    await userEvent.type(locationField(), 'Mirpur 10');
    await submit();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/bookedProduct', expect.objectContaining({ body: expect.objectContaining({ phone: '01712345678' }) })),
    );
  });

  it("shows the server's refusal in the modal and stays open", async () => {
    const { shell, onClose } = renderModal(
      vi.fn(async () => {
        // As Chromium does to a button disabled while it waits.
        (document.activeElement as HTMLElement | null)?.blur();
        throw new ApiError(409, 'You have already booked this phone. See My Orders.');
      }),
    );
    await userEvent.type(phoneField(), '01712345678');
    await userEvent.type(locationField(), 'Mirpur 10');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('You have already booked this phone. See My Orders.');
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // Submit was disabled while it waited: the keyboard is back on it, not on the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' })));
  });

  it('leads to My Orders when the buyer already booked the phone', async () => {
    const { shell, onClose } = renderModal(
      vi.fn(async () => {
        throw new ApiError(409, 'You have already booked this phone. See My Orders.', 'BOOKING_DUPLICATE');
      }),
    );
    await userEvent.type(phoneField(), '01712345678');
    await userEvent.type(locationField(), 'Mirpur 10');
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Go to My Orders' }));
    expect(onClose).toHaveBeenCalled();
    expect(shell.navigate).toHaveBeenCalledWith('/dashboard/myOrders');
  });

  it('refuses a meeting location longer than the API takes, before sending it', async () => {
    const { request } = renderModal();
    await userEvent.type(phoneField(), '01712345678');
    await userEvent.click(locationField());
    await userEvent.paste('Mirpur 10, '.repeat(20));
    await submit();
    expect(await screen.findByText('Write the meeting location in at most 200 characters (you wrote 219)')).toBeTruthy();
    expect(locationField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(locationField());
    expect(request).not.toHaveBeenCalledWith('/bookedProduct', expect.anything());
  });

  it.each([
    {
      case: 'booked by this buyer',
      answer: async () => ({ ...phonePage(), yourBooking: { _id: BOOKING, bookedAt: '2026-11-20T10:00:00.000Z' } }),
      said: 'You booked this phone on 20 Nov 2026. Pay for it to make it yours.',
    },
    {
      case: 'kept for another buyer to pay in cash',
      answer: async () => ({ ...phonePage(), reservedUntil: '2026-11-22T10:00:00.000Z' }),
      said: /^Reserved for a buyer who pays in cash at the meetup, until 22 Nov 2026/,
    },
    {
      case: 'sold meanwhile',
      answer: async () => {
        throw new ApiError(410, 'This phone is no longer for sale.');
      },
      said: 'This phone is no longer for sale.',
    },
  ])('says at once, instead of the form, when the phone cannot be booked: $case', async ({ answer, said }) => {
    const request = vi.fn(async (path: string) => (path === `/phones/${listedProduct()._id}` ? answer() : { acknowledged: true, insertedId: 'b1' }));
    const { onClose } = renderModal(request);
    const why = await screen.findByText(said);
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    // The keyboard and a screen reader are taken to why.
    expect(why.closest('[tabindex="-1"]')).toBe(document.activeElement);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(request).not.toHaveBeenCalledWith('/bookedProduct', expect.anything());
  });

  it('offers its own booking to pay, in Bangla too', async () => {
    const request = vi.fn(async () => ({ ...phonePage(), yourBooking: { _id: BOOKING, bookedAt: '2026-11-20T10:00:00.000Z' } }));
    const shell = stubShell('buyer', request as never);
    renderWithShellProviders(
      <LocaleProvider language="bn" currency="BDT">
        <BookingModal shell={shell} product={listedProduct()} onClose={vi.fn()} />
      </LocaleProvider>,
    );
    expect(await screen.findByText(/^আপনি ২০ নভে, ২০২৬ তারিখে ফোনটি বুক করেছেন/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(listedProduct().name) }).getAttribute('href')).toBe(`/dashboard/payment/${BOOKING}`);
  });

  it('marks the two fields the buyer must fill in as required', () => {
    renderModal();
    expect(phoneField().getAttribute('aria-required')).toBe('true');
    expect(locationField().getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Phone number').closest('div')?.querySelector('label')?.hasAttribute('data-required')).toBe(true);
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
  });

  it('shows a long email address whole, in a box that wraps it', () => {
    renderModal();
    const email = screen.getByLabelText('Email');
    expect(email.tagName).toBe('TEXTAREA');
    expect((email as HTMLTextAreaElement).readOnly).toBe(true);
  });
});
