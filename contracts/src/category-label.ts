import type { Language } from './language.ts';

/**
 * A brand category as the reader's language names it: 'Samsung Phones', 'Samsung ফোন'. The brand
 * keeps the name printed on the phone; the address and the API keep the English category name.
 */
export function categoryLabel(categoryName: string, language: Language): string {
  if (language !== 'bn') return categoryName;
  const brand = /^(.+) Phones$/.exec(categoryName)?.[1];
  return brand ? `${brand} ফোন` : categoryName;
}
