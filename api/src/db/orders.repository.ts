import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { lockPhoneHold } from './cash-reservations.repository.ts';
import { withCategoryNames } from './category-names.ts';
import { preparedPerDatabase } from './prepared-query.ts';
import type { Database, Transaction } from './database.ts';
import { bookings, disputes, products, users, type BookingRow, type ProductRow } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

/** How long a buyer who opened the payment page has the phone to themselves. */
export const HOLD_MINUTES = 15;

/**
 * A booking with what My Orders and the payment page show about its phone. The buyer is the
 * caller or the account an admin looked up: its name and email are already at hand, not joined.
 */
export interface OrderView {
  id: string;
  buyerId: string;
  productId: string;
  productName: string;
  productImageUrl: string;
  categoryName: string;
  sellerName: string;
  priceCents: number;
  phone: string;
  meetingLocation: string;
  status: BookingRow['status'];
  /** The phone's own state, to tell why a booking was cancelled. */
  productStatus: ProductRow['status'];
  productDeletedAt: Date | null;
  createdAt: Date;
  imei: string | null;
  /** After payment (status 'paid'): what the order's stage is computed from (orders/order-stages.ts). */
  handedOverAt: Date | null;
  receivedAt: Date | null;
  disputeOpenedAt: Date | null;
  disputeOutcome: 'refund' | 'close' | null;
  disputeResolvedAt: Date | null;
  cashReservedUntil: Date | null;
}

const orderColumns = {
  id: bookings.id,
  buyerId: bookings.buyerId,
  productId: bookings.productId,
  productName: products.name,
  productImageUrl: products.imageUrl,
  categoryId: products.categoryId,
  sellerName: users.name,
  priceCents: bookings.priceCents,
  phone: bookings.phone,
  meetingLocation: bookings.meetingLocation,
  status: bookings.status,
  productStatus: products.status,
  productDeletedAt: products.deletedAt,
  createdAt: bookings.createdAt,
  imei: products.imei,
  handedOverAt: bookings.handedOverAt,
  receivedAt: bookings.receivedAt,
  disputeOpenedAt: disputes.openedAt,
  disputeOutcome: disputes.outcome,
  disputeResolvedAt: disputes.resolvedAt,
  cashReservedUntil: bookings.cashReservedUntil,
};

/** The payment page's booking: also what its seller changed since it was booked. */
export interface BookingPageView extends OrderView {
  /** The price when booked, once the seller lowered it (null: unchanged). */
  priceWhenBookedCents: number | null;
  detailsChangedAt: Date | null;
  photosChangedAt: Date | null;
}

/** A booking with its phone, the phone's seller and any dispute: what every order read joins. */
function withPhoneAndSeller<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(disputes, eq(disputes.bookingId, bookings.id));
}

const ordersQuery = (db: Database) => withPhoneAndSeller(db.select(orderColumns).from(bookings).$dynamic());

/**
 * My Orders' query, prepared (prepared-query.ts): its joins take PostgreSQL several times
 * longer to plan than to run.
 */
