import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPage, Language, RequestOptions, ShellApi } from '@sellphones/contracts';
import { PROBLEM_REASONS, type AdminRatingRow, type AuditEntry, type DisputeRow, type ModerationItem } from '@sellphones/contracts/schemas';
import { theme } from '@sellphones/ui';
import App from '../src/App.tsx';
const REASON_REQUIRED = 'Write the reason for this decision (at least 3 characters): it goes into the audit log.';

afterEach(cleanup);

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const ORDER = '00000000-0000-4000-8000-000000000002';

const reported: ModerationItem = {
  productId: PRODUCT,
  productName: 'Galaxy A52',
  categoryName: 'Samsung Phones',
  img: 'http://api.test/images/a.webp',
  price: 150,
  sellerName: 'Rafiq',
  sellerEmail: 'rafiq@example.test',
  imei: { last4: '7518', full: '490154203237518' },
  sold: false,
  hidden: false,
  reports: [{ reason: 'stolen-or-blocked-imei', text: 'KYD says blocked.', reporterName: 'Nila', reporterEmail: 'nila@example.test', reportedAt: '2026-11-20T10:00:00.000Z' }],
  imeiClashes: [{ sellerName: 'Karim', sellerEmail: 'karim@example.test', attemptedAt: '2026-11-21T10:00:00.000Z' }],
  lastFlaggedAt: '2026-11-21T10:00:00.000Z',
};
const disputed: DisputeRow = {
  orderId: ORDER,
  productId: PRODUCT,
  productName: 'Galaxy A52',
  price: 150,
  stage: 'in_dispute',
  buyerName: 'Nila',
  buyerEmail: 'nila@example.test',
  buyerPhone: '01812345678',
  sellerName: 'Rafiq',
  sellerEmail: 'rafiq@example.test',
  sellerPhone: '01712345678',
  handedOverAt: '2026-11-20T10:00:00.000Z',
  dispute: { reason: 'blocked-by-neir', text: 'No network.', openedAt: '2026-11-21T10:00:00.000Z' },
};
const logged: AuditEntry = {
  _id: '00000000-0000-4000-8000-000000000003',
  at: '2026-11-21T11:00:00.000Z',
  adminName: 'Admin Ayesha',
  adminEmail: 'admin@example.test',
  action: 'hide-listing',
  subjectKind: 'listing',
  subjectId: PRODUCT,
  subjectLabel: 'Galaxy A52',
  reason: 'Stolen',
};

const rated: AdminRatingRow = {
  _id: '00000000-0000-4000-8000-000000000004',
  orderId: ORDER,
  stars: 1,
  comment: 'Abusive words',
  commentRemoved: false,
  sellerName: 'Rafiq',
  sellerEmail: 'rafiq@example.test',
  buyerName: 'Nila',
  buyerEmail: 'nila@example.test',
  ratedAt: '2026-11-22T10:00:00.000Z',
};

function renderPage(page: AdminPage, answer: (path: string, options: RequestOptions) => unknown, language: Language = 'en') {
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => answer(path, options));
  const notify = Object.assign(vi.fn(() => 'toast'), { dismiss: vi.fn() });
  const shell = {
    user: { uid: 'admin', email: 'admin@example.test', name: 'Admin', photoURL: null },
    role: 'admin',
    language,
    request,
    notify,
  } as unknown as ShellApi;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <App shell={shell} page={page} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  // The calls to the API, and what the admin was told.
  return Object.assign(request, { notify });
}

