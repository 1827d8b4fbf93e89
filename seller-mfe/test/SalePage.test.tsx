import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellApi } from '@sellphones/contracts';
import type { OrderDetails } from '@sellphones/contracts/schemas';
import { SalePage } from '../src/pages/SalePage.tsx';
import { renderWithShell, stubShell } from './render-with-shell.tsx';

afterEach(cleanup);

const sale = (changes: Partial<OrderDetails>): OrderDetails => ({
  _id: '00000000-0000-4000-8000-000000000009',
  productId: '00000000-0000-4000-8000-000000000001',
  productName: 'Galaxy S21',
  productImage: 'http://api.test/images/a.webp',
  categoryName: 'Samsung Phones',
  price: 120,
  imei: { last4: '7518', full: '490154203237518' },
  viewer: 'seller',
  stage: 'paid',
  counterpart: { role: 'buyer', name: 'Nila Buyer', phone: '01812345678' },
  meetingLocation: 'Gulshan 2',
  timeline: [{ event: 'paid', at: '2026-11-20T10:05:00.000Z' }],
  canHandOver: false,
  canConfirmReceipt: false,
  canReportProblem: false,
  canRate: false,
  ...changes,
});

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
});
