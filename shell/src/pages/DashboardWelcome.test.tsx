import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language, Role } from '@sellphones/contracts';
import { theme } from '@sellphones/ui';
import { DashboardWelcome } from './DashboardWelcome.tsx';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { useLanguageStore } from '../language/language-store.ts';
import { useSessionStore } from '../session/session-store.ts';

afterEach(() => {
  cleanup();
  useSessionStore.getState().signedOut();
  useLanguageStore.getState().adopt('en');
});

const NILA = { uid: 'u1', email: 'nila.akter@example.test', name: 'Nila Akter' };

function welcome({ photoURL, role, language = 'en', name = NILA.name }: { photoURL: string | null; role: Role; language?: Language; name?: string }) {
  useLanguageStore.getState().adopt(language);
  useSessionStore.getState().signedIn({ ...NILA, name, photoURL }, role);
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <ShellLocale>
          <DashboardWelcome />
        </ShellLocale>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe("the dashboard's welcome", () => {
  it('shows the photo given at sign-up, the email signed in with and the kind of account', () => {
    welcome({ photoURL: 'http://api.test/images/nila.webp', role: 'seller' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to your dashboard, Nila Akter' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('http://api.test/images/nila.webp');
    expect(screen.getByText(/^Signed in as/).textContent).toBe('Signed in as nila.akter@example.test · Seller account');
    expect(screen.getByRole('link', { name: 'Change your name or photo' }).getAttribute('href')).toBe('/dashboard/profile');
  });

  it('says it in Bangla on a Bangla page', () => {
    welcome({ photoURL: 'http://api.test/images/nila.webp', role: 'buyer', language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার ড্যাশবোর্ডে স্বাগতম, Nila Akter' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'আপনার ছবি' })).toBeTruthy();
    expect(screen.getByText(/^লগইন করা আছে/).textContent).toBe('লগইন করা আছে: nila.akter@example.test · ক্রেতার অ্যাকাউন্ট');
    expect(screen.getByRole('link', { name: 'আপনার নাম বা ছবি বদলান' }).getAttribute('href')).toBe('/dashboard/profile');
  });

  it('says the email once for an account whose sign-in profile has no name', () => {
    welcome({ photoURL: null, role: 'buyer', name: NILA.email });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to your dashboard');
    expect(screen.getAllByText(/nila\.akter@example\.test/)).toHaveLength(1);
  });

  it("shows the name's first letter, not a broken image, when there is no photo or it does not load", () => {
    welcome({ photoURL: null, role: 'admin' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('N')).toBeTruthy();
    expect(screen.getByText(/^Signed in as/).textContent).toContain('Admin account');
    cleanup();

    welcome({ photoURL: 'http://api.test/images/gone.webp', role: 'buyer' });
    fireEvent.error(screen.getByRole('img', { name: 'Your photo' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('N')).toBeTruthy();
  });
});
