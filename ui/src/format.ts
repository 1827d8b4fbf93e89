const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Prices are dollars, shown the way the spec's payment page writes them: $1,234.50. Written out
 * rather than with Intl.NumberFormat: the first currency formatter of a page loads the locale's
 * data, about 25 ms of a phone's main thread (100 ms with Lighthouse's CPU slowdown) in the middle
 * of showing the first prices, for one fixed locale and currency.
 */
export function formatDollars(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}$${whole.replace(THOUSANDS, ',')}.${cents}`;
}

/** '1 Year', '3 Years' (the spec: plural when greater than one). */
export function yearsLabel(years: number): string {
  return `${years} ${years > 1 ? 'Years' : 'Year'}`;
}
