import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@sellphones/contracts';
import type { Booking } from '@sellphones/contracts/schemas';
import { LocaleProvider } from '@sellphones/ui';
import { ChangedSinceBooked } from '../src/payment/ChangedSinceBooked.tsx';
import { renderWithTheme } from './render-with-theme.tsx';
import { unpaidBooking } from './unpaid-booking.ts';

afterEach(cleanup);

const booking: Booking = { ...unpaidBooking, productPrice: 14_500 };

const renderNote = (changes: Partial<Booking>, language: Language = 'en') =>
  renderWithTheme(
    <LocaleProvider language={language} currency="BDT">
      <ChangedSinceBooked booking={{ ...booking, ...changes }} />
    </LocaleProvider>,
  );

describe('what changed since the buyer booked, said before paying', () => {
  it('says nothing when nothing changed', () => {
    renderNote({});
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says the price came down, from what to what', () => {
    renderNote({ priceWhenBooked: 16_000 });
    const note = screen.getByRole('region', { name: 'Changed since you booked' });
    expect(note.textContent).toBe('Good news: the seller lowered the price after you booked, from ৳16,000 to ৳14,500.');
  });

  it("says when the details were rewritten, and links the phone's page to read them again", () => {
    renderNote({ detailsChangedAt: '2026-11-21T08:30:00.000Z' });
    const note = screen.getByRole('region', { name: 'Changed since you booked' });
    expect(note.textContent).toMatch(/^The seller changed this phone's details on 21 Nov 2026, \d\d:30, after you booked it\. Read them again before you pay:/);
    expect(screen.getByRole('link', { name: "Oppo A5's page" }).getAttribute('href')).toBe('/phones/00000000-0000-4000-8000-000000000001');
  });

  it('says the photos changed when they alone did, and the later time when both did', () => {
    renderNote({ photosChangedAt: '2026-11-21T08:30:00.000Z' });
    expect(screen.getByRole('region', { name: 'Changed since you booked' }).textContent).toMatch(
      /^The seller changed this phone's photos on 21 Nov 2026, \d\d:30, after you booked it\. Look at them again before you pay:/,
    );
    cleanup();
    renderNote({ detailsChangedAt: '2026-11-21T08:30:00.000Z', photosChangedAt: '2026-11-22T09:45:00.000Z' });
    expect(screen.getByRole('region', { name: 'Changed since you booked' }).textContent).toMatch(
      /^The seller changed this phone's details and photos after you booked it, last on 22 Nov 2026, \d\d:45\./,
    );
  });

  it('speaks Bangla, with Bangla digits', () => {
    renderNote({ priceWhenBooked: 16_000, detailsChangedAt: '2026-11-21T08:30:00.000Z' }, 'bn');
    const note = screen.getByRole('region', { name: 'বুক করার পর যা বদলেছে' });
    expect(note.textContent).toContain('বিক্রেতা দাম ১৬,০০০৳ থেকে কমিয়ে ১৪,৫০০৳ করেছেন।');
    expect(note.textContent).toMatch(/বিবরণ বদলেছেন \(২১ নভে, ২০২৬, (ভোর|সকাল|দুপুর|বিকেল|সন্ধ্যা|রাত) [০-৯]+:৩০\)।/);
    expect(screen.getByRole('link', { name: 'Oppo A5-এর পেজ' })).toBeTruthy();
  });
});
