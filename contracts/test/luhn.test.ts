import { describe, expect, it } from 'vitest';
import { endsWithLuhnCheckDigit, luhnCheckDigit } from '../src/index.ts';

describe('the Luhn check digit', () => {
  it('accepts card numbers of every length people carry, and the standard example', () => {
    expect(endsWithLuhnCheckDigit('4242424242424242')).toBe(true);
    expect(endsWithLuhnCheckDigit('4000000000009995')).toBe(true);
    expect(endsWithLuhnCheckDigit('378282246310005')).toBe(true);
    expect(endsWithLuhnCheckDigit('79927398713')).toBe(true);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it('refuses a one-digit typo, two swapped digits and anything but digits', () => {
    expect(endsWithLuhnCheckDigit('4242424242424241')).toBe(false);
    expect(endsWithLuhnCheckDigit('4242424242424224')).toBe(false);
    expect(endsWithLuhnCheckDigit('4242 4242 4242 4242')).toBe(false);
    expect(endsWithLuhnCheckDigit('')).toBe(false);
  });
});
