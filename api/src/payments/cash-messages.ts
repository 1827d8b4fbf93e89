import { CASH_AT_MEETUP } from '@sellphones/contracts';

/** What a buyer or seller is told about cash at the meetup; each has its words in both languages (refusal-codes.ts). */
export const CASH_MESSAGES = {
  reservedForAnother: `This phone is kept for another buyer who pays in cash at the meetup. If they do not buy it within ${CASH_AT_MEETUP.reservationHours} hours, it is for sale again.`,
  lapsed: `Your ${CASH_AT_MEETUP.reservationHours} hours to buy this phone in cash ran out. Pay by card or bKash instead, or choose another phone.`,
  barred: `You let ${CASH_AT_MEETUP.lapsesAllowed} cash reservations run out in ${CASH_AT_MEETUP.lapseWindowDays} days, so you cannot reserve for cash for ${CASH_AT_MEETUP.barDays} days. You can still pay by card or bKash.`,
  notReserved: 'This phone is not reserved for cash for this buyer: their reservation ran out or was never made.',
  notYourPhone: 'This booking was not found among your phones.',
  cancelled: 'This booking was cancelled.',
  cannotSell: 'This phone can no longer be sold to this buyer: it was sold to another, removed, or their account was closed.',
} as const;
