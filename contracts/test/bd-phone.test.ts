import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import libraryMobileMetadata from 'libphonenumber-js/metadata.mobile.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { BD_MOBILE_METADATA } from '../src/bd-phone-metadata.ts';
import { bdMobileE164, isBdMobile, localBdMobile } from '../src/index.ts';

describe('Bangladeshi mobile numbers', () => {
  it('accepts 01[3-9] and 8 digits, with or without +880, spaces or dashes, as one E.164 number', () => {
    for (const typed of ['01712345678', '+8801712345678', '8801712345678', '01712-345678', '+880 1712 345678', ' 01712345678 ']) {
      expect(bdMobileE164(typed)).toBe('+8801712345678');
    }
    expect(bdMobileE164('01312345678')).toBe('+8801312345678');
    expect(bdMobileE164('01912345678')).toBe('+8801912345678');
  });

  it('reads a number typed in Bangla digits, as a Bangla keyboard writes it', () => {
    for (const typed of ['০১৭১২৩৪৫৬৭৮', '+৮৮০ ১৭১২-৩৪৫৬৭৮', '০১৭১২-345678']) {
      expect(bdMobileE164(typed), typed).toBe('+8801712345678');
    }
    expect(isBdMobile('০১২১২৩৪৫৬৭৮')).toBe(false);
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

  it("checks numbers with the library's own metadata for Bangladesh", () => {
    // On a difference after an upgrade of libphonenumber-js, copy the library's entry again:
    // version, country_calling_codes['880'] and countries.BD of libphonenumber-js/metadata.mobile.json.
    expect(BD_MOBILE_METADATA).toEqual({
      version: libraryMobileMetadata.version,
      country_calling_codes: { '880': libraryMobileMetadata.country_calling_codes['880'] },
      countries: { BD: libraryMobileMetadata.countries.BD },
      nonGeographic: {},
    });
  });

  it('accepts and refuses exactly the numbers the whole world\'s metadata would', () => {
    const withWorldMetadata = (typed: string) => {
      const number = parsePhoneNumberFromString(typed.trim(), 'BD');
      if (!number || number.country !== 'BD' || !number.isValid() || !/^1[3-9][0-9]{8}$/.test(number.nationalNumber)) return null;
      return number.number;
    };
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
    const typed = fc.oneof(
      digits(6, 14),
      digits(6, 13).map((d) => `+${d}`),
      digits(8, 10).map((d) => `+880${d}`),
      digits(8, 10).map((d) => `01${d}`),
      fc.constantFrom('+14155552671', '+447911123456', '+919812345678', '+8801712345678', '00 880 1712 345678', '+880-2-9876543'),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(typed, (text) => {
        expect(bdMobileE164(text)).toBe(withWorldMetadata(text));
      }),
      { numRuns: 2_000 },
    );
  });
});
