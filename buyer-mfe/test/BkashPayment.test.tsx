import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ShellApi } from '@sellphones/contracts';
import type { Booking } from '@sellphones/contracts/schemas';
import { theme } from '@sellphones/ui';
import { BkashPayment } from '../src/payment/BkashPayment.tsx';
import { PaymentPage } from '../src/pages/PaymentPage.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

afterEach(cleanup);

const BOOKING_ID = '00000000-0000-4000-8000-000000000042';

const booking = (status: Booking['status']): Booking =>
  ({
    _id: BOOKING_ID,
    userName: 'Karim',
    email: 'buyer@example.test',
    categoryName: 'Oppo Phones',
    productName: 'Oppo A5',
    productImage: 'http://api.test/images/a.webp',
    productThumb: 'http://api.test/images/a-thumb.webp',
    productPrice: 150,
    phone: '01812345678',
    meetingLocation: 'Gulshan',
    productId: '00000000-0000-4000-8000-000000000001',
    paid: status === 'paid',
    status,
    bookedAt: '2026-11-20T10:00:00.000Z',
    sellerName: 'Rafiq Seller',
  }) as Booking;

function shellFor(request: (path: string) => unknown, notify = vi.fn()) {
  return { request: vi.fn(async (path: string) => request(path)), notify } as unknown as ShellApi & { notify: typeof notify };
}

function renderPaymentPage(shell: ShellApi, search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/dashboard/payment/${BOOKING_ID}${search}`]}>
          <Routes>
            <Route path="/dashboard/payment/:id" element={<PaymentPage shell={shell} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const api = (status: Booking['status'], methods: string[]) => (path: string) => {
  if (path.startsWith('/bookingData/')) return booking(status);
  if (path === '/payment-config') return { gateway: 'sandbox', methods };
  if (path === '/create-payment-intent') return { clientSecret: 'pi_1_secret_2', gateway: 'sandbox', amount: 150 };
  throw new Error(`unexpected ${path}`);
};

describe('Pay with bKash', () => {
  it('starts the payment for the booking and opens bKash\'s page, saying so while it waits', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const openPage = vi.fn();
    renderWithTheme(<BkashPayment shell={{ request } as unknown as ShellApi} bookingId={BOOKING_ID} openPage={openPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay with bKash' }));

    expect(screen.getByRole('button', { name: 'Opening bKash…' })).toHaveProperty('disabled', true);
    expect(request).toHaveBeenCalledWith('/payments/bkash', { method: 'POST', body: { bookingId: BOOKING_ID } });
    answer({ bkashURL: 'http://bkash.test/wallet?paymentId=TR1', paymentID: 'TR1', amount: 150 });
    await vi.waitFor(() => expect(openPage).toHaveBeenCalledWith('http://bkash.test/wallet?paymentId=TR1'));
  });

  it('shows the API\'s refusal and lets the buyer try again', async () => {
    const request = vi.fn(async () => {
      // As Chromium does to a button disabled while it waits.
      (document.activeElement as HTMLElement | null)?.blur();
      throw new ApiError(409, 'Someone is buying this phone right now. Try again in 15 minutes.');
    });
    const openPage = vi.fn();
    renderWithTheme(<BkashPayment shell={{ request } as unknown as ShellApi} bookingId={BOOKING_ID} openPage={openPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay with bKash' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone is buying this phone right now. Try again in 15 minutes.');
    expect(screen.getByRole('button', { name: 'Pay with bKash' })).toHaveProperty('disabled', false);
    // Back on the button, to try again.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay with bKash' })));
    expect(openPage).not.toHaveBeenCalled();
  });
});

describe('the payment page with bKash', () => {
  it('offers card and bKash, the card first with the spec\'s texts', async () => {
    renderPaymentPage(shellFor(api('unpaid', ['card', 'bkash'])));
    expect(await screen.findByText('Please pay ৳ 150 for buying phone')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'bKash' }));
    expect(screen.getByRole('button', { name: 'Pay with bKash' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('offers no choice when the card is the only method', async () => {
    renderPaymentPage(shellFor(api('unpaid', ['card'])));
    await screen.findByRole('button', { name: 'Pay' });
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
  });

  it("back from bKash, paid: congratulates the buyer once, with bKash's TrxID", async () => {
    const answers = api('paid', ['card', 'bkash']);
    const shell = shellFor((path: string) => (path.startsWith('/bookingData/') ? { ...booking('paid'), transactionId: 'TRX7Q2K9' } : answers(path)));
    renderPaymentPage(shell, '?bkash=paid');
    expect(await screen.findByText('Congrats! Your payment completed.')).toBeTruthy();
    expect(screen.getByTestId('transaction-id').textContent).toBe('TRX7Q2K9');
    expect(shell.notify).toHaveBeenCalledWith('Congrats! Your payment completed.', 'success');
    expect(shell.notify).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cancelled', 'You cancelled the bKash payment. Nothing was taken; you can pay again.'],
    ['failed', 'The bKash payment did not go through and nothing was taken. Please try again.'],
  ])('back from bKash, %s: says so with bKash chosen to try again', async (outcome, message) => {
    renderPaymentPage(shellFor(api('unpaid', ['card', 'bkash'])), `?bkash=${outcome}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('radio', { name: 'bKash' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Pay with bKash' })).toBeTruthy();
  });

  it('back from bKash, refunded: the booking was cancelled by the sale and the page says the money is back', async () => {
    renderPaymentPage(shellFor(api('cancelled', ['card', 'bkash'])), '?bkash=refunded');
    const said = await screen.findByText(/your bKash payment has been refunded/);
    expect(said.textContent).toBe('This phone was sold to another buyer; your bKash payment has been refunded. Find another phone');
  });
});
