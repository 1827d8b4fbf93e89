import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { preparedPerDatabase } from './prepared-query.ts';
import { bookings, products } from './schema.ts';
import { lockWriterAccount, SessionEndedError, type WriterSession } from './writer-account.repository.ts';

/**
 * A buyer may have at most this many unpaid bookings at once: enough to compare a few phones,
 * too few for one account to book the whole catalogue. A booking stops counting once it is paid
 * or cancelled (the phone sold to someone else, or deleted).
 */
export const MAX_OPEN_BOOKINGS_PER_BUYER = 5;

export interface NewBooking {
  productId: string;
  /** The buyer's mobile number, as stored (+880...). */
  phone: string;
  meetingLocation: string;
}

/** Why a phone was not booked: no such listed phone, sold, the buyer's own, kept for another buyer, already booked, the cap. */
export type BookingRefusal = 'not-found' | 'sold' | 'own' | 'reserved' | 'duplicate' | 'too-many-open';

export type BookingOutcome = { kind: 'booked'; id: string } | { kind: 'refused'; reason: BookingRefusal };

/** book_phone, prepared (prepared-query.ts): every booking calls it. */
const bookPhoneCall = preparedPerDatabase((db) =>
  db
    .select({ outcome: sql<BookingRefusal | 'booked' | 'session-ended'>`outcome`, bookingId: sql<string | null>`booking_id` })
    .from(
      sql`book_phone(${sql.placeholder('buyer')}, ${sql.placeholder('tokenVersion')}, ${sql.placeholder('productId')},
        ${sql.placeholder('phone')}, ${sql.placeholder('meetingLocation')}, ${sql.placeholder('cap')})`,
    )
    .prepare('book_phone'),
);

/**
 * Books a listed phone for the session's buyer at the price it is listed at now, in one call to
 * the database (book_phone, migration 0016): the phone is checked, the buyer's account row
 * locked (a deleted, disabled or signed-out session books nothing: SessionEndedError), and the
 * open bookings counted after that lock, so one buyer's bookings cannot race past the cap.
 */
/**
 * The buyer's unpaid booking of this phone, if any: at most one (bookings_one_open_per_buyer_product),
 * with the end of its cash reservation while that runs.
 */
export async function findUnpaidBookingOf(
  db: Database,
  productId: string,
  buyerId: string,
): Promise<{ id: string; bookedAt: Date; reservedUntil: Date | null } | undefined> {
  const [found] = await db
    .select({
      id: bookings.id,
      bookedAt: bookings.createdAt,
      reservedUntil: sql<Date | null>`case when ${bookings.cashReservedUntil} > now() then ${bookings.cashReservedUntil} end`.mapWith(bookings.cashReservedUntil),
    })
    .from(bookings)
    .where(and(eq(bookings.productId, productId), eq(bookings.buyerId, buyerId), eq(bookings.status, 'unpaid')))
    .limit(1);
  return found;
}

export async function bookPhone(db: Database, buyer: WriterSession, booking: NewBooking): Promise<BookingOutcome> {
  const [row] = await bookPhoneCall(db).execute({
    buyer: buyer.userId,
    tokenVersion: buyer.tokenVersion,
    ...booking,
    cap: MAX_OPEN_BOOKINGS_PER_BUYER,
  });
  if (!row) throw new Error('book_phone gave no outcome');
  if (row.outcome === 'session-ended') throw new SessionEndedError();
  if (row.outcome !== 'booked') return { kind: 'refused', reason: row.outcome };
  if (!row.bookingId) throw new Error('book_phone answered booked without a booking');
  return { kind: 'booked', id: row.bookingId };
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
