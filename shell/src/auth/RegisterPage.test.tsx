import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@sellphones/contracts';
import { notify } from '@sellphones/ui';
import type * as Ui from '@sellphones/ui';
import { renderAtRoute } from '../testing/renderAtRoute.tsx';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { useLanguageStore } from '../language/language-store.ts';
import { signUp } from './account-flows.ts';
import { RegisterPage } from './RegisterPage.tsx';

// Sign-up talks to Firebase and the API; here it answers as those would.
vi.mock('./account-flows.ts', () => ({ signUp: vi.fn() }));
vi.mock('@sellphones/ui', async (original) => ({ ...(await original<typeof Ui>()), notify: vi.fn() }));

const PHOTO = new File(['png'], 'me.png', { type: 'image/png' });

/** The page's labels in each language. */
const LABELS = {
  en: { name: 'Name', photo: 'Photo', email: 'Email', password: 'Password', signUp: 'Sign up' },
  bn: { name: 'নাম', photo: 'ছবি', email: 'ইমেইল', password: 'পাসওয়ার্ড', signUp: 'সাইন আপ' },
};

/**
 * Fills the whole form as a new seller would, with `changes` to what is filled, and presses Sign
 * up. The file chooser's "All files" lets any file through, whatever the picker offers.
 */
async function signUpAsRahim(
  {
    language = 'en',
    name = 'Rahim Seller',
    photo = PHOTO,
    email = 'rahim@example.com',
  }: { language?: 'en' | 'bn'; name?: string; photo?: File; email?: string } = {},
) {
  const user = userEvent.setup({ applyAccept: false });
  const label = LABELS[language];
  useLanguageStore.getState().adopt(language);
  renderAtRoute(
    '/register',
    <ShellLocale>
      <RegisterPage />
    </ShellLocale>,
  );
  await user.click(screen.getByLabelText(label.name));
  await user.paste(name);
  await user.upload(screen.getByLabelText(label.photo), photo);
  await user.type(screen.getByLabelText(label.email), email);
  await user.type(screen.getByLabelText(label.password), 'Seller#2026');
  await user.click(screen.getByRole('button', { name: label.signUp }));
  return label;
}

const PASSWORD_RULE = 'Password must have uppercase, number and special characters';

describe('RegisterPage', () => {
  afterEach(() => {
    vi.mocked(signUp).mockReset();
    useLanguageStore.getState().adopt('en');
    localStorage.clear();
  });

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

  it('says at the Name field how long a name may be, in Bangla digits in Bangla, and sends nothing', async () => {
    await signUpAsRahim({ name: 'R'.repeat(121) });
    expect(await screen.findByText('Write your name in at most 120 characters (you wrote 121)')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    cleanup();
    await signUpAsRahim({ language: 'bn', name: 'R'.repeat(300) });
    expect(await screen.findByText('আপনার নাম সর্বোচ্চ ১২০ অক্ষরে লিখুন (আপনি লিখেছেন ৩০০)')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
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
    // The address in bold, breaking only at its joints on a narrow phone.
    expect(screen.getByRole('status').querySelector('strong')?.innerHTML).toBe('rahim@<wbr>example<wbr>.com');
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
      throw Object.assign(new Error('x'), { code: 'auth/network-request-failed' });
    });
    await signUpAsRahim();

    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus());
  });

  it('offers only JPEG, PNG and WebP photos in the file chooser', () => {
    renderAtRoute('/register', <RegisterPage />);
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it.each([
    ['en', 'Choose a JPEG, PNG or WebP photo.'],
    ['bn', 'একটি JPEG, PNG বা WebP ছবি বেছে নিন।'],
  ] as const)('refuses a file that is not a photo at the Photo field before sending anything (%s)', async (language, message) => {
    const label = await signUpAsRahim({ language, photo: new File(['not a photo'], 'fake.txt', { type: 'text/plain' }) });

    const photo = screen.getByLabelText(label.photo);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(photo).toHaveAttribute('aria-invalid', 'true');
    expect(photo).toHaveAccessibleDescription(`${message} fake.txt`);
    expect(photo).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Choose a JPEG, PNG or WebP photo.'],
    ['bn', 'একটি JPEG, PNG বা WebP ছবি বেছে নিন।'],
  ] as const)('refuses a file named as a photo that the browser cannot draw, before the account is made (%s)', async (language, message) => {
    // As Chromium answers for a text file named .png; a real photo draws.
    vi.stubGlobal('createImageBitmap', async (file: File) => {
      if (file.name === 'fake.png') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width: 1, height: 1, close() {} };
    });
    try {
      const label = await signUpAsRahim({ language, photo: new File(['not a photo'], 'fake.png', { type: 'image/png' }) });
      const photo = screen.getByLabelText(label.photo);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(photo).toHaveAttribute('aria-invalid', 'true');
      expect(signUp).not.toHaveBeenCalled();
      cleanup();

      vi.mocked(signUp).mockResolvedValueOnce({ verificationSent: true, photoSaved: true });
      await signUpAsRahim({ language });
      await waitFor(() => expect(signUp).toHaveBeenCalledOnce());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['en', 'Enter a valid email address, like name@example.com'],
    ['bn', 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com'],
  ] as const)('refuses a badly formed email at the Email field before sending anything (%s)', async (language, message) => {
    const label = await signUpAsRahim({ language, email: 'abc@' });

    const email = screen.getByLabelText(label.email);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'auth/invalid-email', 'This email address is not valid'],
    ['en', 'auth/email-already-in-use', 'This email already has an account'],
    ['bn', 'auth/email-already-in-use', 'এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে'],
  ] as const)('shows the sign-in provider refusing the email (%s, %s) at the Email field', async (language, code, message) => {
    vi.mocked(signUp).mockRejectedValueOnce(Object.assign(new Error('x'), { code }));
    const label = await signUpAsRahim({ language });

    const email = screen.getByLabelText(label.email);
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    // Said once, at the field, not again under Sign up.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('shows the API refusing an email that is already another account\'s at the Email field', async () => {
    vi.mocked(signUp).mockRejectedValueOnce(new ApiError(409, 'This email already belongs to another account.'));
    await signUpAsRahim();

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email already has an account'));
    expect(email).toHaveFocus();
  });

  it.each([
    ['en', 'Is it yours? Log in, or reset its password there', 'Log in, or reset its password there'],
    ['bn', 'ইমেইলটি কি আপনার? লগইন করুন, অথবা সেখানে পাসওয়ার্ড রিসেট করুন', 'লগইন করুন, অথবা সেখানে পাসওয়ার্ড রিসেট করুন'],
  ] as const)('offers the login page, with its password reset, for an email that already has an account (%s)', async (language, said, link) => {
    vi.mocked(signUp).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/email-already-in-use' }));
    await signUpAsRahim({ language });
    const way = await screen.findByRole('link', { name: link });
    expect(way.getAttribute('href')).toBe('/login');
    expect(way.closest('p')?.textContent).toBe(said);
  });

  it('offers no login link for an email refused for another reason', async () => {
    vi.mocked(signUp).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-email' }));
    await signUpAsRahim();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'Log in, or reset its password there' })).toBeNull();
  });
});
