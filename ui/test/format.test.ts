import { describe, expect, it } from 'vitest';
import { formatDollars, yearsLabel } from '../src/format.ts';

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
});
