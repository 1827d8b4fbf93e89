import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Language, type ShellApi } from '@sellphones/contracts';
import { paidOrderDetails } from '@sellphones/contracts/testing';
import { LocaleProvider, theme } from '@sellphones/ui';
import { OrderPage } from '../src/pages/OrderPage.tsx';

afterEach(cleanup);

const ORDER_ID = '00000000-0000-4000-8000-000000000009';
const order = paidOrderDetails;

function renderPage(request: ShellApi['request'], language: Language = 'en') {
  const shell = { notify: vi.fn(), user: { uid: 'u', email: 'b@example.test', name: 'B', photoURL: null }, role: 'buyer', request } as unknown as ShellApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <LocaleProvider language={language}>
          <MemoryRouter initialEntries={[`/dashboard/order/${ORDER_ID}`]}>
            <Routes>
              <Route path="/dashboard/order/:id" element={<OrderPage shell={shell} />} />
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
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

  it.each([
    ['en', 'You reported a problem on 23 Nov 2026: The phone is blocked in NEIR (no network). “No network on any SIM.”'],
    ['bn', 'আপনি ২৩ নভে, ২০২৬ তারিখে সমস্যা জানিয়েছেন: ফোনটি NEIR-এ ব্লক করা (নেটওয়ার্ক নেই)। “No network on any SIM.”'],
  ] as const)('shows the buyer the problem they reported, in their words (%s)', async (language, said) => {
    const dispute = { reason: 'blocked-by-neir', text: 'No network on any SIM.', openedAt: '2026-11-23T10:00:00.000Z' } as const;
    renderPage(vi.fn(async () => order({ stage: 'in_dispute', dispute })) as ShellApi['request'], language);
    expect(await screen.findByText(said)).toBeTruthy();
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

describe('an order the buyer cannot see', () => {
  /** The page with the shell's keyboard on its title, as the shell leaves it; then the order's read fails with `error`. */
  async function renderFailing(error: unknown, language: Language = 'en') {
    let fail: (error: unknown) => void = () => undefined;
    const request = vi.fn(() => new Promise((_, reject) => (fail = reject))) as unknown as ShellApi['request'];
    renderPage(request, language);
    const title = screen.getByRole('heading', { level: 1 });
    title.tabIndex = -1;
    title.focus();
    await waitFor(() => expect(request).toHaveBeenCalled());
    fail(error);
    return title;
  }

  // Not an id (400), not the buyer's (403), none (404): asking again cannot help, My Orders can.
  it.each([
    new ApiError(400, 'params/id must match format "uuid"'),
    new ApiError(403, 'You can only see your own orders.', 'ORDER_NOT_YOURS'),
    new ApiError(404, 'This order was not found.', 'ORDER_STEP_NOT_FOUND'),
  ])('says there is no such order for a $status, with My Orders and no Try again', async (error) => {
    const title = await renderFailing(error);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('You have no such order.');
    expect(within(alert).getByRole('link', { name: 'See My Orders' }).getAttribute('href')).toBe('/dashboard/myOrders');
    expect(screen.queryByRole('button')).toBeNull();
    // The page keeps its title, and the keyboard stays on it.
    expect(title.textContent).toBe('Order');
    expect(document.activeElement).toBe(title);
  });

  it('says so in Bangla', async () => {
    await renderFailing(new ApiError(404, 'This order was not found.', 'ORDER_STEP_NOT_FOUND'), 'bn');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('আপনার এমন কোনো অর্ডার নেই।');
    expect(within(alert).getByRole('link', { name: 'আমার অর্ডার দেখুন' }).getAttribute('href')).toBe('/dashboard/myOrders');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([new ApiError(503, 'Service Unavailable'), new TypeError('Failed to fetch')])(
    'offers Try again when the read may work next time: %s',
    async (error) => {
      await renderFailing(error);
      expect((await screen.findByRole('alert')).textContent).toContain('This order could not be loaded');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
  );
});

describe('what the order page says at each stage', () => {
  // The 9th and the 5th of December, 10:00 in Bangladesh (UTC+6), whatever this device's time zone.
  const NINTH_OF_DECEMBER = '2026-12-09T04:00:00.000Z';
  const FIFTH_OF_DECEMBER = '2026-12-05T04:00:00.000Z';

  it.each([
    ['en', 'If you do not confirm, receipt is counted on 9 Dec 2026.'],
    ['bn', 'আপনি নিশ্চিত না করলে ৯ ডিসে, ২০২৬ তারিখে ফোনটি বুঝে পেয়েছেন বলে ধরা হবে।'],
  ] as const)('(%s) tells a buyer who can still confirm receipt when it is counted anyway', async (language, sentence) => {
    renderPage(vi.fn(async () => order({ stage: 'handed_over', canConfirmReceipt: true, receiptAutomaticAt: NINTH_OF_DECEMBER })) as ShellApi['request'], language);
    expect(await screen.findByText(sentence)).toBeTruthy();
  });

  // The API still sends the date while no receipt is counted, a dispute included; the page says it only with the button.
  it.each([
    ['en', 'in_dispute', /If you do not confirm/],
    ['en', 'refunded', /If you do not confirm/],
    ['en', 'received', /If you do not confirm/],
    ['en', 'completed', /If you do not confirm/],
    ['bn', 'in_dispute', /নিশ্চিত না করলে/],
    ['bn', 'refunded', /নিশ্চিত না করলে/],
  ] as const)('(%s) says nothing of an automatic receipt once the order is %s', async (language, stage, sentence) => {
    renderPage(vi.fn(async () => order({ stage, receiptAutomaticAt: NINTH_OF_DECEMBER, problemReportUntil: FIFTH_OF_DECEMBER })) as ShellApi['request'], language);
    expect(await screen.findByTestId('order-stage')).toBeTruthy();
    expect(screen.queryByText(sentence)).toBeNull();
  });

  it.each([
    ['en', 'You can rate the seller from 5 Dec 2026, 10:00.'],
    ['bn', '৫ ডিসে, ২০২৬, সকাল ১০:০০ থেকে বিক্রেতাকে রেটিং দিতে পারবেন।'],
  ] as const)('(%s) tells a buyer who confirmed receipt from when they can rate the seller', async (language, sentence) => {
    renderPage(
      vi.fn(async () => order({ stage: 'received', canReportProblem: true, problemReportUntil: FIFTH_OF_DECEMBER })) as ShellApi['request'],
      language,
    );
    expect(await screen.findByText(sentence)).toBeTruthy();
  });

  it.each([
    ['en', 'You can rate the seller once the order is complete.'],
    ['bn', 'অর্ডারটি সম্পন্ন হলে বিক্রেতাকে রেটিং দিতে পারবেন।'],
  ] as const)('(%s) says rating comes once the order is complete when its date is not known', async (language, sentence) => {
    renderPage(vi.fn(async () => order({ stage: 'received' })) as ShellApi['request'], language);
    expect(await screen.findByText(sentence)).toBeTruthy();
  });

  it('says nothing of rating later once the seller can be rated', async () => {
    renderPage(vi.fn(async () => order({ stage: 'completed', canRate: true, problemReportUntil: FIFTH_OF_DECEMBER })) as ShellApi['request']);
    expect(await screen.findByRole('form', { name: 'Rate the seller' })).toBeTruthy();
    expect(screen.queryByText(/You can rate the seller/)).toBeNull();
  });

  it('keeps the IMEI on one line', async () => {
    renderPage(vi.fn(async () => order()) as ShellApi['request']);
    const imei = await screen.findByText('490154203237518');
    expect(getComputedStyle(imei).whiteSpace).toBe('nowrap');
  });
});
