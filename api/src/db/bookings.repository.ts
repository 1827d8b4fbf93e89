import { and, eq, isNull } from 'drizzle-orm';
import { databaseErrorCode, UNIQUE_VIOLATION } from './database-errors.ts';
import type { Database } from './database.ts';
import { bookings, products, type ProductRow } from './schema.ts';

/** What booking needs to know about a phone: who sells it, whether it is sold, its price. */
export type BookableProduct = Pick<ProductRow, 'id' | 'sellerId' | 'status' | 'resalePriceCents'>;

/** A listed (not deleted) phone, or undefined. */
export async function findBookableProduct(db: Database, productId: string): Promise<BookableProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      resalePriceCents: products.resalePriceCents,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return row;
}

export interface NewBookingRow {
  productId: string;
  buyerId: string;
  phone: string;
  meetingLocation: string;
  priceCents: number;
}

/**
 * Inserts an unpaid booking. Returns undefined when the buyer already has an open booking of
 * this phone: the partial unique index decides, so two requests at once cannot both succeed.
 */
export async function insertBooking(db: Database, booking: NewBookingRow): Promise<{ id: string } | undefined> {
  try {
    const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
    return row;
  } catch (err) {
    if (databaseErrorCode(err) === UNIQUE_VIOLATION) return undefined;
    throw err;
  }
}
