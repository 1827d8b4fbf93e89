import type { Currency } from '@sellphones/contracts';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Prices are dollars, shown the way the spec's payment page writes them: $1,234.50. Written out
 * rather than with Intl.NumberFormat: one fixed locale and currency need no locale data, and the
 * first currency formatter of a page loads it on the main thread while the first prices show.
 */
export function formatDollars(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}$${whole.replace(THOUSANDS, ',')}.${cents}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price in whole units of its currency (the API's `originalPrice`, `resalePrice`,
 * `productPrice`), for the reader's locale: `bn-BD` writes Bangla digits (৫২,০০০৳), `en-BD`
 * Latin ones (৳52,000). Whole amounts without decimals (taka prices are whole), others with two.
 * Dollars in English keep the original product's `$1,234.50` exactly. One formatter per locale,
 * currency and precision, made on first use and kept: making one loads the locale's data.
 */
export function formatMoney(amount: number, currency: Currency, locale = 'en-BD'): string {
  if (currency === 'USD' && locale.startsWith('en')) return formatDollars(amount);
  const decimals = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale} ${currency} ${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** '1 Year', '3 Years' (the spec: plural when greater than one). */
export function yearsLabel(years: number): string {
  return `${years} ${years > 1 ? 'Years' : 'Year'}`;
}
