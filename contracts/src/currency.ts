/**
 * The currencies prices can be in: taka (the product's own), or US dollars (the original
 * product's, kept for `CURRENCY=USD`). Both have 100 minor units (poisha, cents): the database's
 * `*_cents` columns hold the smallest unit of the configured currency, the API speaks whole units.
 */
export const CURRENCIES = ['BDT', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/**
 * Dollars until every screen writes prices through formatMoney with the configured currency:
 * charging taka while a screen still shows `$` would mislead buyers. Then this becomes 'BDT'.
 */
export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(value: string | undefined): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '');
}
