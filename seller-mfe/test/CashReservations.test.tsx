import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellApi } from '@sellphones/contracts';
import type { ReservationRow, SaleRow } from '@sellphones/contracts/schemas';
import { LocaleProvider } from '@sellphones/ui';
import { MySalesPage } from '../src/pages/MySalesPage.tsx';
import { renderWithShell, stubShell } from './render-with-shell.tsx';

afterEach(cleanup);

const RESERVATION: ReservationRow = {
  _id: '00000000-0000-4000-8000-000000000042',
  productId: '00000000-0000-4000-8000-000000000001',
  productName: 'Galaxy A54',
  productImage: 'http://api.test/images/a.webp',
  productThumb: 'http://api.test/images/a-thumb.webp',
  price: 24000,
  buyerName: 'Karim',
  buyerPhone: '01812345678',
  meetingLocation: 'Gulshan 2',
  reservedUntil: new Date(Date.now() + 40 * 3600 * 1000).toISOString(),
};

const SALE: SaleRow = {
  _id: '00000000-0000-4000-8000-000000000043',
  productId: '00000000-0000-4000-8000-000000000002',
  productName: 'Redmi Note 13',
  productImage: 'http://api.test/images/b.webp',
  productThumb: 'http://api.test/images/b-thumb.webp',
  price: 18000,
  stage: 'paid',
  buyerName: 'Rahim',
  paidAt: new Date().toISOString(),
};

describe('My Sales: pictures', () => {
  it("show each phone's thumbnail, not its full photo, for sold phones and phones kept for cash", async () => {
    const request = vi.fn(async (path: string) => {
      if (path === '/mySales/reservations') return [RESERVATION];
      if (path === '/mySales') return [SALE];
      throw new Error(`unexpected ${path}`);
    });
    renderWithShell(<MySalesPage shell={stubShell({ request: request as ShellApi['request'] })} />);

    const kept = await screen.findByTestId('cash-reservation');
    expect(kept.querySelector('img')?.getAttribute('src')).toBe(RESERVATION.productThumb);
    const sold = await screen.findByRole('img', { name: 'Redmi Note 13' });
    expect(sold.getAttribute('src')).toBe(SALE.productThumb);
  });
});

describe('My Sales: ratings', () => {
  it.each([
    ['en', 'Completed', 'Rated 4 of 5'],
    ['bn', 'সম্পন্ন', 'রেটিং: ৫-এর মধ্যে ৪'],
  ] as const)('say under a rated sale how its buyer rated it, and nothing under one not rated (%s)', async (language, completed, rated) => {
    const ratedSale: SaleRow = { ...SALE, _id: '00000000-0000-4000-8000-000000000044', stage: 'completed', rating: 4 };
    const request = vi.fn(async (path: string) => (path === '/mySales' ? [ratedSale, SALE] : []));
    renderWithShell(
      <LocaleProvider language={language}>
        <MySalesPage shell={stubShell({ request: request as ShellApi['request'] })} />
      </LocaleProvider>,
    );
    const [first, second] = await screen.findAllByTestId('sale-row');
    expect(first!.textContent).toContain(`${completed}${rated}`);
    expect(second!.textContent).not.toContain(rated);
  });
});

describe('My Sales: phones reserved for cash', () => {
  it('shows who comes, where and how much, and records the cash sale only with the NEIR tick', async () => {
    let reserved = [RESERVATION];
    const request = vi.fn(async (path: string, options?: { method?: string }) => {
      if (path === '/mySales/reservations') return reserved;
      if (path === '/mySales') return [];
      if (path === `/bookings/${RESERVATION._id}/cash-sale` && options?.method === 'POST') {
        reserved = [];
        return {};
      }
      throw new Error(`unexpected ${path}`);
    });
    const shell = stubShell({ request: request as ShellApi['request'] });
    renderWithShell(<MySalesPage shell={shell} />);

    const card = await screen.findByTestId('cash-reservation');
    expect(card.textContent).toContain('Buyer: Karim, 01812345678');
    expect(card.textContent).toContain('Meeting place: Gulshan 2');
    expect(card.textContent).toContain('Collect ৳24,000 in cash');
    const form = within(card).getByRole('form', { name: 'Sell Galaxy A54 for cash' });
    await userEvent.click(within(form).getByRole('button', { name: 'Handed over, paid in cash' }));
    expect(await within(form).findByText('Tick the box once the phone is de-registered from your NID')).toBeTruthy();
    expect(request).not.toHaveBeenCalledWith(`/bookings/${RESERVATION._id}/cash-sale`, expect.anything());

    await userEvent.click(within(form).getByRole('checkbox', { name: 'I have de-registered this phone from my NID in NEIR' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Handed over, paid in cash' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('Galaxy A54: handed over and paid in cash', 'success'));
    expect(request).toHaveBeenCalledWith(`/bookings/${RESERVATION._id}/cash-sale`, { method: 'POST', body: { deregistered: true } });
    await waitFor(() => expect(screen.queryByTestId('cash-reservation')).toBeNull());
    // The form pressed is gone with its card: the keyboard is on the page's heading, above the sales.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My Sales' })));
  });
});
