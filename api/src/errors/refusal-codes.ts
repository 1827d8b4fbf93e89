import { BD_PHONE_MESSAGES, IMEI_MESSAGES, PLACE_MESSAGES } from '@sellphones/contracts';
import { REPORT_MESSAGES } from '@sellphones/contracts/schemas';
import { STEP_MESSAGES } from '../orders/order-stages.ts';
import { CASH_MESSAGES } from '../payments/cash-messages.ts';
import { PHOTO_MESSAGES } from '../images/photo-rejected.ts';
import { FULFILMENT_MESSAGES, REFUND_MESSAGES } from '../payments/fulfilment.ts';
import { PAYMENT_MESSAGES } from '../payments/payment-start.ts';
import { ACCOUNT_CLOSING_MESSAGES } from '../routes/account-closing.ts';
import { BKASH_MESSAGES } from '../routes/bkash-payments.ts';
import { BOOKING_MESSAGES } from '../routes/bookings.ts';
import { MODERATION_MESSAGES } from '../routes/moderation.ts';
import { ORDER_STEP_MESSAGES } from '../routes/order-handover.ts';
import { ORDER_MESSAGES } from '../routes/orders.ts';
import { LISTING_MESSAGES } from '../routes/seller-products.ts';

/**
 * The refusals a screen shows in the reader's language, by group: each message's stable code is
 * its group and its name in it (`BOOKING_MESSAGES.duplicate` is `BOOKING_DUPLICATE`), so it stays
 * the same when the English words change. The apps hold the words of each code in both languages
 * (ui's `apiErrors`); a refusal without a code is shown in the API's English words.
 */
function refusalGroups(): Record<string, unknown> {
  return {
    PAYMENT: PAYMENT_MESSAGES,
    BOOKING: BOOKING_MESSAGES,
    BKASH: BKASH_MESSAGES,
    ORDER: ORDER_MESSAGES,
    ORDER_STEP: ORDER_STEP_MESSAGES,
    STEP: STEP_MESSAGES,
    FULFILMENT: FULFILMENT_MESSAGES,
    REFUND: REFUND_MESSAGES,
    MODERATION: MODERATION_MESSAGES,
    REPORT: REPORT_MESSAGES,
    IMEI: IMEI_MESSAGES,
    PLACE: PLACE_MESSAGES,
    PHONE: BD_PHONE_MESSAGES,
    LISTING: LISTING_MESSAGES,
    CASH: CASH_MESSAGES,
    PHOTO: PHOTO_MESSAGES,
    ACCOUNT_CLOSING: ACCOUNT_CLOSING_MESSAGES,
  };
}

// 'tooManyOpen' and 'sold-to-another' alike: TOO_MANY_OPEN, SOLD_TO_ANOTHER.
const upperSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toUpperCase();

function collect(prefix: string, node: unknown, into: Map<string, string>): void {
  if (typeof node === 'string') {
    into.set(prefix, node);
    return;
  }
  if (node && typeof node === 'object') {
    for (const [name, child] of Object.entries(node)) collect(`${prefix}_${upperSnake(name)}`, child, into);
  }
}

let byCode: Map<string, string> | undefined;
let byMessage: Map<string, string> | undefined;

/** Every code and its English words. Built on first use: the groups' modules load after this one. */
export function refusalCodes(): ReadonlyMap<string, string> {
  if (!byCode) {
    byCode = new Map();
    for (const [group, messages] of Object.entries(refusalGroups())) collect(group, messages, byCode);
  }
  return byCode;
}

/** The stable code of a refusal's words; the first group's when two groups say the same. */
export function refusalCodeOf(message: string): string | undefined {
  if (!byMessage) {
    byMessage = new Map();
    for (const [code, words] of refusalCodes()) if (!byMessage.has(words)) byMessage.set(words, code);
  }
  return byMessage.get(message);
}
