import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Language, type ShellApi } from '@sellphones/contracts';
import type { PaymentConfig, PaymentIntent } from '@sellphones/contracts/schemas';
import { LocaleProvider, theme } from '@sellphones/ui';
import { PaymentPage } from '../src/pages/PaymentPage.tsx';
import { unpaidBooking } from './unpaid-booking.ts';

afterEach(cleanup);

const BOOKING_ID = unpaidBooking._id;
const booking = unpaidBooking;
const config: PaymentConfig = { gateway: 'sandbox', methods: ['card', 'bkash', 'cash'] };

/** Answers each of the page's requests when the test says so. */
function controlledApi() {
  const waiting = new Map<string, (value: unknown) => void>();
  const request = vi.fn(
    (path: string) =>
      new Promise((resolve) => {
        waiting.set(path.split('/')[1] ?? path, resolve);
      }),
  ) as unknown as ShellApi['request'];
  async function answer(what: 'bookingData' | 'payment-config' | 'create-payment-intent', value: unknown) {
    await vi.waitFor(() => expect(waiting.has(what)).toBe(true));
    waiting.get(what)?.(value);
  }
  return { request, answer };
}

function renderPage(request: ShellApi['request'], language: Language = 'en') {
  const shell = { notify: vi.fn(), request } as unknown as ShellApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <LocaleProvider language={language}>
          <MemoryRouter initialEntries={[`/dashboard/payment/${BOOKING_ID}`]}>
            <Routes>
              <Route path="/dashboard/payment/:id" element={<PaymentPage shell={shell} />} />
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the payment page while it loads (nothing moves when the data arrives)', () => {
  it('holds the final boxes under a loading text until the booking is there', async () => {
    const api = controlledApi();
    renderPage(api.request);

    // The wait is said, to eyes and screen readers alike.
    expect(screen.getByRole('status').textContent).toBe('Loading....');
    const placeholder = screen.getByTestId('payment-placeholder');
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    // The boxes that will come, drawn at their size but out of reach: the request to pay, the
    // IMEI note, the choice of method and the card form with its fields and its status line.
    const ghost = placeholder.querySelector('[inert]') as HTMLElement;
    expect(ghost.getAttribute('aria-hidden')).toBe('true');
    expect(ghost.textContent).toContain('Please pay');
    expect(ghost.querySelector('section')?.getAttribute('aria-label')).toBe('Check the phone before you pay');
    expect(ghost.querySelectorAll('fieldset input[type=radio]')).toHaveLength(3);
    expect(ghost.querySelectorAll('form input')).toHaveLength(3);
    expect(within(ghost).getByTestId('card-status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();

    await api.answer('bookingData', booking);
    await api.answer('payment-config', config);
    expect(await screen.findByRole('heading', { name: 'Payment for Oppo A5' })).toBeTruthy();
    expect(screen.queryByTestId('payment-placeholder')).toBeNull();
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeTruthy();
  });

  it('holds the choice of method and the card form while the payment methods are on their way', async () => {
    const api = controlledApi();
    renderPage(api.request);
    await api.answer('bookingData', booking);

    expect(await screen.findByText('Please pay ৳ 150 for buying phone')).toBeTruthy();
    const placeholder = screen.getByTestId('payment-placeholder');
    expect(within(placeholder).getByRole('status').textContent).toBe('Loading....');
    const ghost = placeholder.querySelector('[inert]') as HTMLElement;
    expect(ghost.querySelector('fieldset')).not.toBeNull();
    expect(ghost.querySelector('form')).not.toBeNull();
    // The IMEI note is the booking's own, already in place: the placeholder does not repeat it.
    expect(ghost.querySelector('section')).toBeNull();

    await api.answer('payment-config', config);
    expect(await screen.findByRole('group', { name: 'Pay with' })).toBeTruthy();
    expect(screen.queryByTestId('payment-placeholder')).toBeNull();
  });

  it("keeps the card form's status line once the payment is ready, so Pay stays where it was", async () => {
    const api = controlledApi();
    renderPage(api.request);
    await api.answer('bookingData', booking);
    await api.answer('payment-config', config);
    await screen.findByRole('group', { name: 'Pay with' });
    const status = screen.getByTestId('card-status');
    expect(status.textContent).toBe('Preparing your payment…');
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toHaveProperty('disabled', true);

    await api.answer('create-payment-intent', { clientSecret: 'pi_1_secret_2' } satisfies Partial<PaymentIntent>);
    await vi.waitFor(() => expect(pay).toHaveProperty('disabled', false));
    expect(screen.getByTestId('card-status')).toBe(status);
    expect(status.textContent).toBe('');
  });
});

describe('a booking the buyer cannot pay for', () => {
  /** The page with the shell's keyboard on its title, as the shell leaves it; then the booking's read fails with `error`. */
  async function renderFailing(error: unknown, language: Language = 'en') {
    let fail: (error: unknown) => void = () => undefined;
    const request = vi.fn((path: string) =>
      path.startsWith('/bookingData') ? new Promise((_, reject) => (fail = reject)) : new Promise(() => undefined),
    ) as unknown as ShellApi['request'];
    renderPage(request, language);
    const title = screen.getByRole('heading', { level: 1 });
    title.tabIndex = -1;
    title.focus();
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith(`/bookingData/${BOOKING_ID}`, expect.anything()));
    fail(error);
    return title;
  }

  // Not an id (400), another buyer's (403), none (404): asking again cannot help, My Orders can.
  it.each([
    new ApiError(400, 'params/id must match format "uuid"'),
    new ApiError(403, 'This booking is not yours.', 'ORDER_BOOKING_NOT_YOURS'),
    new ApiError(404, 'This booking was not found.', 'ORDER_BOOKING_NOT_FOUND'),
  ])('says there is no such booking for a $status, with My Orders and no Try again', async (error) => {
    const title = await renderFailing(error);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('You have no such booking.');
    expect(within(alert).getByRole('link', { name: 'See My Orders' }).getAttribute('href')).toBe('/dashboard/myOrders');
    expect(screen.queryByRole('button')).toBeNull();
    // The page keeps its title, and the keyboard stays on it.
    expect(title.textContent).toBe('Payment');
    expect(document.activeElement).toBe(title);
  });

  it('says so in Bangla', async () => {
    await renderFailing(new ApiError(404, 'This booking was not found.', 'ORDER_BOOKING_NOT_FOUND'), 'bn');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('আপনার এমন কোনো বুকিং নেই।');
    expect(within(alert).getByRole('link', { name: 'আমার অর্ডার দেখুন' }).getAttribute('href')).toBe('/dashboard/myOrders');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([new ApiError(500, 'Internal Server Error'), new TypeError('Failed to fetch')])(
    'offers Try again when the read may work next time: %s',
    async (error) => {
      await renderFailing(error);
      expect((await screen.findByRole('alert')).textContent).toContain('This booking could not be loaded');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
  );
});

describe('the amount to pay', () => {
  // The spec's English: the sign, a space, the number; Bangla as every other Bangla page writes a price.
  it.each([
    ['en', 'Please pay ৳ 62,000 for buying phone'],
    ['bn', 'ফোনটি কিনতে ৬২,০০০৳ পরিশোধ করুন'],
  ] as const)('(%s) reads "%s"', async (language, sentence) => {
    const request = vi.fn(async (path: string) =>
      path.startsWith('/bookingData') ? { ...booking, productPrice: 62000 } : path.startsWith('/payment-config') ? config : new Promise(() => undefined),
    ) as unknown as ShellApi['request'];
    renderPage(request, language);
    expect(await screen.findByText(sentence)).toBeTruthy();
  });
});
