import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database.ts';
import { products, sellerRatings, users } from './schema.ts';

/** How many of a seller's latest ratings the phone's page lists. */
export const PUBLIC_RATINGS_SHOWN = 20;

/** The seller of a listing (not deleted, not hidden): their summary and latest ratings. Undefined when no such listing. */
export async function findSellerRatingsOfListing(db: Database, productId: string) {
  const [listing] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt), sql`${products.status} <> 'hidden'`))
    .limit(1);
  if (!listing) return undefined;
  const [[summary], ratings] = await Promise.all([
    db
      .select({
        average: sql<number | null>`round(avg(${sellerRatings.stars}), 1)::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(sellerRatings)
      .where(eq(sellerRatings.sellerId, listing.sellerId)),
    db
      .select({
        stars: sellerRatings.stars,
        comment: sellerRatings.comment,
        commentRemovedAt: sellerRatings.commentRemovedAt,
        buyerName: users.name,
        createdAt: sellerRatings.createdAt,
      })
      .from(sellerRatings)
      .innerJoin(users, eq(users.id, sellerRatings.buyerId))
      .where(eq(sellerRatings.sellerId, listing.sellerId))
      .orderBy(desc(sellerRatings.createdAt), desc(sellerRatings.id))
      .limit(PUBLIC_RATINGS_SHOWN),
  ]);
  return { summary: summary ?? { average: null, count: 0 }, ratings };
}

export const ADMIN_RATINGS_PAGE_SIZE = 50;
const raters = alias(users, 'raters');

/** Every rating, newest first, with both sides' names and emails: the admins' list. */
export async function listRatingsForAdmins(db: Database, page: number) {
  return db
    .select({
      id: sellerRatings.id,
      bookingId: sellerRatings.bookingId,
      stars: sellerRatings.stars,
      comment: sellerRatings.comment,
      commentRemovedAt: sellerRatings.commentRemovedAt,
      sellerName: users.name,
      sellerEmail: users.email,
      buyerName: raters.name,
      buyerEmail: raters.email,
      createdAt: sellerRatings.createdAt,
    })
    .from(sellerRatings)
    .innerJoin(users, eq(users.id, sellerRatings.sellerId))
    .innerJoin(raters, eq(raters.id, sellerRatings.buyerId))
    .orderBy(desc(sellerRatings.createdAt), desc(sellerRatings.id))
    .limit(ADMIN_RATINGS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_RATINGS_PAGE_SIZE);
}

/** Locks one rating for an admin's action on it. */
export async function lockRating(tx: Transaction, ratingId: string) {
  const [row] = await tx
    .select({ id: sellerRatings.id, comment: sellerRatings.comment, commentRemovedAt: sellerRatings.commentRemovedAt, sellerId: sellerRatings.sellerId })
    .from(sellerRatings)
    .where(eq(sellerRatings.id, ratingId))
    .for('update');
  return row;
}

/** Removes an abusive comment for good; the stars stay, and the log keeps who removed it and why. */
export async function removeRatingComment(tx: Transaction, ratingId: string): Promise<void> {
  await tx.update(sellerRatings).set({ comment: null, commentRemovedAt: sql`now()` }).where(eq(sellerRatings.id, ratingId));
}
