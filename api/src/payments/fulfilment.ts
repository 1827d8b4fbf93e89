import type { Database } from '../db/database.ts';
import { findBookingForPayment } from '../db/orders.repository.ts';
import { recordConfirmedPayment, type RefundReason } from '../db/payments.repository.ts';
import type { PaymentGateway, RetrievedIntent } from './payment-gateway.ts';

export const FULFILMENT_MESSAGES = {
  bookingNotFound: 'This booking was not found.',
  notYours: 'This booking is not yours.',
  intentNotFound: 'This payment was not found.',
  otherBooking: 'This payment is not for this booking.',
  notSucceeded: 'This payment has not been completed.',
  wrongAmount: 'The amount paid does not match this booking.',
} as const;

export const REFUND_MESSAGES: Record<RefundReason, string> = {
  'sold-to-another': 'This phone was sold to another buyer; your payment has been refunded.',
  'booking-already-paid': 'This booking is already paid; your second payment has been refunded.',
  'no-longer-listed': 'This phone is no longer for sale; your payment has been refunded.',
  'account-closed': 'This account has been closed; your payment has been refunded.',
};

/** A refusal with the HTTP status and the short message the caller sees (the error handler passes both on). */
export class PaymentRefusedError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'PaymentRefusedError';
    this.statusCode = statusCode;
  }
}

export interface FulfilmentRequest {
  bookingId: string;
  intentId: string;
  /** Set on POST /payments: only the booking's buyer may confirm it. Unset for a verified webhook. */
  buyerId?: string;
  /** The intent as a verified webhook carried it; otherwise it is fetched from the gateway. */
  intent?: RetrievedIntent;
}

export interface FulfilmentResult {
  paymentId: string;
  intentId: string;
  /** False when this payment had already been recorded (a repeat changes nothing). */
  created: boolean;
}

/**
 * The one way a payment becomes a sale, for POST /payments, the Stripe webhook and bKash's callback alike. The
 * gateway's word is checked (succeeded, this booking, this amount) before anything is written;
 * a confirmed payment that cannot buy the phone any more is refunded through the gateway.
 */
export async function fulfilPayment(
  db: Database,
  gateway: PaymentGateway,
  request: FulfilmentRequest,
): Promise<FulfilmentResult> {
  const booking = await findBookingForPayment(db, request.bookingId);
  if (!booking) throw new PaymentRefusedError(404, FULFILMENT_MESSAGES.bookingNotFound);
  if (request.buyerId !== undefined && booking.buyerId !== request.buyerId) {
    throw new PaymentRefusedError(403, FULFILMENT_MESSAGES.notYours);
  }

  const intent = request.intent ?? (await gateway.retrieveIntent(request.intentId));
  if (!intent || intent.id !== request.intentId) throw new PaymentRefusedError(400, FULFILMENT_MESSAGES.intentNotFound);
  if (intent.metadata.bookingId !== booking.id) throw new PaymentRefusedError(400, FULFILMENT_MESSAGES.otherBooking);
  if (intent.status !== 'succeeded') throw new PaymentRefusedError(402, FULFILMENT_MESSAGES.notSucceeded);
  if (intent.amountCents !== booking.priceCents || intent.currency !== gateway.currency) {
    throw new PaymentRefusedError(400, FULFILMENT_MESSAGES.wrongAmount);
  }

  const outcome = await recordConfirmedPayment(db, {
    bookingId: booking.id,
    gateway: gateway.name,
    intentId: intent.id,
    amountCents: intent.amountCents,
    currency: intent.currency,
    ...(intent.receiptId ? { receiptId: intent.receiptId } : {}),
  });
  if (outcome.kind === 'refund') {
    // The money was taken but the phone cannot be had: give it back before telling the buyer.
    await gateway.refund(intent.id);
    throw new PaymentRefusedError(409, REFUND_MESSAGES[outcome.reason]);
  }
  return { paymentId: outcome.paymentId, intentId: intent.id, created: outcome.created };
}
