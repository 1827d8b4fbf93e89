import { and, eq, isNull, sql } from 'drizzle-orm';
import { databaseErrorCode, UNIQUE_VIOLATION } from './database-errors.ts';
import type { Database } from './database.ts';
import { bookings, products, type ProductRow } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

/** What booking needs to know about a phone: who sells it, whether it is sold, its price. */
export type BookableProduct = Pick<ProductRow, 'id' | 'sellerId' | 'status' | 'resalePriceCents'> & {
  /** The buyer the phone is kept for right now, to pay in cash at the meetup (else null). */
  reservedForBuyerId: string | null;
};

/** A listed (not deleted) phone, or undefined. */
export async function findBookableProduct(db: Database, productId: string): Promise<BookableProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      resalePriceCents: products.resalePriceCents,
      reservedForBuyerId: sql<string | null>`(select b.buyer_id from bookings b where b.id = ${products.heldByBookingId} and b.cash_reserved_until > now())`,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return row;
}

/**
 * A buyer may have at most this many unpaid bookings at once: enough to compare a few phones,
 * too few for one account to book the whole catalogue. A booking stops counting once it is paid
 * or cancelled (the phone sold to someone else, or deleted).
 */
export const MAX_OPEN_BOOKINGS_PER_BUYER = 5;

export interface NewBookingRow {
  productId: string;
  phone: string;
  meetingLocation: string;
  priceCents: number;
}

export type BookingOutcome = { kind: 'booked'; id: string } | { kind: 'duplicate' } | { kind: 'too-many-open' };

/**
 * Inserts an unpaid booking for the session's buyer, in one transaction that first locks the
 * buyer's account row (lockWriterAccount: a deleted buyer books nothing, and one buyer's bookings
 * are made one at a time, so the cap cannot be raced). The partial unique index refuses a second
 * open booking of the same phone.
 */
export async function insertBooking(db: Database, buyer: WriterSession, booking: NewBookingRow): Promise<BookingOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await lockWriterAccount(tx, buyer, 'no key update');
      // Counted in the insert's own statement, after the lock: it sees every booking this buyer's
      // earlier writes committed, and the insert is one round trip to the database, not two.
      const inserted = (await tx.execute(sql`
        insert into ${bookings} (product_id, buyer_id, phone, meeting_location, price_cents)
        select ${booking.productId}, ${buyer.userId}, ${booking.phone}, ${booking.meetingLocation}, ${booking.priceCents}
        where (select count(*) from ${bookings} where buyer_id = ${buyer.userId} and status = 'unpaid') < ${MAX_OPEN_BOOKINGS_PER_BUYER}
        returning id`)) as unknown as { rows: Array<{ id: string }> };
      const [row] = inserted.rows;
      if (row) return { kind: 'booked', id: row.id };
      const [same] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.buyerId, buyer.userId), eq(bookings.productId, booking.productId), eq(bookings.status, 'unpaid')))
        .limit(1);
      return same ? { kind: 'duplicate' } : { kind: 'too-many-open' };
    });
  } catch (err) {
    if (databaseErrorCode(err) === UNIQUE_VIOLATION) return { kind: 'duplicate' };
    throw err;
  }
}

export type CancellationOutcome = 'cancelled' | 'already-cancelled' | 'paid' | 'missing';

/**
 * The buyer withdraws one of their own unpaid bookings, so it stops counting against
 * MAX_OPEN_BOOKINGS_PER_BUYER and any payment hold it has on the phone ends at once. One
 * transaction, locking in the order every write does: the buyer's account (a closed session
 * cancels nothing), the phone, then the booking, so a payment being recorded for this booking
 * either commits first (then it is paid) or finds it cancelled and refunds. Someone else's
 * booking is 'missing', as if it did not exist.
 */
export async function cancelUnpaidBooking(db: Database, buyer: WriterSession, bookingId: string): Promise<CancellationOutcome> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, buyer);
    const [found] = await tx
      .select({ productId: bookings.productId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.buyerId, buyer.userId)))
      .limit(1);
    if (!found) return 'missing';
    await tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId)).for('update');
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) return 'missing';
    if (booking.status === 'paid') return 'paid';
    if (booking.status === 'cancelled') return 'already-cancelled';
    // A cash reservation given up ends now, and counts as one that lapsed.
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cashReservedUntil: sql`case when ${bookings.cashReservedUntil} > now() then now() else ${bookings.cashReservedUntil} end`,
      })
      .where(eq(bookings.id, bookingId));
    await tx
      .update(products)
      .set({ heldByBookingId: null, heldUntil: null })
      .where(and(eq(products.id, found.productId), eq(products.heldByBookingId, bookingId)));
    return 'cancelled';
  });
}
