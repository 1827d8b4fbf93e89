import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@sellphones/contracts';
import { notify } from '@sellphones/ui';
import type * as Ui from '@sellphones/ui';
import { renderAtRoute } from '../testing/renderAtRoute.tsx';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { useLanguageStore } from '../language/language-store.ts';
import { changePassword, signsInWithPassword } from './account-flows.ts';
import { PasswordChange } from './PasswordChange.tsx';

// Firebase answers here as it would: a password account, unless a test says otherwise.
vi.mock('./account-flows.ts', () => ({ changePassword: vi.fn(), signsInWithPassword: vi.fn() }));
vi.mock('@sellphones/ui', async (original) => ({ ...(await original<typeof Ui>()), notify: vi.fn() }));

const LABELS = {
  en: { current: 'Current password', next: 'New password', submit: 'Change password' },
  bn: { current: 'এখনকার পাসওয়ার্ড', next: 'নতুন পাসওয়ার্ড', submit: 'পাসওয়ার্ড বদলান' },
};

/** Your profile's password part, shown once Firebase says the account has a password. */
async function openPasswordChange(language: Language = 'en') {
  vi.mocked(signsInWithPassword).mockResolvedValue(true);
  useLanguageStore.getState().adopt(language);
  renderAtRoute(
    '/dashboard/profile',
    <ShellLocale>
      <PasswordChange email="nila@example.test" />
    </ShellLocale>,
  );
  const label = LABELS[language];
  await screen.findByLabelText(label.current);
  return { user: userEvent.setup(), label };
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: (typeof LABELS)['en'], current: string, next: string) {
  if (current) await user.type(screen.getByLabelText(label.current), current);
  if (next) await user.type(screen.getByLabelText(label.next), next);
  await user.click(screen.getByRole('button', { name: label.submit }));
}

afterEach(() => {
  vi.mocked(changePassword).mockReset();
  vi.mocked(signsInWithPassword).mockReset();
  vi.mocked(notify).mockClear();
  useLanguageStore.getState().adopt('en');
});

describe("Your profile's password change", () => {
  it('changes the password after the current one, says so and empties the fields', async () => {
    const { user, label } = await openPasswordChange();
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    await fill(user, label, 'Seller#2026', 'Phones#2027');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your password is changed. Log in with the new one from now on.', 'success'));
    expect(changePassword).toHaveBeenCalledWith('Seller#2026', 'Phones#2027');
    expect(screen.getByLabelText(label.current)).toHaveValue('');
    expect(screen.getByLabelText(label.next)).toHaveValue('');
  });

  it('shows nothing to an account that signs in with Google', async () => {
    vi.mocked(signsInWithPassword).mockResolvedValue(false);
    renderAtRoute('/dashboard/profile', <PasswordChange email="nila@example.test" />);
    await waitFor(() => expect(signsInWithPassword).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Change your password' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', '', '', 'Enter your current password', 'Password must be 6 characters or longer'],
    ['en', 'Seller#2026', 'phones2027', '', 'Password must have uppercase, number and special characters'],
    ['en', 'Seller#2026', 'Seller#2026', '', 'Choose a new password, not the one you have now'],
    ['bn', '', 'abc', 'আপনার এখনকার পাসওয়ার্ড লিখুন', 'পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে'],
    ['bn', 'Seller#2026', 'Seller#2026', '', 'এখনকারটি নয়, একটি নতুন পাসওয়ার্ড বেছে নিন'],
  ] as const)('refuses at each field what Firebase would not take (%s: "%s", "%s")', async (language, current, next, currentSays, nextSays) => {
    const { user, label } = await openPasswordChange(language);
    await fill(user, label, current, next);
    const nextField = screen.getByLabelText(label.next);
    await waitFor(() => expect(nextField).toHaveAttribute('aria-invalid', 'true'));
    expect(nextField).toHaveAccessibleDescription(expect.stringContaining(nextSays));
    if (currentSays) expect(screen.getByLabelText(label.current)).toHaveAccessibleDescription(currentSays);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'This is not your current password'],
    ['bn', 'এটি আপনার এখনকার পাসওয়ার্ড নয়'],
  ] as const)('says at Current password that it is not the account\'s (%s)', async (language, message) => {
    vi.mocked(changePassword).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    const { user, label } = await openPasswordChange(language);
    await fill(user, label, 'Guess#1234', 'Phones#2027');
    const current = screen.getByLabelText(label.current);
    await waitFor(() => expect(current).toHaveAccessibleDescription(message));
    expect(current).toHaveFocus();
    expect(screen.getByLabelText(label.next)).toHaveValue('Phones#2027');
    expect(notify).not.toHaveBeenCalled();
  });

  it('says why any other failure happened and gives the keyboard back to Change password', async () => {
    vi.mocked(changePassword).mockImplementationOnce(async () => {
      // As Chromium does to a button disabled while it waits.
      (document.activeElement as HTMLElement | null)?.blur();
      throw Object.assign(new Error('x'), { code: 'auth/too-many-requests' });
    });
    const { user, label } = await openPasswordChange();
    await fill(user, label, 'Seller#2026', 'Phones#2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again');
    await waitFor(() => expect(screen.getByRole('button', { name: label.submit })).toHaveFocus());
  });
});
