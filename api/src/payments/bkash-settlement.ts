import type { BkashOutcome } from '@sellphones/contracts/schemas';
import type { Database } from '../db/database.ts';
import { findBookingOfBkashPayment, listBkashPaymentsOfBooking } from '../db/bkash-payments.repository.ts';
import type { BkashGateway } from './bkash-gateway.ts';
import { fulfilPayment, PaymentRefusedError } from './fulfilment.ts';

/** What bKash's page said when it sent the buyer back. */
export type BkashCallbackStatus = 'success' | 'failure' | 'cancel';

export interface BkashSettlement {
  bookingId: string;
  outcome: BkashOutcome;
  /** Why, in the words the buyer reads (a refund's reason, a refusal). */
  message?: string;
}

/**
 * Settles one bKash payment from its callback: after "success" the API executes it, and then,
 * whatever the callback said and whether execute answered or not, bKash's status query decides.
 * Completed goes through the card's fulfilment (this booking, its amount, once, refund when the
 * phone is gone). Undefined for a payment id this API never created (a forged callback).
 */
export async function settleBkashCallback(
  db: Database,
  gateway: BkashGateway,
  paymentId: string,
  status: BkashCallbackStatus,
): Promise<BkashSettlement | undefined> {
  const bookingId = await findBookingOfBkashPayment(db, paymentId);
  if (!bookingId) return undefined;
  if (status === 'success') await gateway.execute(paymentId);
  const settled = await settleIfCompleted(db, gateway, bookingId, paymentId);
  if (settled) return settled;
  if (status === 'cancel') return { bookingId, outcome: 'cancelled' };
  if (status === 'failure') return { bookingId, outcome: 'failed' };
  // Approved, but bKash has not completed it (execute refused, or no answer yet).
  return { bookingId, outcome: 'pending' };
}

/**
 * A visit or a retry of the payment: a bKash payment of this booking that bKash completed but
 * the API never recorded (a crash after execute, a lost callback) is recorded now.
 */
export async function recoverBkashPayments(db: Database, gateway: BkashGateway, bookingId: string): Promise<BkashSettlement | undefined> {
  for (const paymentId of await listBkashPaymentsOfBooking(db, bookingId)) {
    const settled = await settleIfCompleted(db, gateway, bookingId, paymentId);
    if (settled) return settled;
  }
  return undefined;
}

async function settleIfCompleted(db: Database, gateway: BkashGateway, bookingId: string, paymentId: string): Promise<BkashSettlement | undefined> {
  const payment = await gateway.retrieveIntent(paymentId);
  if (payment?.status !== 'succeeded') return undefined;
  try {
    await fulfilPayment(db, gateway, { bookingId, intentId: paymentId, intent: payment });
    return { bookingId, outcome: 'paid' };
  } catch (err) {
    if (!(err instanceof PaymentRefusedError)) throw err;
    // 409: the money was given back (phone sold to another, booking paid already...).
    return { bookingId, outcome: err.statusCode === 409 ? 'refunded' : 'failed', message: err.message };
  }
}