const ordersOfBuyer = preparedPerDatabase((db) =>
  ordersQuery(db)
    .where(eq(bookings.buyerId, sql.placeholder('buyerId')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('orders_of_buyer'),
);

/** One page of a buyer's bookings, newest first (index bookings_buyer_created_idx; the id breaks ties). */
export async function listOrdersOfBuyer(
  db: Database,
  buyerId: string,
  page: { page: number; limit: number },
): Promise<OrderView[]> {
  const rows = await ordersOfBuyer(db).execute({ buyerId, limit: page.limit, offset: (page.page - 1) * page.limit });
  return withCategoryNames(db, rows);
}

export async function findOrder(db: Database, bookingId: string): Promise<BookingPageView | undefined> {
  const columns = {
    ...orderColumns,
    priceWhenBookedCents: bookings.priceWhenBookedCents,
    detailsChangedAt: products.detailsChangedAt,
    photosChangedAt: products.photosChangedAt,
  };
  const rows = await withPhoneAndSeller(db.select(columns).from(bookings).$dynamic()).where(eq(bookings.id, bookingId)).limit(1);
  const [row] = await withCategoryNames(db, rows);
  return row;
}

/** The booking row with its phone's state, for starting a payment. */
export async function findBookingForPayment(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      buyerId: bookings.buyerId,
      productId: bookings.productId,
      priceCents: bookings.priceCents,
      status: bookings.status,
      paymentIntentId: bookings.paymentIntentId,
      productStatus: products.status,
      productDeletedAt: products.deletedAt,
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

/**
 * A payment hold lasts HOLD_MINUTES from when it is granted and is never renewed: starting the
 * payment again within it gives back the same hold (and the same intent), not more time.
 */
export const HOLD_COOLDOWN_MINUTES = 15;

/**
 * One buyer holds at most this many phones at once: two payment pages (say two tabs) work, but
 * one account can no longer keep the catalogue "being bought" for everyone else.
 */
export const MAX_HOLDS_PER_BUYER = 2;

export type HoldResult =
  /** The phone is held for this booking until `expiresAt`; `attempt` numbers the hold (1, 2 ...). */
  | { kind: 'held'; attempt: number; expiresAt: Date }
  | { kind: 'held-by-another' }
  /** Kept for another buyer who pays in cash at the meetup, until then. */
  | { kind: 'reserved-for-cash'; until: Date }
  | { kind: 'unavailable' }
  /** This booking's last hold ran out; other buyers get a turn until `retryAt`. */
  | { kind: 'cooling-down'; retryAt: Date }
  | { kind: 'too-many-holds' };

const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/**
 * How many other phones the buyer holds right now: the held phones (products_held_by_booking_idx,
 * a few at any time) joined to their bookings, never a pass over the whole catalogue.
 */
export function runningHoldsOfBuyer(db: Database | Transaction, buyerId: string, exceptProductId: string, now: Date) {
  return db
    .select({ running: count() })
    .from(products)
    .innerJoin(bookings, eq(bookings.id, products.heldByBookingId))
    .where(and(eq(bookings.buyerId, buyerId), ne(products.id, exceptProductId), gt(products.heldUntil, now)));
}

/**
 * Holds the phone for this booking, in one transaction that first locks the buyer's account row
 * (lockWriterAccount: a deleted buyer holds nothing, and one buyer's holds are counted one at a
 * time), then the phone, then the booking (the order a payment locks them in).
 *
 * - A hold still running for this booking is given back as it is: same deadline, same attempt.
 * - Once it ran out, the booking may hold the phone again only HOLD_COOLDOWN_MINUTES later.
 * - A new hold needs the phone free (no other booking's running hold) and the buyer under
 *   MAX_HOLDS_PER_BUYER running holds; it runs HOLD_MINUTES from now.
 */
export async function holdProductForBooking(
  db: Database,
  buyer: WriterSession,
  productId: string,
  bookingId: string,
): Promise<HoldResult> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, buyer, 'no key update');
    const product = await lockPhoneHold(tx, productId);
    if (!product || product.status !== 'available' || product.deletedAt !== null) return { kind: 'unavailable' };
    const [booking] = await tx
      .select({ holdAttempts: bookings.holdAttempts, holdExpiresAt: bookings.holdExpiresAt, cashReservedUntil: bookings.cashReservedUntil })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) return { kind: 'unavailable' };

    const now = product.now;
    const heldByAnother =
      product.heldByBookingId !== null &&
      product.heldByBookingId !== bookingId &&
      product.heldUntil !== null &&
      product.heldUntil > now;
    const running = booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
    // Kept for this buyer's cash at the meetup: paying otherwise meanwhile leaves the reservation as it is.
    const reservedForCash = booking.cashReservedUntil !== null && booking.cashReservedUntil > now;
    const anotherHolder = (): HoldResult =>
      product.holderCashReservedUntil !== null && product.holderCashReservedUntil > now
        ? { kind: 'reserved-for-cash', until: product.holderCashReservedUntil }
        : { kind: 'held-by-another' };

    if (running) {
      // Taken back if a failed start gave it up meanwhile; the deadline stays the first grant's.
      if (heldByAnother) return anotherHolder();
      if (!reservedForCash) {
        await tx
          .update(products)
          .set({ heldByBookingId: bookingId, heldUntil: booking.holdExpiresAt })
          .where(eq(products.id, productId));
      }
      return { kind: 'held', attempt: booking.holdAttempts, expiresAt: booking.holdExpiresAt! };
    }
    if (booking.holdExpiresAt !== null) {
      const retryAt = minutesAfter(booking.holdExpiresAt, HOLD_COOLDOWN_MINUTES);
      if (retryAt > now) return { kind: 'cooling-down', retryAt };
    }
    if (heldByAnother) return anotherHolder();

    const [holds] = await runningHoldsOfBuyer(tx, buyer.userId, productId, now);
    if ((holds?.running ?? 0) >= MAX_HOLDS_PER_BUYER) return { kind: 'too-many-holds' };

    const expiresAt = minutesAfter(now, HOLD_MINUTES);
    const attempt = booking.holdAttempts + 1;
    if (!reservedForCash) {
      await tx.update(products).set({ heldByBookingId: bookingId, heldUntil: expiresAt }).where(eq(products.id, productId));
    }
    await tx.update(bookings).set({ holdAttempts: attempt, holdExpiresAt: expiresAt }).where(eq(bookings.id, bookingId));
    return { kind: 'held', attempt, expiresAt };
  });
}

/** Gives up a hold this booking has (a failed intent creation should not block other buyers). */
export async function releaseHold(db: Database, productId: string, bookingId: string): Promise<void> {
  await db
    .update(products)
    .set({ heldByBookingId: null, heldUntil: null })
    .where(and(eq(products.id, productId), eq(products.heldByBookingId, bookingId)));
}

/** Stores the booking's intent id (the unique index keeps one booking per intent). */
export async function setBookingIntent(db: Database, bookingId: string, intentId: string): Promise<void> {
  await db.update(bookings).set({ paymentIntentId: intentId }).where(eq(bookings.id, bookingId));
}
