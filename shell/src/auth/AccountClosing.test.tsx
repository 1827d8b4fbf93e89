import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Language } from '@sellphones/contracts';
import { notify } from '@sellphones/ui';
import type * as Ui from '@sellphones/ui';
import { renderRoutes } from '../testing/renderAtRoute.tsx';
import { useLanguageStore } from '../language/language-store.ts';
import { logOut } from '../session/session-actions.ts';
import { closeAccount, signsInWithPassword } from './account-flows.ts';
import { AccountClosing } from './AccountClosing.tsx';

// Firebase and the API answer here as they would.
vi.mock('./account-flows.ts', () => ({ closeAccount: vi.fn(), signsInWithPassword: vi.fn() }));
vi.mock('../session/session-actions.ts', () => ({ logOut: vi.fn(async () => undefined) }));
vi.mock('@sellphones/ui', async (original) => ({ ...(await original<typeof Ui>()), notify: vi.fn() }));

const EMAIL = 'nila@example.test';
const LABELS = {
  en: { password: 'Your password', submit: 'Close my account', confirm: 'Close your account for good?' },
  bn: { password: 'আপনার পাসওয়ার্ড', submit: 'আমার অ্যাকাউন্ট বন্ধ করুন', confirm: 'আপনার অ্যাকাউন্ট চিরতরে বন্ধ করবেন?' },
};

/** Your profile's closing part at /dashboard/profile, with the home page to land on. */
async function openClosing({ language = 'en', withPassword = true }: { language?: Language; withPassword?: boolean } = {}) {
  vi.mocked(signsInWithPassword).mockResolvedValue(withPassword);
  useLanguageStore.getState().adopt(language);
  const router = renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/dashboard/profile', element: <AccountClosing email={EMAIL} /> },
    ],
    '/dashboard/profile',
  );
  const label = LABELS[language];
  await screen.findByRole('button', { name: label.submit });
  return { user: userEvent.setup(), label, router };
}

/** Close my account, then the same in the question that follows. */
async function confirmClosing(user: ReturnType<typeof userEvent.setup>, label: (typeof LABELS)['en']) {
  await user.click(screen.getByRole('button', { name: label.submit }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  await user.click(await within(dialog).findByRole('button', { name: label.submit, hidden: true }));
}

afterEach(() => {
  vi.mocked(closeAccount).mockReset();
  vi.mocked(logOut).mockClear();
  vi.mocked(notify).mockClear();
  useLanguageStore.getState().adopt('en');
});

/** The element that reads `text` whole, though the email inside it is drawn apart (bold, with its break points). */
const readingWhole = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && [...element.children].every((child) => child.textContent !== text);

describe("Your profile's account closing", () => {
  it('says what closing does, asks once more, closes, logs out and goes home', async () => {
    const { user, label, router } = await openClosing();
    expect(screen.getByRole('heading', { level: 2, name: 'Close your account' })).toBeInTheDocument();
    const loseLogin = screen.getByText(readingWhole(`You can no longer log in as ${EMAIL}.`));
    // The address in bold, breaking only at its joints on a narrow phone.
    expect(loseLogin.querySelector('strong')?.innerHTML).toBe('nila@<wbr>example<wbr>.test');
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(label.password), 'Seller#2026');
    await user.click(screen.getByRole('button', { name: label.submit }));
    // jsdom has no showModal, and names nothing in a closed dialog: its attributes say it.
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveAttribute('aria-label', label.confirm);
    const detail = await within(dialog).findByText(readingWhole(`You cannot log in as ${EMAIL} again.`));
    expect(detail.querySelector('strong')?.innerHTML).toBe('nila@<wbr>example<wbr>.test');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(closeAccount).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { hidden: true })).not.toBeInTheDocument();

    await confirmClosing(user, label);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(closeAccount).toHaveBeenCalledWith('Seller#2026');
    expect(notify).toHaveBeenCalledWith('Your account is closed.', 'success');
    expect(logOut).toHaveBeenCalledOnce();
  });

  it.each([
    ['en', 'Enter your password to close your account'],
    ['bn', 'অ্যাকাউন্ট বন্ধ করতে আপনার পাসওয়ার্ড লিখুন'],
  ] as const)('asks for the password before anything else (%s)', async (language, message) => {
    const { user, label } = await openClosing({ language });
    await user.click(screen.getByRole('button', { name: label.submit }));
    const password = screen.getByLabelText(label.password);
    await waitFor(() => expect(password).toHaveAccessibleDescription(message));
    expect(password).toHaveFocus();
    expect(within(screen.getByRole('dialog', { hidden: true })).queryByRole('button', { hidden: true })).not.toBeInTheDocument();
  });

  it('says at the field that the password is wrong, and stays signed in', async () => {
    vi.mocked(closeAccount).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    const { user, label, router } = await openClosing();
    await user.type(screen.getByLabelText(label.password), 'Guess#1234');
    await confirmClosing(user, label);
    await waitFor(() => expect(screen.getByLabelText(label.password)).toHaveAccessibleDescription('This is not your password'));
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(logOut).not.toHaveBeenCalled();
  });

  it('says in Bangla why an account with an order in progress stays open, and gives the keyboard back', async () => {
    vi.mocked(closeAccount).mockImplementationOnce(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      throw new ApiError(409, 'You have orders in progress: finish them before you close your account.', 'ACCOUNT_CLOSING_ORDERS_IN_PROGRESS');
    });
    const { user, label } = await openClosing({ language: 'bn' });
    await user.type(screen.getByLabelText(label.password), 'Seller#2026');
    await confirmClosing(user, label);
    expect(await screen.findByRole('alert')).toHaveTextContent('আপনার কিছু অর্ডার এখনো চলছে: অ্যাকাউন্ট বন্ধ করার আগে সেগুলো শেষ করুন।');
    await waitFor(() => expect(screen.getByRole('button', { name: label.submit })).toHaveFocus());
    expect(logOut).not.toHaveBeenCalled();
  });

  it("asks a Google account for Google's confirmation instead of a password", async () => {
    const { user, label } = await openClosing({ withPassword: false });
    expect(screen.queryByLabelText(label.password)).not.toBeInTheDocument();
    expect(screen.getByText('Google will ask you to confirm that it is you.')).toBeInTheDocument();
    await confirmClosing(user, label);
    await waitFor(() => expect(closeAccount).toHaveBeenCalledWith(null));
  });
});
