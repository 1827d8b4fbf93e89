import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AdminPage, type RequestOptions, type ShellApi } from '@sellphones/contracts';
import type { AccountPage, AccountRow } from '@sellphones/contracts/schemas';
import { theme } from '@sellphones/ui';
import App from '../src/App.tsx';

afterEach(cleanup);

const ann: AccountRow = {
  _id: '6f1c1f3e-8a0a-4c39-9a4e-2a4a5b0e1c01',
  name: 'Ann Rahman',
  email: 'ann@example.test',
  userPhoto: null,
  joinedAt: '2026-11-01T10:00:00.000Z',
};
const bob: AccountRow = {
  _id: '6f1c1f3e-8a0a-4c39-9a4e-2a4a5b0e1c02',
  name: 'Bob Karim',
  email: 'bob@example.test',
  userPhoto: 'https://example.test/bob.png',
  joinedAt: '2026-10-01T10:00:00.000Z',
};

const pageOf = (users: AccountRow[], total = users.length, page = 1): AccountPage => ({ users, page, pageSize: 20, total });

/** A stand-in shell whose API holds `rows`; DELETE removes one, as the real API would. */
function stubShell(initial: AccountRow[], total?: number) {
  let rows = [...initial];
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => {
    if (options.method === 'DELETE') {
      rows = rows.filter((row) => !path.endsWith(row._id));
      return { deletedCount: 1 };
    }
    return pageOf(rows, total ?? rows.length, Number(options.query?.page ?? 1));
  });
  const notify = Object.assign(vi.fn(() => 'toast'), { dismiss: vi.fn() });
  const shell: ShellApi = {
    user: { uid: 'admin', email: 'admin@example.test', name: 'Admin', photoURL: null },
    role: 'admin',
    apiUrl: 'http://api.test',
    getToken: async () => 'token',
    request: request as ShellApi['request'],
    uploadImage: vi.fn(),
    notify,
    signOut: vi.fn(),
    navigate: vi.fn(),
  };
  return { shell, request, notify };
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.search}</div>;
}

