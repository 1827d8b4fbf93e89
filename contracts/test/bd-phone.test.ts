import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bdMobileE164, isBdMobile, localBdMobile } from '../src/index.ts';

describe('Bangladeshi mobile numbers', () => {
  it('accepts 01[3-9] and 8 digits, with or without +880, spaces or dashes, as one E.164 number', () => {
    for (const typed of ['01712345678', '+8801712345678', '8801712345678', '01712-345678', '+880 1712 345678', ' 01712345678 ']) {
      expect(bdMobileE164(typed)).toBe('+8801712345678');
    }
    expect(bdMobileE164('01312345678')).toBe('+8801312345678');
    expect(bdMobileE164('01912345678')).toBe('+8801912345678');
  });

  it('refuses other operators, landlines, foreign numbers and wrong lengths', () => {
    for (const typed of ['01212345678', '01112345678', '0171234567', '017123456789', '02-9876543', '+14155552671', '+447911123456', 'abcdefghijk', '']) {
      expect(isBdMobile(typed)).toBe(false);
    }
  });

  it('shows a stored number in the local 01XXXXXXXXX form, and an old free-text number unchanged', () => {
    expect(localBdMobile('+8801712345678')).toBe('01712345678');
    expect(localBdMobile('01712-345678')).toBe('01712345678');
    expect(localBdMobile('555 0100 call after 6')).toBe('555 0100 call after 6');
  });

  it('shows every number it stores in the same local form as the typed number', () => {
    const typedMobile = fc
      .tuple(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^[0-9]{8}$/))
      .map(([operator, rest]) => `01${operator}${rest}`);
    fc.assert(
      fc.property(typedMobile, (typed) => {
        const stored = bdMobileE164(typed);
        expect(stored).not.toBeNull();
        expect(localBdMobile(stored!)).toBe(typed);
      }),
    );
  });
});
