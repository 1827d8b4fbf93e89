const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are dollars, shown the way the spec's payment page writes them: $ 120.00 */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** '1 Year', '3 Years' (the spec: plural when greater than one). */
export function yearsLabel(years: number): string {
  return `${years} ${years > 1 ? 'Years' : 'Year'}`;
}
