import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, EMAIL_NOT_VERIFIED_MESSAGE } from '@sellphones/contracts';
import { renderAtRoute, TEST_CONFIG } from '../testing/renderAtRoute.tsx';
import { logInWithPassword, resendEmailVerification, sendPasswordReset } from './account-flows.ts';
import { LocaleProvider, notify } from '@sellphones/ui';
import type * as Ui from '@sellphones/ui';
import { LoginPage } from './LoginPage.tsx';

// The flows talk to Firebase and the API; here they answer as those would.
vi.mock('./account-flows.ts', () => ({
  logInWithPassword: vi.fn(),
  logInWithGoogle: vi.fn(),
  resendEmailVerification: vi.fn(),
  sendPasswordReset: vi.fn(),
}));
vi.mock('@sellphones/ui', async (original) => ({ ...(await original<typeof Ui>()), notify: vi.fn() }));

function renderLoginInBangla() {
  renderAtRoute(
    '/login',
    <LocaleProvider language="bn">
      <LoginPage />
    </LocaleProvider>,
  );
}

async function logInAs(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(logInWithPassword).mockReset();
    vi.mocked(sendPasswordReset).mockReset();
    vi.mocked(notify).mockClear();
  });

  it('answers a wrong password and an unknown email with the same words', async () => {
    // Different answers would tell anyone which emails have accounts.
    const alerts: string[] = [];
    for (const code of ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential']) {
      vi.mocked(logInWithPassword).mockRejectedValueOnce(Object.assign(new Error(code), { code }));
      const { unmount } = renderAtRoute('/login', <LoginPage />);
      await logInAs('someone@example.com', 'Guess#123');
      alerts.push((await screen.findByRole('alert')).textContent ?? '');
      unmount();
    }
    expect(alerts).toEqual(['Wrong email or password', 'Wrong email or password', 'Wrong email or password']);
  });

  it('gives the keyboard back to Login after a refused sign-in', async () => {
    vi.mocked(logInWithPassword).mockImplementationOnce(async () => {
      // As Chromium does to a button disabled while it waits.
      (document.activeElement as HTMLElement | null)?.blur();
      throw Object.assign(new Error('x'), { code: 'auth/wrong-password' });
    });
    renderAtRoute('/login', <LoginPage />);
    await logInAs('someone@example.com', 'Guess#123');
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus());
  });

  it('speaks Bangla: the form, its required messages and a refused sign-in', async () => {
    vi.mocked(logInWithPassword).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    renderLoginInBangla();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('ইমেইল ঠিকানা দিতে হবে')).toBeTruthy();
    await user.type(screen.getByLabelText('ইমেইল'), 'someone@example.com');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'Guess#123');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ইমেইল বা পাসওয়ার্ড ভুল');
  });

  it('tells an unverified account to open its link and sends a new one on request', async () => {
    vi.mocked(logInWithPassword).mockRejectedValueOnce(new ApiError(403, EMAIL_NOT_VERIFIED_MESSAGE));
    vi.mocked(resendEmailVerification).mockResolvedValueOnce();
    renderAtRoute('/login', <LoginPage />);
    const user = await logInAs('new.seller@example.com', 'Seller#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address new.seller@example.com is not verified yet. Open the link we emailed you',
    );
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new verification link to new.seller@example.com. Check your inbox.',
    );
    expect(resendEmailVerification).toHaveBeenCalledWith('new.seller@example.com', 'Seller#2026');
  });

  it('asks for the email and a password of at least 6 characters', async () => {
    const user = userEvent.setup();
    renderAtRoute('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be 6 characters or longer')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'Ab1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Email Address is required')).not.toBeInTheDocument();
    expect(await screen.findByText('Password must be 6 characters or longer')).toBeInTheDocument();
  });

  it('asks for the email on its field, once, and puts the keyboard there before sending a password reset', async () => {
    const user = userEvent.setup();
    renderAtRoute('/login', <LoginPage />);
    // Login pressed first asks for the email too: the page still says it once.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getAllByText('Please enter your email')).toHaveLength(1);
    expect(screen.queryByText('Email Address is required')).not.toBeInTheDocument();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('refuses a malformed email on its field instead of saying a reset link was sent', async () => {
    const user = userEvent.setup();
    renderAtRoute('/login', <LoginPage />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(sendPasswordReset).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();

    // Corrected, it asks for the link and says the same whether or not the address has an account.
    vi.mocked(sendPasswordReset).mockResolvedValueOnce();
    await user.clear(email);
    await user.type(email, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Please check your email for reset password', 'success'));
    expect(sendPasswordReset).toHaveBeenCalledWith('someone@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Bangla when it refuses an email for a password reset', async () => {
    renderLoginInBangla();
    const user = userEvent.setup();
    const email = screen.getByLabelText('ইমেইল');
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('আপনার ইমেইল লিখুন'));
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com'));
    expect(email).toHaveFocus();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('shows the demo buyer credentials and a way to sign up', () => {
    renderAtRoute('/login', <LoginPage />);
    expect(screen.getByText(/demo\.buyer@sellphones\.test/)).toBeInTheDocument();
    expect(screen.getByText(/Demo#Buyer1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('explains that sign-in is unavailable when the Firebase keys are missing', () => {
    renderAtRoute('/login', <LoginPage />, {
      ...TEST_CONFIG,
      firebase: { ...TEST_CONFIG.firebase, apiKey: '' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/no Firebase API key or auth domain/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });
});
