import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { withCategoryNames } from './category-names.ts';
import { databaseErrorCode, UNIQUE_VIOLATION, violatedConstraint } from './database-errors.ts';
import type { Database } from './database.ts';
import { phoneDetailColumns } from './listings.repository.ts';
import { releaseListingPhotos } from './photo-uploads.repository.ts';
import { preparedPerDatabase } from './prepared-query.ts';
import { bookings, imeiClashes, products, type ProductDetails, type ProductRow } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

/** What a seller's form becomes in the products table; the rest has defaults. */
export type NewProductRow = ProductDetails & Pick<ProductRow, 'categoryId' | 'imei' | 'moreImageUrls'>;

export type InsertOutcome =
  | { kind: 'listed'; id: string }
  /** Another listing (not deleted) has this IMEI: refused, and the attempt recorded for the admins. */
  | { kind: 'imei-taken' }
  /** The seller's own listing (not deleted) has this IMEI: listing it twice is a slip, not a clash. */
  | { kind: 'imei-yours' };

/** The partial unique index that keeps one listing per IMEI (schema.ts). */
const IMEI_INDEX = 'products_imei_listed_unique';

/**
 * Lists a phone (insertProduct), or when its IMEI is already listed, records the attempt as a
 * clash on that listing: a second phone with one IMEI is stolen, cloned or a mistake, and the
 * admins' moderation queue shows it. A seller listing their own phone again is told so instead,
 * and nothing is recorded. Two sellers racing with one IMEI meet on the unique index: exactly one
 * insert commits, the other is refused here.
 */
export async function insertProductWithImei(
  db: Database,
  seller: WriterSession,
  product: NewProductRow,
  idempotencyKey?: string,
): Promise<InsertOutcome> {
  try {
    return { kind: 'listed', id: await insertProduct(db, seller, product, idempotencyKey) };
  } catch (err) {
    if (!product.imei || databaseErrorCode(err) !== UNIQUE_VIOLATION || violatedConstraint(err) !== IMEI_INDEX) throw err;
  }
  const imei = product.imei;
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, seller);
    const [listed] = await tx
      .select({ id: products.id, sellerId: products.sellerId })
      .from(products)
      .where(and(eq(products.imei, imei), isNull(products.deletedAt)))
      .limit(1);
    if (listed?.sellerId === seller.userId) return { kind: 'imei-yours' } as const;
    if (listed) await tx.insert(imeiClashes).values({ productId: listed.id, attemptedBy: seller.userId });
    return { kind: 'imei-taken' } as const;
  });
}

/**
 * Lists a phone for the session's seller, unless that session ended since sign-in was checked.
 * With an idempotency key, a repeat of the same seller's key inserts nothing and returns the phone the
 * first request listed (even if the body differs): a retry after a lost answer never makes a duplicate.
 * Concurrent repeats meet on the unique index: the later insert waits for the first and then does nothing.
 */
export async function insertProduct(
  db: Database,
  seller: WriterSession,
  product: NewProductRow,
  idempotencyKey?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, seller);
    const [row] = await tx
      .insert(products)
      .values({ ...product, sellerId: seller.userId, idempotencyKey: idempotencyKey ?? null })
      .onConflictDoNothing({ target: [products.sellerId, products.idempotencyKey] })
      .returning({ id: products.id });
    if (row) return row.id;
    if (!idempotencyKey) throw new Error('insert into products returned no row');
    const [first] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, seller.userId), eq(products.idempotencyKey, idempotencyKey)));
    if (!first) throw new Error('idempotency key conflicted but its product was not found');
    return first.id;
  });
}

/**
 * A row of My Products: the product with its category. The seller is the caller or the account
 * an admin looked up: its name and email are already at hand, not joined.
 */
export type SellerProductRow = ProductDetails &
  Pick<ProductRow, 'id' | 'status' | 'advertisedAt' | 'createdAt' | 'imei' | 'hiddenReason' | 'hiddenAt'> & {
    categoryName: string;
  };

const sellerProductColumns = {
  id: products.id,
  ...phoneDetailColumns,
  status: products.status,
  advertisedAt: products.advertisedAt,
  createdAt: products.createdAt,
  imei: products.imei,
  hiddenReason: products.hiddenReason,
  hiddenAt: products.hiddenAt,
  categoryId: products.categoryId,
};

/** My Products' query, prepared (prepared-query.ts). */
const productsOfSeller = preparedPerDatabase((db) =>
  db
    .select(sellerProductColumns)
    .from(products)
    .where(and(eq(products.sellerId, sql.placeholder('sellerId')), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('products_of_seller'),
);

/** One page of a seller's listed phones, sold ones included, newest first (index products_seller_created_idx). */
export async function listSellerProducts(
  db: Database,
  sellerId: string,
  page: { page: number; limit: number },
): Promise<SellerProductRow[]> {
  const rows = await productsOfSeller(db).execute({ sellerId, limit: page.limit, offset: (page.page - 1) * page.limit });
  return withCategoryNames(db, rows);
}

export type OwnedProduct = Pick<ProductRow, 'id' | 'sellerId' | 'status' | 'advertisedAt' | 'imageUrl' | 'moreImageUrls'>;

/** A listed (not deleted) product with what the owner checks need. */
export async function findListedProduct(
  db: Database,
  id: string,
): Promise<OwnedProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      advertisedAt: products.advertisedAt,
      imageUrl: products.imageUrl,
      moreImageUrls: products.moreImageUrls,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return row;
}

export type DeleteOutcome = 'deleted' | 'sold' | 'hidden' | 'missing';

/**
 * Soft-deletes an unsold phone, cancels its open (unpaid) bookings and hands its photos to the
 * sweep (releaseListingPhotos) in one transaction. The row is locked first, so a payment that sells the
 * phone at the same moment either comes first (and the phone is kept as sold) or finds it deleted.
 */
export async function deleteUnsoldProduct(db: Database, caller: WriterSession, id: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, caller);
    const [row] = await tx
      .select({ status: products.status, sellerId: products.sellerId, imageUrl: products.imageUrl, moreImageUrls: products.moreImageUrls })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .for('update');
    if (!row) return 'missing';
    if (row.status === 'sold') return 'sold';
    // Kept while hidden: deleting it would free its IMEI for a stolen phone to be listed again.
    if (row.status === 'hidden') return 'hidden';
    await tx
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(eq(products.id, id));
    await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.productId, id), eq(bookings.status, 'unpaid')));
    await releaseListingPhotos(tx, row.sellerId, [row]);
    return 'deleted';
  });
}

/**
 * Marks an available phone as advertised. Advertising again keeps the first time, so the order
 * of the Advertise Section does not change. False when the phone is sold or gone.
 */
export async function advertiseAvailableProduct(db: Database, seller: WriterSession, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, seller);
    const rows = await tx
      .update(products)
      .set({ advertisedAt: sql`coalesce(${products.advertisedAt}, now())` })
      .where(
        and(
          eq(products.id, id),
          eq(products.sellerId, seller.userId),
          eq(products.status, 'available'),
          isNull(products.deletedAt),
        ),
      )
      .returning({ id: products.id });
    return rows.length > 0;
  });
}
