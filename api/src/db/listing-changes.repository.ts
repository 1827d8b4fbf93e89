import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';
import { releaseUploads } from './photo-uploads.repository.ts';
import { bookings, products, type ProductRow } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

/** Why a seller's change to a listing was not made. */
export type ListingChangeRefusal = 'missing' | 'not-for-sale' | 'being-paid';
export type PriceChangeOutcome = 'changed' | ListingChangeRefusal | 'above-original';

/** The columns a seller may rewrite on a phone still for sale (contracts' ListingDetails). */
export type ListingDetailsRow = Pick<
  ProductRow,
  'condition' | 'usedYears' | 'phone' | 'division' | 'district' | 'area' | 'location' | 'description'
>;

/**
 * Locks the seller's own phone for a change, or says why it cannot change: it is sold or hidden,
 * or a payment is under way (the buyer pays for the phone as it was when the payment started).
 * The row is locked first, so a payment starting at the same moment waits for the change.
 */
async function lockPhoneForChange(
  tx: Transaction,
  seller: WriterSession,
  id: string,
): Promise<ListingChangeRefusal | { originalPriceCents: number }> {
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
  return { originalPriceCents: row.originalPriceCents };
}

/**
 * Changes the asking price of a seller's unsold phone. Its unpaid bookings come down with it and
 * never go up: a buyer who booked pays the lower of the price booked and the price asked now.
 */
export async function changeResalePrice(
  db: Database,
  seller: WriterSession,
  id: string,
  resalePriceCents: number,
): Promise<PriceChangeOutcome> {
  return db.transaction(async (tx) => {
    const phone = await lockPhoneForChange(tx, seller, id);
    if (typeof phone === 'string') return phone;
    if (resalePriceCents > phone.originalPriceCents) return 'above-original';
    await tx.update(products).set({ resalePriceCents }).where(eq(products.id, id));
    // The price booked is kept at the first drop, for the payment page to say what it was.
    await tx
      .update(bookings)
      .set({ priceWhenBookedCents: sql`coalesce(${bookings.priceWhenBookedCents}, ${bookings.priceCents})`, priceCents: resalePriceCents })
      .where(and(eq(bookings.productId, id), eq(bookings.status, 'unpaid'), gt(bookings.priceCents, resalePriceCents)));
    return 'changed';
  });
}

/** A listing's photos as stored: the cover, then the others in the order its page shows them. */
export type ListingPhotosRow = Pick<ProductRow, 'imageUrl' | 'moreImageUrls'>;

/**
 * Rewrites how a seller's unsold phone is, where it can be seen, or its photos, and notes when:
 * a buyer who booked before is asked to look again before paying. `takenOff`: the seller's
 * uploads the change stops showing, deleted unless another of their listings shows them.
 */
export async function changeListing(
  db: Database,
  seller: WriterSession,
  id: string,
  changes: ListingDetailsRow | ListingPhotosRow,
  takenOff: readonly string[] = [],
): Promise<'changed' | ListingChangeRefusal> {
  return db.transaction(async (tx) => {
    const phone = await lockPhoneForChange(tx, seller, id);
    if (typeof phone === 'string') return phone;
    const changedAt = 'imageUrl' in changes ? { photosChangedAt: sql`now()` } : { detailsChangedAt: sql`now()` };
    await tx.update(products).set({ ...changes, ...changedAt }).where(eq(products.id, id));
    await releaseUploads(tx, seller.userId, takenOff);
    return 'changed';
  });
}
