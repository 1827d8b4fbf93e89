import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellApi } from '@sellphones/contracts';
import { paidOrderDetails } from '@sellphones/contracts/testing';
import { theme } from '@sellphones/ui';
import { OrderPage } from '../src/pages/OrderPage.tsx';

afterEach(cleanup);

const ORDER_ID = '00000000-0000-4000-8000-000000000009';
const order = paidOrderDetails;

function renderPage(request: ShellApi['request']) {
  const shell = { notify: vi.fn(), user: { uid: 'u', email: 'b@example.test', name: 'B', photoURL: null }, role: 'buyer', request } as unknown as ShellApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[`/dashboard/order/${ORDER_ID}`]}>
          <Routes>
            <Route path="/dashboard/order/:id" element={<OrderPage shell={shell} />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return shell;
}

describe("a buyer's order after payment", () => {
  it("shows the seller's name and phone, the meeting place, the timeline and how to verify the IMEI with NEIR", async () => {
    renderPage(vi.fn(async () => order()) as ShellApi['request']);
    expect(await screen.findByText('Paid: waiting for the seller to hand the phone over')).toBeTruthy();
    expect(screen.getByText('Rafiq Seller')).toBeTruthy();
    expect(screen.getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:01712345678');
    expect(screen.getByText('Gulshan 2')).toBeTruthy();
    expect(screen.getByText('KYD 490154203237518')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Order timeline' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'I have received the phone' })).toBeNull();
  });

  it('confirms receipt once handed over and shows the order as the API answers it', async () => {
    const request = vi.fn(async (path: string) =>
      path.endsWith('/receipt') ? order({ stage: 'received', canReportProblem: true, problemReportUntil: '2026-11-25T10:00:00.000Z' }) : order({ stage: 'handed_over', canConfirmReceipt: true }),
    );
    renderPage(request as unknown as ShellApi['request']);
    await userEvent.click(await screen.findByRole('button', { name: 'I have received the phone' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith(`/orders/${ORDER_ID}/receipt`, { method: 'POST', body: {} }));
    expect(await screen.findByRole('form', { name: 'Report a problem' })).toBeTruthy();
    // The button pressed is gone: the keyboard is on the order's new stage, which a screen reader reads.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('order-stage')));
  });

  it('asks what is wrong before reporting a problem, and sends the reason and the text', async () => {
    const request = vi.fn(async (path: string) =>
      path.endsWith('/problem') ? order({ stage: 'in_dispute' }) : order({ stage: 'handed_over', canReportProblem: true, problemReportUntil: '2026-11-25T10:00:00.000Z' }),
    );
    renderPage(request as unknown as ShellApi['request']);
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    expect(await screen.findByText('Choose what is wrong')).toBeTruthy();
    expect(screen.getByText('Describe the problem', { selector: '[role="alert"]' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('What is wrong?'), 'blocked-by-neir');
    await userEvent.type(screen.getByLabelText('Describe the problem'), 'No network on any SIM.');
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(`/orders/${ORDER_ID}/problem`, { method: 'POST', body: { reason: 'blocked-by-neir', text: 'No network on any SIM.' } }),
    );
    expect(await screen.findByText('In dispute: our team is looking at your report')).toBeTruthy();
  });

  it('rates the seller with stars and a comment once completed', async () => {
    const request = vi.fn(async (path: string) =>
      path.endsWith('/rating') ? order({ stage: 'completed', rating: { stars: 4, comment: 'Good' } }) : order({ stage: 'completed', canRate: true }),
    );
    renderPage(request as unknown as ShellApi['request']);
    await userEvent.click(await screen.findByRole('button', { name: 'Rate the seller' }));
    expect(await screen.findByText('Choose 1 to 5 stars')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Good');
    await userEvent.click(screen.getByRole('button', { name: 'Rate the seller' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith(`/orders/${ORDER_ID}/rating`, { method: 'POST', body: { stars: 4, comment: 'Good' } }));
    const thanks = await screen.findByText('You rated the seller 4 of 5.');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
  });
});
