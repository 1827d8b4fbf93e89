import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@sellphones/ui';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { useLanguageStore } from '../language/language-store.ts';
import { useSessionStore } from '../session/session-store.ts';
import { RequireRole } from './RequireRole.tsx';

function openAdminPageAsBuyer(language: 'en' | 'bn') {
  useLanguageStore.getState().adopt(language);
  useSessionStore.getState().signedIn({ uid: 'u1', email: 'rina@example.com', name: 'Rina', photoURL: null }, 'buyer');
  render(
    <MemoryRouter initialEntries={['/dashboard/allBuyers']}>
      <ThemeProvider theme={theme}>
        <ShellLocale>
          <RequireRole role="admin">
            <p>All buyers</p>
          </RequireRole>
        </ShellLocale>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  useSessionStore.getState().signedOut();
  useLanguageStore.getState().adopt('en');
});

describe("another role's page", () => {
  it('says it is not allowed, and whose it is, without showing the page', () => {
    openAdminPageAsBuyer('en');
    expect(screen.getByRole('heading', { level: 1, name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(screen.getByText('This page is for admin accounts.')).toBeTruthy();
    expect(screen.queryByText('All buyers')).toBeNull();
  });

  it('says so in Bangla on a Bangla page', () => {
    openAdminPageAsBuyer('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'এই পেজটি দেখার অনুমতি আপনার নেই' })).toBeTruthy();
    expect(screen.getByText('এই পেজটি অ্যাডমিন অ্যাকাউন্টের জন্য।')).toBeTruthy();
    expect(document.title).toBe('অনুমতি নেই | সেল ফোনস বিডি');
  });
});
