// Made on first use: building a currency formatter costs tens of milliseconds on a slow phone,
// which every page importing this module paid while loading, prices shown or not.
let dollars: Intl.NumberFormat | null = null;

/** Prices are dollars, shown the way the spec's payment page writes them: $ 120.00 */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(amount);
}

/** '1 Year', '3 Years' (the spec: plural when greater than one). */
export function yearsLabel(years: number): string {
  return `${years} ${years > 1 ? 'Years' : 'Year'}`;
}
