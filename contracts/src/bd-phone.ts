import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { BD_MOBILE_METADATA } from './bd-phone-metadata.ts';
import { westernDigits } from './typed-digits.ts';

/**
 * Bangladeshi mobile numbers (01[3-9] and 8 more digits; +880 or 880 in front accepted; spaces and
 * dashes ignored; Bangla digits read as digits). The forms and the API check with the same
 * functions, so both refuse the same numbers. libphonenumber's mobile metadata for Bangladesh
 * knows which prefixes are mobile operators (013-019).
 */
export const BD_COUNTRY = 'BD';
/** The national number of a mobile line in use: operators 013-019 (011, Citycell, is closed). */
const MOBILE_NATIONAL_NUMBER = /^1[3-9][0-9]{8}$/;

function parseBdMobile(typed: string) {
  const number = parsePhoneNumberFromString(westernDigits(typed).trim(), BD_COUNTRY, BD_MOBILE_METADATA);
  if (!number || number.country !== BD_COUNTRY || !number.isValid()) return undefined;
  return MOBILE_NATIONAL_NUMBER.test(number.nationalNumber) ? number : undefined;
}

/** The E.164 form (+8801XXXXXXXXX) of a Bangladeshi mobile number, or null when it is not one. */
export function bdMobileE164(typed: string): string | null {
  return parseBdMobile(typed)?.number ?? null;
}

export function isBdMobile(typed: string): boolean {
  return bdMobileE164(typed) !== null;
}

/** A mobile number as stored: +880 and the national number of an operator in use. */
const STORED_MOBILE = /^\+880(1[3-9][0-9]{8})$/;

/**
 * How people in Bangladesh write a mobile number: 01XXXXXXXXX. A stored value that is not a
 * Bangladeshi mobile number (a row from before the rule) is shown as it was stored.
 */
export function localBdMobile(stored: string): string {
  // What the API stores (bdMobileE164) is read without the parser: every card of every listing shows one.
  const e164 = STORED_MOBILE.exec(stored);
  if (e164) return `0${e164[1]}`;
  const number = parseBdMobile(stored);
  return number ? `0${number.nationalNumber}` : stored;
}

/** The texts the forms and the API use for a missing or wrong number. */
export const BD_PHONE_MESSAGES = {
  required: 'Enter your phone number',
  invalid: 'Please enter a Bangladeshi mobile number: 01 and 9 more digits, e.g. 01712345678 (+880 is fine too)',
} as const;
