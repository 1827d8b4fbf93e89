import { imeiCheckDigit } from '@sellphones/contracts';

let made = 0;

/** A made-up IMEI with a valid check digit, different on every call (every listing needs its own). */
export function madeUpImei(): string {
  made += 1;
  const first14 = `35${String(Date.now() * 100 + (made % 100)).slice(-12)}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}
