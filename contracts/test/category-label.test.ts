import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../src/schemas/choices-and-limits.ts';
import { categoryLabel } from '../src/index.ts';

describe('a category as the reader reads it', () => {
  it('keeps the brand and says "phones" in Bangla', () => {
    expect(CATEGORY_NAMES.map((name) => categoryLabel(name, 'bn'))).toEqual([
      'Oppo ফোন',
      'Xiaomi ফোন',
      'Realme ফোন',
      'Vivo ফোন',
      'Samsung ফোন',
    ]);
  });

  it('is the category name itself in English', () => {
    for (const name of CATEGORY_NAMES) expect(categoryLabel(name, 'en')).toBe(name);
  });

  it('leaves a name of another shape as it is (a mistyped address shows what was typed)', () => {
    expect(categoryLabel('Phones', 'bn')).toBe('Phones');
    expect(categoryLabel('Nokia', 'bn')).toBe('Nokia');
  });
});
