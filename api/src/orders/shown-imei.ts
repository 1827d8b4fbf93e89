import { imeiLastDigits } from '@sellphones/contracts';
import type { ShownImei } from '@sellphones/contracts/schemas';

/**
 * An IMEI as one caller may see it. IMEIs are personal data: everyone sees the last four digits;
 * the whole number only reaches the seller, a buyer with an open booking of the phone, and admins
 * (the caller decides `whole`). Listings from before IMEIs were asked for have none.
 */
export function showImei(imei: string | null, whole: boolean): { imei?: ShownImei } {
  if (!imei) return {};
  return { imei: whole ? { last4: imeiLastDigits(imei), full: imei } : { last4: imeiLastDigits(imei) } };
}
