import { describe, expect, it } from 'vitest';
import { typedNumber, westernDigits } from '../src/index.ts';

describe('digits typed on a Bangla keyboard', () => {
  it('reads ০-৯ as 0-9 and leaves every other character as it was', () => {
    expect(westernDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(westernDigits('+৮৮০ ১৭১২-৩৪৫৬৭৮')).toBe('+880 1712-345678');
    expect(westernDigits('Note ১১ Pro')).toBe('Note 11 Pro');
  });

  it('reads a typed amount in either digits, with grouping commas, and nothing that is not a plain number', () => {
    expect(typedNumber('২৫০০০')).toBe(25000);
    expect(typedNumber(' 199.99 ')).toBe(199.99);
    expect(typedNumber('১৯৯.৫০')).toBe(199.5);
    expect(typedNumber('25,000')).toBe(25000);
    expect(typedNumber('১,২৫,০০০')).toBe(125000);
    for (const typed of ['', ' ', '1e5', '-5', '12abc', ',100', '100,', '0x10', '.5', '৳500']) expect(typedNumber(typed), typed).toBeNaN();
  });
});
