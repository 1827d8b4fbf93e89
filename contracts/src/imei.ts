import { endsWithLuhnCheckDigit, luhnCheckDigit } from './luhn.ts';
import { westernDigits } from './typed-digits.ts';

/**
 * A handset's IMEI: 15 digits whose last is a Luhn check digit (3GPP TS 23.003). The add-product
 * form and the API check it with the same function, so both refuse exactly the same typos.
 */
export const IMEI_DIGITS = 15;
export const IMEI_PATTERN = '^[0-9]{15}$';
/** How many digits of an IMEI the public sees: enough to tell phones apart, too few to clone one. */
export const IMEI_SHOWN_DIGITS = 4;

/** The Luhn check digit of the first 14 digits of an IMEI. */
export const imeiCheckDigit: (first14: string) => number = luhnCheckDigit;

/** True for 15 digits with a correct check digit; spaces and dashes are not accepted here. */
export function isValidImei(value: string): boolean {
  return new RegExp(IMEI_PATTERN).test(value) && endsWithLuhnCheckDigit(value);
}

/**
 * What people type (`35 209900 176148 1`, dashes, a `*#06#` screenshot's spacing, Bangla digits)
 * as plain ASCII digits.
 */
export function normalizeImei(typed: string): string {
  return westernDigits(typed).replace(/[\s-]/g, '');
}

/** The last digits the public may see. */
export function imeiLastDigits(imei: string): string {
  return imei.slice(-IMEI_SHOWN_DIGITS);
}

/** The texts the form and the API use for a bad IMEI, so the form and a refused request say the same. */
export const IMEI_MESSAGES = {
  required: 'Enter the phone\'s IMEI (dial *#06# on the phone to see it)',
  invalid: 'This is not a valid IMEI: it has 15 digits and the last one is a check digit. Dial *#06# on the phone and copy it exactly.',
  alreadyListed:
    'A phone with this IMEI is already listed. If it is your phone, it may have been stolen or cloned: our team has been told.',
  listedByYou: 'You have already listed this phone: it is in My Products.',
} as const;
