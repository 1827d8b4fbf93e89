/**
 * The currencies prices can be in: taka (the product's own), or US dollars (the original
 * product's, kept for `CURRENCY=USD`). Both have 100 minor units (poisha, cents): the database's
 * `*_cents` columns hold the smallest unit of the configured currency, the API speaks whole units.
 */
export const CURRENCIES = ['BDT', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Taka: prices typed, shown and charged in BDT. `CURRENCY=USD` gives the spec's dollars back. */
export const DEFAULT_CURRENCY: Currency = 'BDT';

export function isCurrency(value: string | undefined): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '');
}
