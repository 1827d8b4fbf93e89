import type { Currency, localeOf } from '@sellphones/contracts';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** The locales the product writes in. */
export type LocalLocale = ReturnType<typeof localeOf>;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
// bn-BD groups as South Asia does: the last three digits, then twos (১২,৩৪,৫৬৭).
const LAKH_GROUPS = /\B(?=(\d{2})*\d{3}(?!\d))/g;

/** Digits as the locale writes them: Bangla digits for bn-BD. */
const inLocalDigits = (digits: string, locale: LocalLocale) =>
  locale === 'bn-BD' ? digits.replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]!) : digits;

/**
 * A number as Intl.NumberFormat writes it for the product's two locales, without Intl: making
 * the first Intl number formatter of a page loads ICU's locale data on the main thread, in the
 * middle of the first render of every page with a price. `en-BD` groups by thousands in Latin
 * digits (1,234,567.5); `bn-BD` by lakhs in Bangla digits (১২,৩৪,৫৬৭.৫). `decimals` fixes the
 * fraction digits; without it, up to three and no trailing zeros, as Intl does.
 */
export function formatLocalNumber(value: number, locale: LocalLocale, decimals?: number): string {
  const digits = decimals === undefined ? String(Number(Math.abs(value).toFixed(3))) : Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = digits.split('.');
  const grouped = whole.replace(locale === 'bn-BD' ? LAKH_GROUPS : THOUSANDS, ',');
  const written = fraction ? `${grouped}.${fraction}` : grouped;
  const sign = value < 0 && Number(digits) !== 0 ? '-' : '';
  return sign + inLocalDigits(written, locale);
}

/**
 * Bangladesh's clock, UTC+6 all year (no daylight saving since 2009). Every day and time the
 * product shows is Bangladesh's, whatever zone the device is set to: a cash meetup held until
 * 18:00 is 18:00 where the buyer and the seller meet, and a day ends at midnight in Dhaka.
 */
const BANGLADESH_OFFSET_MS = 6 * 3600 * 1000;

/** The instant moved by Bangladesh's offset, to be read with the getUTC* methods. */
const inBangladesh = (value: Date) => new Date(value.getTime() + BANGLADESH_OFFSET_MS);

/** A year as the locale writes it, ungrouped: 2026, ২০২৬. */
export const formatLocalYear = (value: Date, locale: LocalLocale) =>
  inLocalDigits(String(inBangladesh(value).getUTCFullYear()), locale);

// Intl's medium month names (CLDR): en-GB's for English, bn's for Bangla.
const MONTHS: Record<LocalLocale, readonly string[]> = {
  'en-BD': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'bn-BD': ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'],
};

/**
 * A day as Intl's medium date writes it, in Bangladesh, without Intl: the first
 * Intl date formatter of a page loads ICU's calendar data on the main thread, tens of
 * milliseconds on a phone. Day before month, as Bangladesh writes dates: '1 Nov 2026' (en-GB's
 * order, not en-BD's 'Nov 1, 2026'), '১ নভে, ২০২৬'.
 */
export function formatLocalDate(value: Date, locale: LocalLocale): string {
  const local = inBangladesh(value);
  const day = inLocalDigits(String(local.getUTCDate()), locale);
  const month = MONTHS[locale][local.getUTCMonth()];
  const year = formatLocalYear(value, locale);
  return locale === 'bn-BD' ? `${day} ${month}, ${year}` : `${day} ${month} ${year}`;
}

/** A month as a seller's start on the marketplace is given: 'Nov 2026', 'নভে ২০২৬'. */
export function formatLocalMonth(value: Date, locale: LocalLocale): string {
  const local = inBangladesh(value);
  return `${MONTHS[locale][local.getUTCMonth()]} ${formatLocalYear(value, locale)}`;
}

/**
 * The Bangla word for the time of day, written before a 12-hour time as Bangladeshi sites and
 * phones do ('রাত ১১:৪২'), where Intl writes a Latin AM or PM: ভোর from 4, সকাল from 6, দুপুর
 * from 12, বিকেল from 15, সন্ধ্যা from 18 and রাত from 20 until 4.
 */
function banglaDayPeriod(hours: number): string {
  if (hours < 4 || hours >= 20) return 'রাত';
  if (hours < 6) return 'ভোর';
  if (hours < 12) return 'সকাল';
  if (hours < 15) return 'দুপুর';
  if (hours < 18) return 'বিকেল';
  return 'সন্ধ্যা';
}

/**
 * A day and time in Bangladesh: as Intl's medium date with a short time writes it in English, 24 hours
 * ('1 Nov 2026, 14:05'); in Bangla, 12 hours after the time of day in words
 * ('১ নভে, ২০২৬, দুপুর ২:০৫').
 */
export function formatLocalDateTime(value: Date, locale: LocalLocale): string {
  const local = inBangladesh(value);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const time =
    locale === 'bn-BD'
      ? `${banglaDayPeriod(hours)} ${inLocalDigits(`${hours % 12 || 12}:${minutes}`, locale)}`
      : `${String(hours).padStart(2, '0')}:${minutes}`;
  return `${formatLocalDate(value, locale)}, ${time}`;
}

/** Dollars as the spec's payment page writes them, always with cents: $1,234.50. */
export function formatDollars(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${formatLocalNumber(Math.abs(amount), 'en-BD', 2)}`;
}

const CURRENCY_SIGNS: Record<Currency, string> = { BDT: '৳', USD: '$' };

/**
 * A price in whole units of its currency (the API's `originalPrice`, `resalePrice`,
 * `productPrice`), for the reader's locale: `bn-BD` writes Bangla digits (৫২,০০০৳), `en-BD`
 * Latin ones (৳52,000). Whole amounts without decimals (taka prices are whole), others with two.
 * Dollars in English keep the original product's `$1,234.50` exactly.
 */
export function formatMoney(amount: number, currency: Currency, locale: LocalLocale | 'en-US' = 'en-BD'): string {
  if (currency === 'USD' && locale.startsWith('en')) return formatDollars(amount);
  const local = locale === 'bn-BD' ? 'bn-BD' : 'en-BD';
  const number = formatLocalNumber(Math.abs(amount), local, Number.isInteger(amount) ? 0 : 2);
  const sign = amount < 0 ? '-' : '';
  return local === 'bn-BD' ? `${sign}${number}${CURRENCY_SIGNS[currency]}` : `${sign}${CURRENCY_SIGNS[currency]}${number}`;
}

/** '1 Year', '3 Years' (the spec: plural when greater than one). */
export function yearsLabel(years: number): string {
  return `${years} ${years > 1 ? 'Years' : 'Year'}`;
}
