import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@sellphones/ui';
import { Footer } from './Footer.tsx';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { useLanguageStore } from '../language/language-store.ts';

function renderFooterIn(language: 'en' | 'bn') {
  useLanguageStore.getState().adopt(language);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 29));
  render(
    <ThemeProvider theme={theme}>
      <ShellLocale>
        <Footer />
      </ShellLocale>
    </ThemeProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the footer', () => {
  it("writes this year's copyright in the reader's digits, ungrouped", () => {
    renderFooterIn('bn');
    expect(screen.getByText('© ২০২৬ সেল ফোনস বিডি')).toBeTruthy();
  });

  it('says which links open another site in a new tab, in the reader\'s language', () => {
    renderFooterIn('bn');
    const facebook = screen.getByRole('link', { name: 'Facebook (নতুন ট্যাবে খোলে)' });
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/');
  });

  it('writes it in Latin digits in English', () => {
    renderFooterIn('en');
    expect(screen.getByText('© 2026 Sell Phones BD')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toBeTruthy();
  });
});
