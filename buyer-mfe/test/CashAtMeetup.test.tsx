import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Language, type ShellApi } from '@sellphones/contracts';
import { LocaleProvider, theme } from '@sellphones/ui';
import { CashAtMeetup } from '../src/payment/CashAtMeetup.tsx';

afterEach(cleanup);

const BOOKING_ID = '00000000-0000-4000-8000-000000000042';
const IN_TWO_DAYS = new Date(Date.now() + 48 * 3600 * 1000).toISOString();

function renderCash(shell: ShellApi, { language = 'en', reservedUntil }: { language?: Language; reservedUntil?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <LocaleProvider language={language} currency="BDT">
          <MemoryRouter>
            <CashAtMeetup shell={shell} bookingId={BOOKING_ID} price="৳ 150" meetingLocation="Gulshan 2" reservedUntil={reservedUntil} />
          </MemoryRouter>
        </LocaleProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('paying in cash at the meetup', () => {
  it('says the rules, reserves the booking, and then says until when and what to do', async () => {
    const request = vi.fn(async () => ({ bookingId: BOOKING_ID, reservedUntil: IN_TWO_DAYS }));
    const notify = vi.fn();
    renderCash({ request, notify } as unknown as ShellApi);
    expect(screen.getByRole('form', { name: 'Pay in cash at the meetup' }).textContent).toContain(
      'The phone is kept for you for 48 hours. Meet the seller at Gulshan 2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay in cash' }));

    expect(request).toHaveBeenCalledWith(`/bookings/${BOOKING_ID}/cash-reservation`, { method: 'POST' });
    expect((await screen.findByRole('status')).textContent).toContain('Reserved for you until');
    expect(screen.getByRole('status').textContent).toContain('pay ৳ 150 in cash when you take the phone');
    expect(notify).toHaveBeenCalledWith('The phone is reserved for you.', 'success');
    // The form is gone: the keyboard is on what replaced it, which a screen reader reads.
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it("shows the API's refusal in the buyer's language and keeps the button", async () => {
    const request = vi.fn(async () => {
      // As Chromium does to a button disabled while it waits.
      (document.activeElement as HTMLElement | null)?.blur();
      throw new ApiError(409, 'You let 3 cash reservations run out in 30 days, so you cannot reserve for cash for 7 days. You can still pay by card or bKash.', 'CASH_BARRED');
    });
    renderCash({ request, notify: vi.fn() } as unknown as ShellApi, { language: 'bn' });
    await userEvent.click(screen.getByRole('button', { name: 'রিজার্ভ করুন, নগদে দেবেন' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '৩০ দিনে আপনার ৩টি নগদ রিজার্ভেশনের সময় শেষ হয়ে গেছে, তাই ৭ দিন নগদে রিজার্ভ করতে পারবেন না। কার্ড বা বিকাশে এখনও দাম দিতে পারেন।',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'রিজার্ভ করুন, নগদে দেবেন' }));
  });

  it('opens on the running reservation, its end in Bangla digits', () => {
    renderCash({ request: vi.fn(), notify: vi.fn() } as unknown as ShellApi, { language: 'bn', reservedUntil: IN_TWO_DAYS });
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toMatch(/^[০-৯]+ [^0-9]+ পর্যন্ত আপনার জন্য রিজার্ভ করা।/);
  });
});
