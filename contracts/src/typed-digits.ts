/**
 * Digits as people in Bangladesh type them: a Bangla keyboard writes ০-৯, and a number typed so
 * is the same number. The forms check and parse what is typed through these, and send the API
 * ASCII digits (its schemas take no others).
 */
const BANGLA_ZERO = 0x09e6;
const BANGLA_DIGIT = /[\u09e6-\u09ef]/g;

/** The text with each Bangla digit as the ASCII digit of the same value; the rest as it was. */
export function westernDigits(typed: string): string {
  return typed.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/** A comma between two digits: grouping, as in 25,000 or 1,25,000 (lakhs). */
const GROUPING_COMMA = /(\d),(?=\d)/g;

/**
 * A typed amount (a price, a number of years) as a number: Bangla or ASCII digits, grouping commas
 * and surrounding spaces ignored. NaN for an empty box or anything else that is not a plain
 * decimal number.
 */
export function typedNumber(typed: string): number {
  const text = westernDigits(typed).trim().replace(GROUPING_COMMA, '$1');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
