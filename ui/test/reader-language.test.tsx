import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type Currency, type Language } from '@sellphones/contracts';
import { createAppTexts } from '../src/i18n/app-texts.ts';
import { LocaleProvider } from '../src/i18n/locale-context.tsx';
import { useFormat } from '../src/i18n/format-hooks.ts';
import { usePlaceLabel } from '../src/i18n/place-hooks.ts';
import { useErrorText } from '../src/i18n/error-text.ts';
import { Pagination } from '../src/Pagination.tsx';
import { theme } from '../src/theme.ts';

afterEach(cleanup);

const { useText } = createAppTexts('sample', {
  en: { greeting: 'Hello {{name}}', apiErrors: {} },
  bn: { greeting: 'হ্যালো {{name}}' },
});

const THREE_DAYS_AGO = Date.now() - 3 * 24 * 3600 * 1000;

function Sample({ error }: { error?: unknown }) {
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  return (
    <div>
      <p>{t('greeting', { name: 'Rina' })}</p>
      <p data-testid="price">{format.money(52_000)}</p>
      <p data-testid="years">{format.usedYears(3)}</p>
      <p data-testid="ago">{format.relativeTime(THREE_DAYS_AGO)}</p>
      {error !== undefined && <p data-testid="error">{errorText(error, t('greeting', { name: '?' }))}</p>}
      <Pagination page={2} pageCount={12} onPage={() => {}} />
    </div>
  );
}

function show(language: Language, currency: Currency, error?: unknown) {
  render(
    <ThemeProvider theme={theme}>
      <LocaleProvider language={language} currency={currency}>
        <Sample error={error} />
      </LocaleProvider>
    </ThemeProvider>,
  );
}

describe('the reader’s language', () => {
  it('writes English texts, taka in Latin digits and English plurals by default', () => {
    show('en', 'BDT');
    expect(screen.getByText('Hello Rina')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('৳52,000');
    expect(screen.getByTestId('years').textContent).toBe('3 Years');
    expect(screen.getByTestId('ago').textContent).toBe('3 days ago');
    expect(screen.getByText('Page 2 of 12')).toBeTruthy();
  });

  it('writes Bangla texts with Bangla digits, shared pieces included', () => {
    show('bn', 'BDT');
    expect(screen.getByText('হ্যালো Rina')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toMatch(/^৫২,০০০\s?৳$/);
    expect(screen.getByTestId('years').textContent).toBe('৩ বছর');
    expect(screen.getByTestId('ago').textContent).toBe('৩ দিন আগে');
    expect(screen.getByText('পৃষ্ঠা ২ / ১২')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পরের' })).toBeTruthy();
  });

  it('keeps the spec’s dollars in English when prices are in USD', () => {
    show('en', 'USD');
    expect(screen.getByTestId('price').textContent).toBe('$52,000.00');
  });

  it('shows an API refusal in English in its own words, in Bangla by its code or else the screen’s own text', () => {
    const refusal = new ApiError(409, 'You have already booked this phone.', 'NO_SUCH_CODE');
    show('en', 'BDT', refusal);
    expect(screen.getByTestId('error').textContent).toBe('You have already booked this phone.');
    cleanup();
    show('bn', 'BDT', refusal);
    expect(screen.getByTestId('error').textContent).toBe('হ্যালো ?');
    cleanup();
    show('bn', 'BDT', new ApiError(409, 'You have already booked this phone. See My Orders.', 'BOOKING_DUPLICATE'));
    expect(screen.getByTestId('error').textContent).toBe('আপনি এই ফোনটি আগেই বুক করেছেন। ‘আমার অর্ডার’ দেখুন।');
    cleanup();
    show('bn', 'BDT', new TypeError('Failed to fetch'));
    expect(screen.getByTestId('error').textContent).toMatch(/সার্ভারে পৌঁছানো যায়নি/);
  });

  it('says how long ago a phone was posted in the largest whole unit, and just now for a time ahead', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocaleProvider language="en" currency="BDT">{children}</LocaleProvider>
    );
    const { result } = renderHook(() => useFormat(), { wrapper });
    const now = Date.UTC(2026, 10, 27, 12);
    const ago = (minutes: number) => result.current.relativeTime(now - minutes * 60_000, now);
    expect(ago(0.5)).toBe('just now');
    expect(ago(-90)).toBe('just now');
    expect(ago(1)).toBe('1 minute ago');
    expect(ago(45)).toBe('45 minutes ago');
    expect(ago(59.6)).toBe('1 hour ago');
    expect(ago(5 * 60)).toBe('5 hours ago');
    expect(ago(24 * 60)).toBe('1 day ago');
    expect(ago(3 * 30 * 24 * 60)).toBe('3 months ago');
    expect(ago(2 * 365 * 24 * 60)).toBe('2 years ago');
  });

  it('names where a phone is in the reader’s language, and an older listing by its own words', () => {
    const placeIn = (language: Language) =>
      renderHook(() => usePlaceLabel(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <LocaleProvider language={language} currency="BDT">{children}</LocaleProvider>
        ),
      }).result.current;
    const tongi = { location: 'Tongi, Gazipur, Dhaka', district: 'gazipur', area: 'Tongi' };
    expect(placeIn('en')(tongi)).toBe('Tongi, Gazipur, Dhaka');
    expect(placeIn('bn')(tongi)).toBe('Tongi, গাজীপুর, ঢাকা');
    expect(placeIn('bn')({ location: 'Mirpur 10, Dhaka' })).toBe('Mirpur 10, Dhaka');
  });
});
