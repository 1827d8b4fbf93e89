import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Language } from '@sellphones/contracts';
import { notify } from '@sellphones/ui';
import type * as Ui from '@sellphones/ui';
import { renderAtRoute } from '../testing/renderAtRoute.tsx';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { useLanguageStore } from '../language/language-store.ts';
import { useSessionStore } from '../session/session-store.ts';
import { saveProfile } from './account-flows.ts';
import { ProfilePage } from './ProfilePage.tsx';

// Saving talks to Firebase and the API; here it answers as those would.
vi.mock('./account-flows.ts', () => ({ saveProfile: vi.fn(), signsInWithPassword: vi.fn(async () => false), changePassword: vi.fn(), closeAccount: vi.fn() }));
vi.mock('@sellphones/ui', async (original) => ({ ...(await original<typeof Ui>()), notify: vi.fn() }));

const NILA = { uid: 'u1', email: 'nila@example.test', name: 'Nila Akter', photoURL: 'http://api.test/images/nila.webp' };
const PHOTO = new File(['png'], 'new-me.png', { type: 'image/png' });

const LABELS = {
  en: { name: 'Name', photo: 'Photo', save: 'Save changes' },
  bn: { name: 'নাম', photo: 'ছবি', save: 'পরিবর্তন সংরক্ষণ করুন' },
};

function openProfile({ language = 'en', name = NILA.name }: { language?: Language; name?: string } = {}) {
  useLanguageStore.getState().adopt(language);
  useSessionStore.getState().signedIn({ ...NILA, name }, 'buyer');
  renderAtRoute(
    '/dashboard/profile',
    <ShellLocale>
      <ProfilePage />
    </ShellLocale>,
  );
  return { user: userEvent.setup({ applyAccept: false }), label: LABELS[language] };
}

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.mocked(saveProfile).mockReset();
  vi.mocked(notify).mockClear();
  useSessionStore.getState().signedOut();
  useLanguageStore.getState().adopt('en');
});

describe('Your profile', () => {
  it('shows the name and photo the account has, and saves a new name', async () => {
    const { user } = openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    // Only the team sees photos (All Buyers, All Sellers): the page does not say others do.
    expect(screen.getByText(/^Buyers and sellers see your name/)).toHaveTextContent('our team sees your photo too.');
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', NILA.photoURL);
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('Your photo stays as it is');
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Nila Akter');

    await user.clear(name);
    await user.type(name, '  Nila Rahman ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your profile is saved.', 'success'));
    expect(saveProfile).toHaveBeenCalledWith({ name: 'Nila Rahman', photo: undefined }, expect.any(Function));
  });

  it('uploads a new photo with its progress, and offers it as the photo to be', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(saveProfile).mockImplementationOnce(async (_changes, onUploadProgress) => {
      onUploadProgress(0.4);
      await new Promise<void>((resolve) => (finish = resolve));
    });
    // jsdom has no object URLs; the browser's would be a blob: address of the file.
    URL.createObjectURL = vi.fn(() => 'blob:new-me');
    URL.revokeObjectURL = vi.fn();
    const { user } = openProfile();
    await user.upload(screen.getByLabelText('Photo'), PHOTO);
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('new-me.png');
    expect(await screen.findByRole('img', { name: 'Your new photo' })).toHaveAttribute('src', 'blob:new-me');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading your photo' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(saveProfile).toHaveBeenCalledWith({ name: 'Nila Akter', photo: PHOTO }, expect.any(Function));

    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription('Your photo stays as it is');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:new-me');
  });

  it.each(['en', 'bn'] as const)('says in %s when nothing was changed, and sends nothing', async (language) => {
    const { user, label } = openProfile({ language });
    await user.click(screen.getByRole('button', { name: label.save }));
    const said = language === 'en'
      ? 'Nothing to save yet: change your name or choose a new photo.'
      : 'সংরক্ষণের মতো কিছু বদলায়নি: নাম বদলান বা নতুন ছবি বেছে নিন।';
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it.each([
    ['en', '', 'Please enter your name'],
    ['bn', '', 'আপনার নাম লিখুন'],
    ['bn', 'R'.repeat(121), 'আপনার নাম সর্বোচ্চ ১২০ অক্ষরে লিখুন (আপনি লিখেছেন ১২১)'],
  ] as const)('refuses a missing or too long name at its field (%s)', async (language, typed, message) => {
    const { user, label } = openProfile({ language });
    const name = screen.getByLabelText(label.name);
    await user.clear(name);
    if (typed) await user.type(name, typed);
    await user.click(screen.getByRole('button', { name: label.save }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Choose a JPEG, PNG or WebP photo.'],
    ['bn', 'একটি JPEG, PNG বা WebP ছবি বেছে নিন।'],
  ] as const)('refuses a file that is not a photo at the Photo field (%s)', async (language, message) => {
    const { user, label } = openProfile({ language });
    await user.upload(screen.getByLabelText(label.photo), new File(['not a photo'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: label.save }));
    const photo = screen.getByLabelText(label.photo);
    await waitFor(() => expect(photo).toHaveAccessibleDescription(`${message} notes.txt`));
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('asks for a name where the sign-in profile had none, rather than offering the email', () => {
    openProfile({ name: NILA.email });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says why it was not saved, keeps what was typed and gives the keyboard back to Save', async () => {
    vi.mocked(saveProfile).mockImplementationOnce(async () => {
      // As Chromium does to a button disabled while it waits.
      (document.activeElement as HTMLElement | null)?.blur();
      throw new ApiError(403, 'This account has been disabled.');
    });
    const { user } = openProfile();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Nila Rahman');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled.');
    expect(name).toHaveValue('Nila Rahman');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus());
    expect(notify).not.toHaveBeenCalled();
  });
});
