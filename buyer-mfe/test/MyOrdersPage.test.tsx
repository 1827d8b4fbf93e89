import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OWN_LIST_PAGE_SIZE, type ShellApi } from '@sellphones/contracts';
import type { Booking } from '@sellphones/contracts/schemas';
import { LocaleProvider, theme } from '@sellphones/ui';
import { MyOrdersPage } from '../src/pages/MyOrdersPage.tsx';

afterEach(cleanup);

const booking = (i: number): Booking =>
  ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    userName: 'Karim',
    email: 'buyer@example.test',
    categoryName: 'Oppo Phones',
    productName: `Booked Phone ${i}`,
    productImage: 'http://api.test/images/a.webp',
    productThumb: 'http://api.test/images/a-thumb.webp',
    productPrice: 120,
    phone: '01812345678',
    meetingLocation: 'Gulshan',
    productId: '00000000-0000-4000-8000-000000000001',
    paid: false,
    status: 'unpaid',
    bookedAt: '2026-11-20T10:00:00.000Z',
    sellerName: 'Rafiq Seller',
  }) as Booking;

function renderPage(
  request: ShellApi['request'],
  notify: ShellApi['notify'] = vi.fn() as unknown as ShellApi['notify'],
  language: 'en' | 'bn' = 'en',
) {
  const shell = {
    notify,
    user: { uid: 'buyer-uid', email: 'buyer@example.test', name: 'Karim', photoURL: null },
    role: 'buyer',
    request,
  } as unknown as ShellApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LocaleProvider language={language} currency="BDT">
            <MyOrdersPage shell={shell} />
          </LocaleProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('My Orders', () => {
  it('shows the first page of bookings and the rest on request, until a page comes back short', async () => {
    const request = vi.fn(async (path: string) =>
      path.includes('page=2') ? [booking(999)] : Array.from({ length: OWN_LIST_PAGE_SIZE }, (_, i) => booking(i)),
    );
    renderPage(request as ShellApi['request']);
    await screen.findByText('Booked Phone 0');
    expect(request).toHaveBeenCalledWith(`/bookedProduct/buyer%40example.test?page=1&limit=${OWN_LIST_PAGE_SIZE}`, expect.anything());
    expect(screen.queryByText('Booked Phone 999')).toBeNull();
    // Each row shows the photo's thumbnail, not the full photo: a phone on mobile data downloads less.
    expect(screen.getByRole('img', { name: 'Booked Phone 0' }).getAttribute('src')).toBe('http://api.test/images/a-thumb.webp');

    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    await screen.findByText('Booked Phone 999');
    expect(screen.getAllByTestId('order-row')).toHaveLength(OWN_LIST_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    // The button pressed is gone: the keyboard goes on at the first booking loaded.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Pay for Booked Phone 999'));
  });

  it('reads in Bangla: headings, taka in Bangla digits, dates and the actions', async () => {
    renderPage(vi.fn(async () => [booking(1)]) as ShellApi['request'], undefined, 'bn');
    await screen.findByText('Booked Phone 1');
    expect(screen.getByRole('heading', { name: 'আমার অর্ডার' })).toBeTruthy();
    expect(screen.getAllByText(/^১২০\s?৳$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/২০২৬/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Booked Phone 1-এর দাম পরিশোধ করুন' })).toBeTruthy();
  });

  it('a buyer with a handful of bookings sees them all and no button', async () => {
    renderPage(vi.fn(async () => [booking(1), booking(2)]) as ShellApi['request']);
    await screen.findByText('Booked Phone 2');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('cancels an unpaid booking after confirming: busy while it goes, a toast, and the list shows it cancelled', async () => {
    let status: Booking['status'] = 'unpaid';
    let finish: () => void = () => {};
    const request = vi.fn(async (path: string, options?: { method?: string }) => {
      if (options?.method === 'POST') {
        await new Promise<void>((resolve) => (finish = resolve));
        status = 'cancelled';
        return { acknowledged: true };
      }
      return [
        { ...booking(1), status, ...(status === 'cancelled' ? { cancelledBecause: 'buyer-cancelled' as const } : {}) },
        { ...booking(2), paid: true, status: 'paid' },
      ];
    });
    const notify = vi.fn();
    renderPage(request as ShellApi['request'], notify as unknown as ShellApi['notify']);

    // Only the unpaid booking can be cancelled; each button names its phone.
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking for Booked Phone 1' }));
    expect(screen.queryByRole('button', { name: 'Cancel booking for Booked Phone 2' })).toBeNull();

    // Keeping it sends nothing.
    expect(screen.getByText(/Cancel your booking for Booked Phone 1\?/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking', hidden: true }));
    expect(request).not.toHaveBeenCalledWith(expect.stringContaining('/cancel'), expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking for Booked Phone 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking', hidden: true }));
    expect(request).toHaveBeenCalledWith('/bookedProduct/00000000-0000-4000-8000-000000000001/cancel', { method: 'POST' });
    const busy = await screen.findByRole('button', { name: 'Cancel booking for Booked Phone 1' });
    expect(busy.textContent).toBe('Cancelling...');
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    finish();
    await screen.findByText('Cancelled');
    expect(notify).toHaveBeenCalledWith('Your booking for Booked Phone 1 is cancelled.', 'success');
    expect(screen.queryByRole('button', { name: 'Cancel booking for Booked Phone 1' })).toBeNull();
    // The keyboard is on what replaced the button pressed: the booking's new status.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelled'));
  });

  it("a refused cancellation says why in a toast, and the booking stays as it was", async () => {
    const request = vi.fn(async (_path: string, options?: { method?: string }) => {
      if (options?.method === 'POST') throw new ApiError(409, 'This booking is already paid, so it cannot be cancelled.');
      return [booking(1)];
    });
    const notify = vi.fn();
    renderPage(request as ShellApi['request'], notify as unknown as ShellApi['notify']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking for Booked Phone 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking', hidden: true }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('This booking is already paid, so it cannot be cancelled.', 'error'));
    expect((screen.getByRole('button', { name: 'Cancel booking for Booked Phone 1' }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Cancel booking for Booked Phone 1'));
  });
});
