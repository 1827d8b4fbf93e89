import { describe, expect, it, vi } from 'vitest';
import { formatDollars, formatLocalDate, formatLocalDateTime, formatLocalNumber, formatLocalYear, formatMoney, yearsLabel } from '../src/format.ts';

/** The instant it is that day and time on Dhaka's clock (UTC+6), as `new Date(y, m, d, h, min)` is on the device's. */
const dhakaTime = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(Date.UTC(year, month, day, hours - 6, minutes));

describe('how prices and ages are written', () => {
  it('says Year for one year and Years for more', () => {
    expect(yearsLabel(1)).toBe('1 Year');
    expect(yearsLabel(3)).toBe('3 Years');
  });

  it('writes dollars with cents', () => {
    expect(formatDollars(120)).toBe('$120.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('writes every amount as Intl would for en-US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [0, 0.5, 7.05, 99.999, 999.99, 1000, 25_000.1, 1_234_567.891, -1500.25]) {
      expect(formatDollars(amount)).toBe(intl.format(amount));
    }
  });

  it('writes taka with the ৳ sign, in Latin digits for English and Bangla digits for Bangla', () => {
    expect(formatMoney(52_000, 'BDT', 'en-BD')).toBe('৳52,000');
    expect(formatMoney(8_000.5, 'BDT', 'en-BD')).toBe('৳8,000.50');
    expect(formatMoney(52_000, 'BDT', 'bn-BD')).toBe('৫২,০০০৳');
    expect(formatMoney(120_000, 'BDT')).toBe('৳120,000');
  });

  it("keeps the original product's dollars in English, and writes them in Bangla digits for Bangla", () => {
    expect(formatMoney(1234.5, 'USD', 'en-BD')).toBe('$1,234.50');
    expect(formatMoney(120, 'USD', 'en-US')).toBe('$120.00');
    expect(formatMoney(120, 'USD', 'bn-BD')).toMatch(/১২০/);
  });

  const AMOUNTS = [0, 1, 12, 150, 999, 1000, 8_000.5, 52_000, 99_999.99, 100_000, 1_234_567, 12_345_678.25, 987_654_321, -150, -1_234.25];

  it('writes numbers as Intl does in English and Bangla: thousands in Latin digits, lakhs in Bangla ones', () => {
    for (const locale of ['en-BD', 'bn-BD'] as const) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of [...AMOUNTS, 0.5, 0.1234, 3.14159, 1_234_567.891]) {
        expect(formatLocalNumber(value, locale)).toBe(intl.format(value));
      }
    }
    expect(formatLocalNumber(1_234_567.5, 'bn-BD')).toBe('১২,৩৪,৫৬৭.৫');
    expect(formatLocalNumber(1_234_567.5, 'en-BD')).toBe('1,234,567.5');
  });

  it('writes every price as Intl does for taka and dollars in both languages', () => {
    for (const locale of ['en-BD', 'bn-BD'] as const) {
      for (const currency of ['BDT', 'USD'] as const) {
        if (currency === 'USD' && locale === 'en-BD') continue;
        for (const amount of AMOUNTS) {
          const decimals = Number.isInteger(amount) ? 0 : 2;
          const intl = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
          expect(formatMoney(amount, currency, locale)).toBe(intl.format(amount));
        }
      }
    }
  });

  it('writes dates in Bangladesh as Intl does, day before month in English and Bangla digits in Bangla, and English times as Intl does', () => {
    const inDhaka = { timeZone: 'Asia/Dhaka' } as const;
    const intl = {
      'en-BD': { date: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', ...inDhaka }), dateTime: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', ...inDhaka }) },
      'bn-BD': { date: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium', ...inDhaka }), dateTime: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium', timeStyle: 'short', ...inDhaka }) },
    } as const;
    for (const locale of ['en-BD', 'bn-BD'] as const) {
      for (let month = 0; month < 12; month++) {
        for (const [day, hour, minute] of [[1, 0, 0], [9, 9, 5], [17, 12, 30], [28, 13, 7], [31, 23, 59]] as const) {
          const when = dhakaTime(2026, month, day, hour, minute);
          expect(formatLocalDate(when, locale)).toBe(intl[locale].date.format(when));
          if (locale === 'en-BD') expect(formatLocalDateTime(when, locale)).toBe(intl[locale].dateTime.format(when));
          else expect(formatLocalDateTime(when, locale).startsWith(`${intl[locale].date.format(when)}, `)).toBe(true);
        }
      }
    }
    expect(formatLocalDate(dhakaTime(2026, 10, 1), 'en-BD')).toBe('1 Nov 2026');
    expect(formatLocalDateTime(dhakaTime(2026, 10, 1, 14, 5), 'en-BD')).toBe('1 Nov 2026, 14:05');
  });

  it("shows Bangladesh's day and time on a device set to another time zone", () => {
    try {
      for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        vi.stubEnv('TZ', zone);
        // 18:00 in Dhaka, the evening a cash meetup is held until: 12:00 UTC, 07:00 in New York, 21:00 in Tokyo.
        const evening = new Date('2026-12-01T12:00:00Z');
        expect(formatLocalDateTime(evening, 'en-BD')).toBe('1 Dec 2026, 18:00');
        expect(formatLocalDateTime(evening, 'bn-BD')).toBe('১ ডিসে, ২০২৬, সন্ধ্যা ৬:০০');
        // Past midnight in Dhaka is the next day there, while it is still 31 December in UTC.
        const newYear = new Date('2026-12-31T18:30:00Z');
        expect(formatLocalDate(newYear, 'en-BD')).toBe('1 Jan 2027');
        expect(formatLocalYear(newYear, 'en-BD')).toBe('2027');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('names the time of day in Bangla words, as Bangladeshi sites and phones do, not in AM/PM', () => {
    const at = (hours: number, minutes: number) => formatLocalDateTime(dhakaTime(2026, 11, 1, hours, minutes), 'bn-BD');
    expect(at(23, 42)).toBe('১ ডিসে, ২০২৬, রাত ১১:৪২');
    expect(at(9, 5)).toBe('১ ডিসে, ২০২৬, সকাল ৯:০৫');
    // Each word from its first minute to the last one before the next word's.
    const edges = [[0, 0], [3, 59], [4, 0], [5, 59], [6, 0], [11, 59], [12, 0], [14, 59], [15, 0], [17, 59], [18, 0], [19, 59], [20, 0]] as const;
    expect(edges.map(([hours, minutes]) => at(hours, minutes).replace('১ ডিসে, ২০২৬, ', ''))).toEqual([
      'রাত ১২:০০', 'রাত ৩:৫৯', 'ভোর ৪:০০', 'ভোর ৫:৫৯', 'সকাল ৬:০০', 'সকাল ১১:৫৯', 'দুপুর ১২:০০',
      'দুপুর ২:৫৯', 'বিকেল ৩:০০', 'বিকেল ৫:৫৯', 'সন্ধ্যা ৬:০০', 'সন্ধ্যা ৭:৫৯', 'রাত ৮:০০',
    ]);
  });
});
