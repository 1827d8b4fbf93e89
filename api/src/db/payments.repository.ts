import { and, eq, ne, sql } from 'drizzle-orm';
import { CASH_GATEWAY } from './cash-reservations.repository.ts';
import type { Database, Transaction } from './database.ts';
import { bookings, gatewayEvents, payments, products, users } from './schema.ts';

export interface ConfirmedPayment {
  bookingId: string;
  gateway: string;
  intentId: string;
  amountCents: number;
  currency: string;
  /** Paid in cash at the meetup: the phone changed hands with the money, so the order is handed over too. */
  handedOver?: boolean;
  /** The number on the buyer's own record of it, where the gateway has one apart from intentId (bKash's TrxID). */
  receiptId?: string;
}

/** Why a confirmed payment cannot buy the phone: the money must go back. */
export type RefundReason = 'sold-to-another' | 'booking-already-paid' | 'no-longer-listed' | 'account-closed';

export type PaymentOutcome =
  | { kind: 'recorded'; paymentId: string; created: boolean }
  | { kind: 'refund'; reason: RefundReason };

/**
 * Records a payment the gateway has confirmed, in one transaction: the payment row, the booking
 * paid, the phone sold, the phone's other open bookings cancelled. The phone's row is locked
 * first, so every payment for one phone queues behind the other: it is sold exactly once, and a
 * repeat of the same confirmation finds its own payment row and changes nothing.
 */
export async function recordConfirmedPayment(db: Database, payment: ConfirmedPayment): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ productId: bookings.productId, buyerId: bookings.buyerId })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId))
      .limit(1);
    if (!booking) return { kind: 'refund', reason: 'no-longer-listed' };
    // The buyer's row first (the order every write locks in): an admin's deletion of the buyer
    // either waits for this sale or comes first, and then the money goes back.
    const [buyer] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, booking.buyerId))
      .for('share');

    const [product] = await tx
      .select({ status: products.status, deletedAt: products.deletedAt })
      .from(products)
      .where(eq(products.id, booking.productId))
      .for('update');

    const [sameIntent] = await tx
      .select({ id: payments.id, bookingId: payments.bookingId })
      .from(payments)
      .where(and(eq(payments.gateway, payment.gateway), eq(payments.gatewayPaymentId, payment.intentId)))
      .limit(1);
    if (sameIntent) {
      return sameIntent.bookingId === payment.bookingId
        ? { kind: 'recorded', paymentId: sameIntent.id, created: false }
        : { kind: 'refund', reason: 'booking-already-paid' };
    }

    const [current] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId))
      .for('update');
    const [bookingPaid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.bookingId, payment.bookingId))
      .limit(1);
    if (bookingPaid || current?.status === 'paid') return { kind: 'refund', reason: 'booking-already-paid' };
    if (!buyer || buyer.disabledAt !== null) return { kind: 'refund', reason: 'account-closed' };
    // Hidden by an admin: its bookings were cancelled with it, and it is not for sale.
    if (product?.status === 'hidden') return { kind: 'refund', reason: 'no-longer-listed' };
    if (!product || product.status === 'sold' || current?.status === 'cancelled') {
      return { kind: 'refund', reason: 'sold-to-another' };
    }
    if (product.deletedAt !== null) return { kind: 'refund', reason: 'no-longer-listed' };

    const [inserted] = await tx
      .insert(payments)
      .values({
        bookingId: payment.bookingId,
        gateway: payment.gateway,
        gatewayPaymentId: payment.intentId,
        receiptId: payment.receiptId ?? null,
        amountCents: payment.amountCents,
        currency: payment.currency,
      })
      .returning({ id: payments.id });
    if (!inserted) throw new Error('insert into payments returned no row');

    await tx
      .update(bookings)
      .set({ status: 'paid', ...(payment.handedOver ? { handedOverAt: sql`now()` } : {}) })
      .where(eq(bookings.id, payment.bookingId));
    // Sold leaves the category page and the home page's Advertise Section (both list available only).
    await tx
      .update(products)
      .set({ status: 'sold', heldByBookingId: null, heldUntil: null })
      .where(eq(products.id, booking.productId));
    await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(bookings.productId, booking.productId),
          eq(bookings.status, 'unpaid'),
          ne(bookings.id, payment.bookingId),
        ),
      );
    return { kind: 'recorded', paymentId: inserted.id, created: true };
  });
}

export async function findPaymentOfBooking(db: Database, bookingId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId)).limit(1);
  return row;
}

/**
 * True the first time an event id is recorded; false for a replay (the primary key refuses it).
 * Called inside the transaction that handles the event: a delivery of the same event at the same
 * moment waits on this row until that transaction ends.
 */
export async function recordGatewayEvent(db: Database | Transaction, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(gatewayEvents)
    .values({ id: eventId, type })
    .onConflictDoNothing({ target: gatewayEvents.id })
    .returning({ id: gatewayEvents.id });
  return rows.length > 0;
}

/**
 * A paid booking's transaction id as the buyer's own records show it: bKash's TrxID, the card
 * payment's id; none for cash at the meetup (no gateway was paid).
 */
export async function findTransactionIdOf(db: Database, bookingId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ gateway: payments.gateway, gatewayPaymentId: payments.gatewayPaymentId, receiptId: payments.receiptId })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .limit(1);
  if (!row || row.gateway === CASH_GATEWAY) return undefined;
  return row.receiptId ?? row.gatewayPaymentId;
}
