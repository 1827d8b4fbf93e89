import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { bookings, categories, products, users, type BookingRow } from './schema.ts';

/** How long a buyer who opened the payment page has the phone to themselves. */
export const HOLD_MINUTES = 15;

/** A booking with what My Orders and the payment page show about its phone and buyer. */
export interface OrderView {
  id: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  productId: string;
  productName: string;
  productImageUrl: string;
  categoryName: string;
  priceCents: number;
  phone: string;
  meetingLocation: string;
  status: BookingRow['status'];
  createdAt: Date;
}

const orderColumns = {
  id: bookings.id,
  buyerId: bookings.buyerId,
  buyerName: users.name,
  buyerEmail: users.email,
  productId: bookings.productId,
  productName: products.name,
  productImageUrl: products.imageUrl,
  categoryName: categories.name,
  priceCents: bookings.priceCents,
  phone: bookings.phone,
  meetingLocation: bookings.meetingLocation,
  status: bookings.status,
  createdAt: bookings.createdAt,
};

function ordersQuery(db: Database) {
  return db
    .select(orderColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.buyerId))
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** A buyer's bookings, newest first (index bookings_buyer_created_idx). */
export async function listOrdersOfBuyer(db: Database, buyerId: string): Promise<OrderView[]> {
  return ordersQuery(db)
    .where(eq(bookings.buyerId, buyerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

export async function findOrder(db: Database, bookingId: string): Promise<OrderView | undefined> {
  const [row] = await ordersQuery(db).where(eq(bookings.id, bookingId)).limit(1);
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

export type HoldResult = 'held' | 'held-by-another' | 'unavailable';

/**
 * Holds the phone for this booking for HOLD_MINUTES (or renews its own hold). One conditional
 * UPDATE: of two buyers asking at once, only one matches the WHERE clause.
 */
export async function holdProductForBooking(db: Database, productId: string, bookingId: string): Promise<HoldResult> {
  const held = await db
    .update(products)
    .set({
      heldByBookingId: bookingId,
      heldUntil: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'available'),
        isNull(products.deletedAt),
        or(
          isNull(products.heldByBookingId),
          eq(products.heldByBookingId, bookingId),
          isNull(products.heldUntil),
          lt(products.heldUntil, sql`now()`),
        ),
      ),
    )
    .returning({ id: products.id });
  if (held.length > 0) return 'held';
  const [product] = await db
    .select({ status: products.status, deletedAt: products.deletedAt })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return product && product.status === 'available' && product.deletedAt === null ? 'held-by-another' : 'unavailable';
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
