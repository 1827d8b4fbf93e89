import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { refusalCodeOf, refusalCodes } from '../../src/errors/refusal-codes.ts';

const uiTexts = (language: 'en' | 'bn') =>
  JSON.parse(
    fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../../ui/src/locales/${language}.json`), 'utf8'),
  ) as { apiErrors: Record<string, string> };

describe('refusal codes', () => {
  it('gives every refusal the apps translate a code, with its words in English and Bangla', () => {
    const english = uiTexts('en').apiErrors;
    const bangla = uiTexts('bn').apiErrors;
    expect(refusalCodes().size).toBeGreaterThan(40);
    for (const [code, message] of refusalCodes()) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      // The English words are the API's own, so the screen says the same in English either way.
      expect(english[code], code).toBe(message);
      expect(bangla[code], code).toMatch(/[\u0980-\u09FF]/);
    }
    expect(Object.keys(english).sort()).toEqual([...refusalCodes().keys()].sort());
  });

  it('names a refusal by its code and leaves other words without one', () => {
    expect(refusalCodeOf('You cannot book your own phone.')).toBe('BOOKING_OWN');
    expect(refusalCodeOf('Something no group says.')).toBeUndefined();
  });
});
