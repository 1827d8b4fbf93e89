import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@sellphones/ui';
import { Header } from './Header.tsx';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { LANGUAGE_STORAGE_KEY } from '../language/language-store.ts';
import { setDocumentTitle } from '../navigation/page-title.ts';

function renderHeader() {
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <ShellLocale>
          <Header />
        </ShellLocale>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('the language choice', () => {
  it('switches the header to Bangla and back, sets the page language and remembers it', async () => {
    const user = userEvent.setup();
    renderHeader();
    setDocumentTitle('My Orders');
    expect(document.title).toBe('My Orders | Sell Phones BD');
    await user.click(screen.getByRole('button', { name: 'এই সাইটটি বাংলায় পড়ুন' }));
    expect(document.title).toBe('আমার অর্ডার | সেল ফোনস বিডি');
    // A brand's page is titled as its heading names the brand.
    setDocumentTitle('Oppo Phones');
    expect(document.title).toBe('Oppo ফোন | সেল ফোনস বিডি');
    expect(screen.getByRole('button', { name: 'মেনু খুলুন' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    await user.click(screen.getByRole('button', { name: 'Read this site in English' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('the phone menu', () => {
  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <Header />
        </ThemeProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
