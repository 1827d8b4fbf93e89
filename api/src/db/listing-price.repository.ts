import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { bookings, products } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

export type PriceChangeOutcome = 'changed' | 'missing' | 'not-for-sale' | 'being-paid' | 'above-original';

/**
 * Changes the asking price of a seller's unsold phone. Its unpaid bookings come down with it and
 * never go up: a buyer who booked pays the lower of the price booked and the price asked now.
 * Refused while a payment is under way (its amount is already with the gateway, and must match
 * the booking's). The row is locked first, so a payment starting at the same moment waits for it.
 */
export async function changeResalePrice(
  db: Database,
  seller: WriterSession,
  id: string,
  resalePriceCents: number,
): Promise<PriceChangeOutcome> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, seller);
    const [row] = await tx
      .select({
        status: products.status,
        originalPriceCents: products.originalPriceCents,
        beingPaid: sql<boolean>`coalesce(${products.heldUntil} > now(), false)`,
      })
      .from(products)
      .where(and(eq(products.id, id), eq(products.sellerId, seller.userId), isNull(products.deletedAt)))
      .for('update');
    if (!row) return 'missing';
    if (row.status !== 'available') return 'not-for-sale';
    if (row.beingPaid) return 'being-paid';
    if (resalePriceCents > row.originalPriceCents) return 'above-original';
    await tx.update(products).set({ resalePriceCents }).where(eq(products.id, id));
    await tx
      .update(bookings)
      .set({ priceCents: sql`least(${bookings.priceCents}, ${resalePriceCents})` })
      .where(and(eq(bookings.productId, id), eq(bookings.status, 'unpaid')));
    return 'changed';
  });
}
