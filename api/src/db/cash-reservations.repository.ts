import { CASH_AT_MEETUP, cashBarredUntil, cashReservedUntil } from '@sellphones/contracts';
import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';
import { bookings, products, users } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

/** The payments row of a cash sale names this gateway; nothing is charged or refunded through one. */
export const CASH_GATEWAY = 'cash';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CashReservationOutcome =
  | { kind: 'reserved'; until: Date }
  | { kind: 'missing' | 'paid' | 'cancelled' | 'unavailable' | 'held-by-another' | 'lapsed' }
  | { kind: 'barred'; until: Date };

/** The end of the cash reservation that holds a phone, if its hold is one (else null). */
const holdingCashReservation = sql<Date | null>`(select b.cash_reserved_until from bookings b where b.id = ${products.heldByBookingId})`;

/**
 * Locks a phone's row for a change to who holds it (a payment hold or a cash reservation), and
 * reads its state, its hold, and the database's clock.
 */
export async function lockPhoneHold(tx: Transaction, productId: string) {
  const [product] = await tx
    .select({
      status: products.status,
      deletedAt: products.deletedAt,
      heldByBookingId: products.heldByBookingId,
      heldUntil: products.heldUntil,
      holderCashReservedUntil: holdingCashReservation.mapWith(products.heldUntil),
      now: sql<Date>`now()`.mapWith(products.heldUntil),
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return product;
}

/**
 * Keeps the phone for the booking's buyer, who pays in cash at the meetup: the phone's hold and
 * the booking's reservation end together, CASH_AT_MEETUP.reservationHours from now. Asking again
 * while it runs answers the same reservation; a booking whose reservation lapsed cannot reserve
 * again (its lapse stays counted). Refused while another buyer holds the phone, and for a buyer
 * barred by their recent lapses. Locks as every write does: the buyer's account, the phone, then
 * the booking, so two buyers racing for one phone get one reservation.
 */
export async function reserveForCash(db: Database, buyer: WriterSession, bookingId: string): Promise<CashReservationOutcome> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, buyer, 'no key update');
    const [found] = await tx
      .select({ productId: bookings.productId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.buyerId, buyer.userId)))
      .limit(1);
    if (!found) return { kind: 'missing' };
    const product = await lockPhoneHold(tx, found.productId);
    const [booking] = await tx
      .select({ status: bookings.status, cashReservedUntil: bookings.cashReservedUntil })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) return { kind: 'missing' };
    if (booking.status === 'paid') return { kind: 'paid' };
    if (booking.status === 'cancelled') return { kind: 'cancelled' };
    if (!product || product.status !== 'available' || product.deletedAt !== null) return { kind: 'unavailable' };

    const now = product.now;
    if (booking.cashReservedUntil) {
      return booking.cashReservedUntil > now ? { kind: 'reserved', until: booking.cashReservedUntil } : { kind: 'lapsed' };
    }
    const heldByAnother =
      product.heldByBookingId !== null && product.heldByBookingId !== bookingId && product.heldUntil !== null && product.heldUntil > now;
    if (heldByAnother) return { kind: 'held-by-another' };

    const lapses = await tx
      .select({ at: bookings.cashReservedUntil })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(
        and(
          eq(bookings.buyerId, buyer.userId),
          lte(bookings.cashReservedUntil, now),
          gt(bookings.cashReservedUntil, new Date(now.getTime() - CASH_AT_MEETUP.lapseWindowDays * DAY_MS)),
          ne(bookings.status, 'paid'),
          // A phone its seller deleted or our team hid is nobody's lapse.
          isNull(products.deletedAt),
          ne(products.status, 'hidden'),
        ),
      );
    const barredUntil = cashBarredUntil(lapses.flatMap((row) => (row.at ? [row.at] : [])), now);
    if (barredUntil) return { kind: 'barred', until: barredUntil };

    const until = cashReservedUntil(now);
    await tx.update(products).set({ heldByBookingId: bookingId, heldUntil: until }).where(eq(products.id, found.productId));
    await tx.update(bookings).set({ cashReservedUntil: until }).where(eq(bookings.id, bookingId));
    return { kind: 'reserved', until };
  });
}

/** What the seller's "handed over, paid in cash" needs to know of a booking. */
export async function findCashSale(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      sellerId: products.sellerId,
      priceCents: bookings.priceCents,
      status: bookings.status,
      cashReservedUntil: bookings.cashReservedUntil,
      now: sql<Date>`now()`.mapWith(bookings.cashReservedUntil),
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

/** A seller's phones kept for a cash buyer right now, the soonest to run out first. */
export async function listReservationsOfSeller(db: Database, sellerId: string) {
  return db
    .select({
      id: bookings.id,
      productId: products.id,
      productName: products.name,
      productImageUrl: products.imageUrl,
      priceCents: bookings.priceCents,
      buyerName: users.name,
      buyerPhone: bookings.phone,
      meetingLocation: bookings.meetingLocation,
      reservedUntil: bookings.cashReservedUntil,
    })
    .from(products)
    .innerJoin(bookings, eq(bookings.id, products.heldByBookingId))
    .innerJoin(users, eq(users.id, bookings.buyerId))
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.status, 'available'),
        isNull(products.deletedAt),
        eq(bookings.status, 'unpaid'),
        gt(bookings.cashReservedUntil, sql`now()`),
      ),
    )
    .orderBy(asc(bookings.cashReservedUntil))
    .limit(100);
}
