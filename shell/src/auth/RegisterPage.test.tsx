import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@sellphones/ui';
import type * as Ui from '@sellphones/ui';
import { renderAtRoute } from '../testing/renderAtRoute.tsx';
import { signUp } from './account-flows.ts';
import { RegisterPage } from './RegisterPage.tsx';

// Sign-up talks to Firebase and the API; here it answers as those would.
vi.mock('./account-flows.ts', () => ({ signUp: vi.fn() }));
vi.mock('@sellphones/ui', async (original) => ({ ...(await original<typeof Ui>()), notify: vi.fn() }));

/** Fills the whole form as a new seller would and presses Sign up. */
async function signUpAsRahim() {
  const user = userEvent.setup();
  renderAtRoute('/register', <RegisterPage />);
  await user.type(screen.getByLabelText('Name'), 'Rahim Seller');
  await user.upload(screen.getByLabelText('Photo'), new File(['png'], 'me.png', { type: 'image/png' }));
  await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
  await user.type(screen.getByLabelText('Password'), 'Seller#2026');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

const PASSWORD_RULE = 'Password must have uppercase, number and special characters';

describe('RegisterPage', () => {
  it('asks for the name, photo, email and password', async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please select your photo')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be 6 characters or longer')).toBeInTheDocument();
  });

  it('requires an uppercase letter, a digit and one of ! @ # $ & * in the password', async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    const password = screen.getByLabelText('Password');
    for (const weak of ['abcdef1!', 'Abcdefg!', 'Abcdef12', 'Abc1%^xyz']) {
      await user.clear(password);
      await user.type(password, weak);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText(PASSWORD_RULE)).toBeInTheDocument();
    }
    await user.clear(password);
    await user.type(password, 'Strong#1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
  });

  it('says the password rule before the first try, then the rule and what is wrong', async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    const password = screen.getByLabelText('Password');
    const hint = 'At least 6 characters, with a capital letter (A-Z), a digit (0-9) and one of ! @ # $ & *';
    expect(screen.getByText(hint)).toBeVisible();
    expect(password).toHaveAccessibleDescription(hint);
    await user.type(password, 'abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText(PASSWORD_RULE);
    expect(password).toHaveAccessibleDescription(`${hint} ${PASSWORD_RULE}`);
  });

  it("says which photo is chosen in the page's words, not the browser's", async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    // The button's words are in the input's name: voice control finds it by what is seen.
    expect(screen.getByLabelText('Photo')).toHaveAccessibleName('Photo Choose a photo');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('No photo chosen');
    await user.upload(screen.getByLabelText('Photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('me.png');
  });

  it('offers the seller account as a labelled switch, off by default', async () => {
    const user = userEvent.setup();
    renderAtRoute('/register', <RegisterPage />);
    const toggle = screen.getByRole('switch', { name: 'Seller Account' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Seller Account'));
    expect(toggle).toBeChecked();
  });

  it("says 'Save user data!' once the record is saved, then asks to verify the email", async () => {
    vi.mocked(signUp).mockImplementationOnce(async (_account, steps) => {
      steps.onUploadProgress(1);
      expect(notify).not.toHaveBeenCalledWith('Save user data!', 'success');
      steps.onSaved();
      return { verificationSent: true, photoSaved: true };
    });
    await signUpAsRahim();

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account is created. We sent a verification link to rahim@example.com: open it, then log in.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(vi.mocked(notify).mock.calls).toEqual([
      ['Save user data!', 'success'],
      ['Successfully created!', 'success'],
    ]);
  });

  it('says so when the account was created but its photo could not be saved', async () => {
    vi.mocked(notify).mockClear();
    vi.mocked(signUp).mockImplementationOnce(async (_account, steps) => {
      steps.onSaved();
      return { verificationSent: true, photoSaved: false };
    });
    await signUpAsRahim();

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('Your photo could not be saved; your account works without it.', 'error');
  });

  it('gives the keyboard back to Sign up when the account could not be made', async () => {
    vi.mocked(signUp).mockImplementationOnce(async () => {
      // As Chromium does to a button disabled while it waits.
      (document.activeElement as HTMLElement | null)?.blur();
      throw Object.assign(new Error('x'), { code: 'auth/email-already-in-use' });
    });
    await signUpAsRahim();

    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus());
  });
});