describe("the admins' trust pages", () => {
  it('moderation shows the reports and IMEI clashes, and hides a listing only with a reason', async () => {
    const request = renderPage('moderation', (path) => (path === '/admin/moderation' ? [reported] : { productId: PRODUCT, hidden: true, cancelledBookings: 0 }));
    expect(await screen.findByText(/KYD says blocked\./)).toBeTruthy();
    expect(screen.getByText(/Same IMEI listed again by Karim/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide listing' }));
    expect(await screen.findByText(REASON_REQUIRED)).toBeTruthy();
    expect(request).not.toHaveBeenCalledWith(`/admin/products/${PRODUCT}/hide`, expect.anything());
    await userEvent.type(screen.getByLabelText('Reason'), 'Reported as stolen');
    await userEvent.click(screen.getByRole('button', { name: 'Hide listing' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith(`/admin/products/${PRODUCT}/hide`, { method: 'POST', body: { reason: 'Reported as stolen' } }));
  });

  it.each([
    { language: 'en', dismiss: 'Dismiss reports', reason: 'Reason', told: 'Reports dismissed: the listing stays on sale' },
    { language: 'bn', dismiss: 'রিপোর্ট খারিজ করুন', reason: 'কারণ', told: 'রিপোর্টগুলো খারিজ হয়েছে: বিজ্ঞাপনটি বিক্রিতে থাকছে' },
  ] as const)('moderation dismisses the reports on a listing that needs no action, sold or not ($language)', async ({ language, dismiss, reason, told }) => {
    const sold: ModerationItem = { ...reported, productId: '00000000-0000-4000-8000-000000000009', productName: 'Redmi 12', sold: true };
    const request = renderPage('moderation', (path) => (path === '/admin/moderation' ? [reported, sold] : { productId: sold.productId, hidden: false, cancelledBookings: 0 }), language);
    const form = await screen.findByRole('form', { name: language === 'en' ? 'Decide about Redmi 12' : 'Redmi 12 নিয়ে সিদ্ধান্ত' });
    // A sold phone can no longer be hidden, but its reports can be judged.
    expect(within(form).getAllByRole('button').map((button) => button.textContent)).toEqual([dismiss]);
    await userEvent.type(within(form).getByLabelText(reason), 'IMEI clean in NEIR');
    await userEvent.click(within(form).getByRole('button', { name: dismiss }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(`/admin/products/${sold.productId}/dismiss-reports`, { method: 'POST', body: { reason: 'IMEI clean in NEIR' } }),
    );
    const forSale = screen.getByRole('form', { name: language === 'en' ? 'Decide about Galaxy A52' : 'Galaxy A52 নিয়ে সিদ্ধান্ত' });
    expect(within(forSale).getAllByRole('button').length).toBe(2);
    await waitFor(() => expect(request.notify).toHaveBeenCalledWith(told, 'success'));
  });

  it('moderation puts the keyboard on the next case once one is decided, and on the heading after the last', async () => {
    const other: ModerationItem = { ...reported, productId: '00000000-0000-4000-8000-000000000009', productName: 'Redmi 12' };
    let queue = [reported, other];
    renderPage('moderation', (path) => {
      if (path === '/admin/moderation') return queue;
      queue = queue.filter((item) => !path.includes(item.productId));
      return { productId: PRODUCT, hidden: true, cancelledBookings: 0 };
    });
    const hideWithReason = async (name: string) => {
      const form = await screen.findByRole('form', { name: `Decide about ${name}` });
      await userEvent.type(within(form).getByLabelText('Reason'), 'Reported as stolen');
      await userEvent.click(within(form).getByRole('button', { name: 'Hide listing' }));
      await waitFor(() => expect(screen.queryByRole('form', { name: `Decide about ${name}` })).toBeNull());
    };
    await hideWithReason('Galaxy A52');
    // The form typed in is gone with its case: the keyboard is on the next case's reason.
    await waitFor(() => expect(document.activeElement?.id).toBe(`moderation-reason-${other.productId}`));
    await hideWithReason('Redmi 12');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  const resolveCalls = (request: ReturnType<typeof renderPage>) =>
    request.mock.calls.filter(([path]) => path === `/admin/disputes/${ORDER}/resolve`);

  it('disputes show both sides and refund with the reason, once the admin confirms the amount and the buyer', async () => {
    const request = renderPage('disputes', (path) => (path === '/admin/disputes' ? [disputed] : {}));
    expect(await screen.findByText(/No network\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: '01812345678' }).getAttribute('href')).toBe('tel:01812345678');
    await userEvent.type(screen.getByLabelText('Reason'), 'NEIR confirms the block');
    const refund = screen.getByRole('button', { name: 'Refund the buyer' });
    await userEvent.click(refund);
    // Money moves and cannot come back: the admin is asked first, and nothing is sent yet.
    // (jsdom draws no native dialog: it and its contents are found with hidden: true.)
    const asked = screen.getByRole('dialog', { hidden: true });
    expect(asked.getAttribute('aria-label')).toBe('Refund ৳150 to Nila?');
    expect(asked.textContent).toContain('the way they paid');
    expect(resolveCalls(request)).toHaveLength(0);
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(within(asked).queryByRole('button', { hidden: true })).toBeNull());
    expect(resolveCalls(request)).toHaveLength(0);
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('NEIR confirms the block');

    await userEvent.click(refund);
    await userEvent.click(within(asked).getByRole('button', { name: 'Refund ৳150', hidden: true }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(`/admin/disputes/${ORDER}/resolve`, { method: 'POST', body: { outcome: 'refund', reason: 'NEIR confirms the block' } }),
    );
    expect(resolveCalls(request)).toHaveLength(1);
  });

  it('asks before a refund in Bangla too, and closes a dispute without asking', async () => {
    const request = renderPage('disputes', (path) => (path === '/admin/disputes' ? [disputed] : {}), 'bn');
    await userEvent.type(await screen.findByLabelText(/কারণ/), 'NEIR-এ ব্লক নয়');
    await userEvent.click(screen.getByRole('button', { name: 'ক্রেতাকে টাকা ফেরত দিন' }));
    const asked = screen.getByRole('dialog', { hidden: true });
    expect(asked.getAttribute('aria-label')).toBe('Nila-কে ১৫০৳ ফেরত দেবেন?');
    expect(asked.textContent).toContain('যেভাবে টাকা দিয়েছেন');
    await userEvent.click(within(asked).getByRole('button', { name: 'বাতিল', hidden: true }));
    await waitFor(() => expect(within(asked).queryByRole('button', { hidden: true })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'টাকা ফেরত ছাড়া বন্ধ করুন' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(`/admin/disputes/${ORDER}/resolve`, { method: 'POST', body: { outcome: 'close', reason: 'NEIR-এ ব্লক নয়' } }),
    );
    expect(within(asked).queryByRole('button', { hidden: true })).toBeNull();
  });

  it.each([
    {
      language: 'en',
      reasons: ['The buyer did not get the phone', 'The phone is blocked in NEIR', 'Not as described', 'Fake or cloned phone', 'Something else'],
    },
    {
      language: 'bn',
      reasons: ['ক্রেতা ফোনটি পাননি', 'ফোনটি NEIR-এ ব্লক করা', 'বর্ণনার সঙ্গে মেলে না', 'নকল বা ক্লোন ফোন', 'অন্য কিছু'],
    },
  ] as const)("disputes name every reason in the reader's language ($language), never by its code", async ({ language, reasons }) => {
    const rows = PROBLEM_REASONS.map((reason, i): DisputeRow => ({
      ...disputed,
      orderId: `00000000-0000-4000-8000-00000000010${i}`,
      dispute: { ...disputed.dispute, reason },
    }));
    renderPage('disputes', () => rows, language);
    const cases = await screen.findAllByRole('listitem');
    // A reason added to the contracts must get a text here too.
    expect(cases).toHaveLength(reasons.length);
    reasons.forEach((reason, i) => {
      expect(cases[i]?.textContent).toContain(reason);
      expect(cases[i]?.textContent).not.toContain(PROBLEM_REASONS[i]);
    });
  });

  it("in Bangla, buyers' disputes are বিরোধ and reported listings রিপোর্ট: never both অভিযোগ", async () => {
    renderPage('disputes', () => [disputed], 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'বিরোধ' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Galaxy A52-এর বিরোধ নিয়ে সিদ্ধান্ত' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('অভিযোগ');
    cleanup();

    renderPage('moderation', () => [reported], 'bn');
    expect(await screen.findByRole('list', { name: 'Galaxy A52-এর বিরুদ্ধে রিপোর্ট' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'রিপোর্ট করা', pressed: true })).toBeTruthy();
    expect(document.body.textContent).not.toContain('অভিযোগ');
    cleanup();

    renderPage('auditLog', () => [{ ...logged, action: 'refund-dispute' }, { ...logged, action: 'close-dispute' }], 'bn');
    expect(await screen.findByText(/একটি বিরোধে টাকা ফেরত দিয়েছেন/)).toBeTruthy();
    expect(screen.getByText(/একটি বিরোধ বন্ধ করেছেন/)).toBeTruthy();
  });

  it('ratings: an abusive comment is removed with a reason', async () => {
    const request = renderPage('ratings', (path) => (path === '/admin/ratings' ? [rated] : { acknowledged: true, insertedId: rated._id }));
    expect(await screen.findByText('Abusive words')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason'), 'Insults the seller');
    await userEvent.click(screen.getByRole('button', { name: 'Remove comment' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(`/admin/ratings/${rated._id}/remove-comment`, { method: 'POST', body: { reason: 'Insults the seller' } }),
    );
  });

  it('the audit log lists who did what and why', async () => {
    renderPage('auditLog', () => [logged]);
    expect(await screen.findByText(/Admin Ayesha \(admin@example\.test\) — Hid a listing: Galaxy A52\. Why: Stolen/)).toBeTruthy();
  });

  it.each([
    { language: 'en', empty: 'No admin action yet' },
    // An action recorded, not work to do: "no work for the admins yet" read as an idle queue.
    { language: 'bn', empty: 'এখনো অ্যাডমিনের কোনো পদক্ষেপ লেখা হয়নি' },
  ] as const)('the audit log with nothing in it says no action is recorded yet ($language)', async ({ language, empty }) => {
    renderPage('auditLog', () => [], language);
    expect(await screen.findByText(empty)).toBeTruthy();
  });

  it.each([
    { language: 'en', said: /Deleted an account: ann@example\.test\. Why: none given$/ },
    { language: 'bn', said: /একটি অ্যাকাউন্ট মুছেছেন: ann@example\.test। কারণ: জানানো হয়নি$/ },
  ] as const)('the audit log says in its language that an account was deleted without a reason ($language)', async ({ language, said }) => {
    renderPage('auditLog', () => [{ ...logged, action: 'delete-account', subjectKind: 'account', subjectLabel: 'ann@example.test', reason: '' }], language);
    expect(await screen.findByText(said)).toBeTruthy();
  });
});
