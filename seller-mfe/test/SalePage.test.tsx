import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ShellApi } from '@sellphones/contracts';
import type { OrderDetails } from '@sellphones/contracts/schemas';
import { paidOrderDetails } from '@sellphones/contracts/testing';
import { LocaleProvider } from '@sellphones/ui';
import { SalePage } from '../src/pages/SalePage.tsx';
import { renderWithShell, stubShell } from './render-with-shell.tsx';

afterEach(cleanup);

const sale = (changes: Partial<OrderDetails>) =>
  paidOrderDetails({ viewer: 'seller', counterpart: { role: 'buyer', name: 'Nila Buyer', phone: '01812345678' }, ...changes });

describe("a seller's sale", () => {
  it('hands the phone over and puts the keyboard on the sale\'s new stage, the form being gone', async () => {
    const request = vi.fn(async (_path: string, options?: { method?: string }) =>
      options?.method === 'POST' ? sale({ stage: 'handed_over' }) : sale({ canHandOver: true }),
    );
    renderWithShell(<SalePage shell={stubShell({ request: request as unknown as ShellApi['request'] })} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I have de-registered this phone from my NID in NEIR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm handover' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm handover' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('order-stage')));
    expect(document.activeElement?.textContent).toBe('Handed over');
  });

  it("shows the seller the buyer's rating of the sale, with the comment when there is one", async () => {
    renderWithShell(<SalePage shell={stubShell({ request: vi.fn(async () => sale({ stage: 'completed', rating: { stars: 4, comment: 'Phone as described' } })) as ShellApi['request'] })} />);
    expect(await screen.findByText('The buyer rated you 4 of 5: “Phone as described”')).toBeTruthy();
    cleanup();
    // A comment an admin removed is not sent: the stars stay.
    renderWithShell(<SalePage shell={stubShell({ request: vi.fn(async () => sale({ stage: 'completed', rating: { stars: 2 } })) as ShellApi['request'] })} />);
    expect(await screen.findByText('The buyer rated you 2 of 5.')).toBeTruthy();
  });

  it("says the buyer's rating in Bangla", async () => {
    renderWithShell(
      <LocaleProvider language="bn">
        <SalePage shell={stubShell({ request: vi.fn(async () => sale({ stage: 'completed', rating: { stars: 5, comment: 'ভালো বিক্রেতা' } })) as ShellApi['request'] })} />
      </LocaleProvider>,
    );
    expect(await screen.findByText('ক্রেতা আপনাকে ৫-এর মধ্যে ৫ দিয়েছেন: “ভালো বিক্রেতা”')).toBeTruthy();
  });

  it('says there is no such sale for an address that is not one of the seller\'s, with nothing to retry', async () => {
    for (const status of [400, 403, 404]) {
      const request = vi.fn(async () => {
        throw new ApiError(status, 'This order was not found.');
      });
      renderWithShell(<SalePage shell={stubShell({ request: request as unknown as ShellApi['request'] })} />);
      expect(await screen.findByRole('heading', { level: 2, name: 'You have no such sale.' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See My Sales' }).getAttribute('href')).toBe('/dashboard/mySales');
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
  });

  it('still offers to try again when the sale could not be read', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(503, 'Service unavailable');
    });
    renderWithShell(<SalePage shell={stubShell({ request: request as unknown as ShellApi['request'] })} />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