function renderPage(shell: ShellApi, page: AdminPage, url = `/dashboard/${page}`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[url]}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <App shell={shell} page={page} />
          <Location />
        </QueryClientProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('the admin account tables', () => {
  it('follow the language the shell hands over: Bangla headings, texts and dates', async () => {
    const { shell } = stubShell([
      { _id: 'u1', name: 'Rina', email: 'rina@example.test', userPhoto: null, joinedAt: '2026-11-01T10:00:00.000Z' } as AccountRow,
    ]);
    renderPage({ ...shell, language: 'bn' }, 'allBuyers');
    expect(screen.getByRole('heading', { level: 1, name: 'সব ক্রেতা' })).toBeTruthy();
    expect(await screen.findByText('১ নভে, ২০২৬')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ক্রেতা Rina-কে মুছুন' })).toBeTruthy();
    expect(screen.getByLabelText('নাম বা ইমেইল দিয়ে খুঁজুন')).toBeTruthy();
  });

  it.each([
    ['allBuyers', 'All Buyers', 'No Buyers available.', '/allBuyers'],
    ['allSellers', 'All Sellers', 'No Sellers available.', '/allSellers'],
  ] as const)('%s says so when there is nobody to list', async (page, title, empty, path) => {
    const { shell, request } = stubShell([]);
    renderPage(shell, page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading....');
    expect(await screen.findByRole('heading', { name: empty })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(path, expect.objectContaining({ query: { page: 1, search: undefined } }));
  });

  it.each([
    ['allBuyers', 'buyer', 'Buyer deleted successfully'],
    ['allSellers', 'seller', 'Seller deleted successfully'],
  ] as const)(
    '%s asks before deleting, then toasts and drops the row',
    async (page, noun, toast) => {
      const { shell, request, notify } = stubShell([ann, bob]);
      renderPage(shell, page);
      const table = await screen.findByRole('table');
      expect(within(table).getByText('ann@example.test')).toBeTruthy();
      expect(within(table).getByText('1 Nov 2026')).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: `Delete ${noun} Ann Rahman` }));
      // The spec asks the buyer question for sellers too.
      expect(screen.getByText('Are you sure delete this buyer !!!')).toBeTruthy();
      expect(request).not.toHaveBeenCalledWith(expect.stringContaining('/users/delete/'), expect.anything());

      await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
      await waitFor(() => expect(notify).toHaveBeenCalledWith(toast, 'success'));
      expect(request).toHaveBeenCalledWith(`/users/delete/${ann._id}`, { method: 'DELETE', query: { reason: undefined } });
      await waitFor(() => expect(screen.queryByText('ann@example.test')).toBeNull());
      expect(screen.getByText('bob@example.test')).toBeTruthy();
      // The keyboard is on the next row's Delete, not dropped on the page with the row deleted.
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe(`Delete ${noun} Bob Karim`));
    },
  );

  it('names the account in the question and sends the reason written, which the next question starts without', async () => {
    const { shell, request } = stubShell([ann, bob]);
    renderPage(shell, 'allBuyers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete buyer Ann Rahman' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-label')).toBe('Are you sure delete this buyer !!!');
    expect(dialog.textContent).toContain('Ann Rahman (ann@example.test) can no longer sign in');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional, kept in the audit log)'), '  Books every phone and never pays  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(`/users/delete/${ann._id}`, { method: 'DELETE', query: { reason: 'Books every phone and never pays' } }),
    );
    await waitFor(() => expect(screen.queryByText('ann@example.test')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete buyer Bob Karim' }));
    const next = screen.getByRole('dialog', { hidden: true });
    expect(next.textContent).toContain('Bob Karim (bob@example.test)');
    expect((within(next).getByLabelText('Reason (optional, kept in the audit log)') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks in Bangla, with the reason box in Bangla', async () => {
    const { shell } = stubShell([ann]);
    renderPage({ ...shell, language: 'bn' }, 'allSellers');
    await userEvent.click(await screen.findByRole('button', { name: 'বিক্রেতা Ann Rahman-কে মুছুন' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-label')).toBe('আপনি কি নিশ্চিত যে এই বিক্রেতাকে মুছে ফেলবেন !!!');
    expect(dialog.textContent).toContain('Ann Rahman (ann@example.test) আর সাইন ইন করতে পারবেন না');
    expect(within(dialog).getByLabelText('কারণ (ঐচ্ছিক, অডিট লগে থাকবে)')).toBeTruthy();
  });

  it('deletes nothing when the question is cancelled', async () => {
    const { shell, request, notify } = stubShell([ann]);
    renderPage(shell, 'allBuyers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete buyer Ann Rahman' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(screen.queryByText('Are you sure delete this buyer !!!')).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the API message as an error toast when a delete is refused', async () => {
    const { shell, request, notify } = stubShell([ann]);
    const list = request.getMockImplementation()!;
    request.mockImplementation(async (path, options = {}) => {
      if (options.method === 'DELETE') throw new ApiError(403, 'An admin account cannot be deleted.');
      return list(path, options);
    });
    renderPage(shell, 'allBuyers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete buyer Ann Rahman' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('An admin account cannot be deleted.', 'error'));
    expect(screen.getByText('ann@example.test')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete buyer Ann Rahman'));
  });

  it('searches once typing pauses, keeps the search in the URL, and pages with Previous/Next', async () => {
    const { shell, request } = stubShell([ann, bob], 45);
    renderPage(shell, 'allSellers', '/dashboard/allSellers?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(request).toHaveBeenLastCalledWith('/allSellers', expect.objectContaining({ query: { page: 2, search: undefined } }));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?page=3'));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    const box = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await userEvent.type(box, 'ann');
    // Nothing is asked per keystroke; the URL (and the request) follow after the pause, on page 1.
    expect(request).not.toHaveBeenCalledWith('/allSellers', expect.objectContaining({ query: { page: 1, search: 'a' } }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?search=ann'));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('/allSellers', expect.objectContaining({ query: { page: 1, search: 'ann' } })),
    );
  });

  it('shows an inline error with a retry when the list cannot be fetched', async () => {
    const { shell, request } = stubShell([ann]);
    const list = request.getMockImplementation()!;
    request.mockRejectedValueOnce(new ApiError(0, 'The server could not be reached'));
    renderPage(shell, 'allBuyers');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not be reached');
    request.mockImplementation(list);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ann@example.test')).toBeTruthy();
  });

  it("shows the first letter of the name in place of a photo that does not load", async () => {
    const { shell } = stubShell([ann, bob]);
    renderPage(shell, 'allBuyers');
    const bobRow = (await screen.findByText('Bob Karim')).closest('tr')!;
    const photo = bobRow.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('https://example.test/bob.png');
    photo.dispatchEvent(new Event('error'));
    await waitFor(() => expect(bobRow.querySelector('img')).toBeNull());
    expect(within(bobRow).getByTestId('account-initial').textContent).toBe('B');
    // An account without a photo had the letter all along.
    const annRow = screen.getByText('Ann Rahman').closest('tr')!;
    expect(within(annRow).getByTestId('account-initial').textContent).toBe('A');
  });
});
