import { and, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderFacts, StageFacts } from '../orders/order-stages.ts';
import type { Database, Transaction } from './database.ts';
import { bookings, categories, disputes, payments, products, sellerRatings, users } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

/** A paid order with everything its two sides (and admins) may see, and the facts its stage is computed from. */
export interface OrderRecord extends OrderFacts {
  id: string;
  buyerId: string;
  sellerId: string;
  productId: string;
  productName: string;
  productImageUrl: string;
  categoryName: string;
  priceCents: number;
  imei: string | null;
  meetingLocation: string;
  buyerName: string;
  buyerEmail: string;
  /** The number the buyer gave when booking. */
  buyerPhone: string;
  sellerName: string;
  sellerEmail: string;
  /** The number on the seller's listing. */
  sellerPhone: string;
  gateway: string;
  gatewayPaymentId: string;
  disputeReason: string | null;
  disputeText: string | null;
  disputeResolution: string | null;
  ratingStars: number | null;
  ratingComment: string | null;
}

const sellers = alias(users, 'order_sellers');

const recordColumns = {
  id: bookings.id,
  buyerId: bookings.buyerId,
  sellerId: products.sellerId,
  productId: bookings.productId,
  productName: products.name,
  productImageUrl: products.imageUrl,
  categoryName: categories.name,
  priceCents: bookings.priceCents,
  imei: products.imei,
  meetingLocation: bookings.meetingLocation,
  buyerName: users.name,
  buyerEmail: users.email,
  buyerPhone: bookings.phone,
  sellerName: sellers.name,
  sellerEmail: sellers.email,
  sellerPhone: products.phone,
  gateway: payments.gateway,
  gatewayPaymentId: payments.gatewayPaymentId,
  bookedAt: bookings.createdAt,
  paidAt: payments.createdAt,
  handedOverAt: bookings.handedOverAt,
  receivedAt: bookings.receivedAt,
  disputeOpenedAt: disputes.openedAt,
  disputeOutcome: disputes.outcome,
  disputeResolvedAt: disputes.resolvedAt,
  disputeReason: disputes.reason,
  disputeText: disputes.text,
  disputeResolution: disputes.resolution,
  ratedAt: sellerRatings.createdAt,
  ratingStars: sellerRatings.stars,
  ratingComment: sellerRatings.comment,
};

/** Paid bookings only: an order exists once its payment is recorded. */
function recordsQuery(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(users, eq(users.id, bookings.buyerId))
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(disputes, eq(disputes.bookingId, bookings.id))
    .leftJoin(sellerRatings, eq(sellerRatings.bookingId, bookings.id))
    .where(and(eq(bookings.status, 'paid'), where));
}

interface DisputeColumns {
  disputeOpenedAt: Date | null;
  disputeOutcome: 'refund' | 'close' | null;
  disputeResolvedAt: Date | null;
}

/** Folds a row's dispute columns into the order's `dispute` (null when none was opened). */
function withDispute<Row extends DisputeColumns>(row: Row): Omit<Row, keyof DisputeColumns> & Pick<OrderFacts, 'dispute'> {
  const { disputeOpenedAt, disputeOutcome, disputeResolvedAt, ...rest } = row;
  return {
    ...rest,
    dispute: disputeOpenedAt ? { openedAt: disputeOpenedAt, outcome: disputeOutcome ?? null, resolvedAt: disputeResolvedAt } : null,
  };
}

export async function findOrderRecord(db: Database, orderId: string): Promise<OrderRecord | undefined> {
  const [row] = await recordsQuery(db, eq(bookings.id, orderId)).limit(1);
  return row ? withDispute(row) : undefined;
}

/**
 * Runs one order step in a transaction: the writer's session checked, the booking row locked (so
 * two clicks, or a buyer and an admin at once, take turns), the order read again under the lock
 * and handed to `step`, which checks the transition table and writes.
 */
export async function withLockedOrder<T>(
  db: Database,
  session: WriterSession,
  orderId: string,
  step: (tx: Transaction, order: OrderRecord | undefined) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockWriterAccount(tx, session);
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, orderId)).for('update');
    const [row] = await recordsQuery(tx, eq(bookings.id, orderId)).limit(1);
    return step(tx, row ? withDispute(row) : undefined);
  });
}

export async function recordHandover(tx: Transaction, orderId: string, at: Date): Promise<void> {
  await tx.update(bookings).set({ handedOverAt: at }).where(eq(bookings.id, orderId));
}

export async function recordReceipt(tx: Transaction, orderId: string, at: Date): Promise<void> {
  await tx.update(bookings).set({ receivedAt: at }).where(eq(bookings.id, orderId));
}

export async function openDispute(
  tx: Transaction,
  orderId: string,
  problem: { reason: string; text: string; at: Date },
): Promise<void> {
  await tx.insert(disputes).values({ bookingId: orderId, reason: problem.reason, text: problem.text, openedAt: problem.at });
}

export async function recordDisputeOutcome(
  tx: Transaction,
  orderId: string,
  outcome: { outcome: 'refund' | 'close'; resolution: string; adminId: string; at: Date },
): Promise<void> {
  await tx
    .update(disputes)
    .set({ outcome: outcome.outcome, resolution: outcome.resolution, resolvedBy: outcome.adminId, resolvedAt: outcome.at })
    .where(and(eq(disputes.bookingId, orderId), isNull(disputes.outcome)));
}

export async function insertRating(
  tx: Transaction,
  order: Pick<OrderRecord, 'id' | 'sellerId' | 'buyerId'>,
  rating: { stars: number; comment: string | null; at: Date },
): Promise<void> {
  await tx.insert(sellerRatings).values({
    bookingId: order.id,
    sellerId: order.sellerId,
    buyerId: order.buyerId,
    stars: rating.stars,
    comment: rating.comment,
    createdAt: rating.at,
  });
}

/** One page of a seller's paid orders, newest payment first. */
export async function listSalesOfSeller(
  db: Database,
  sellerId: string,
  page: { page: number; limit: number },
): Promise<OrderRecord[]> {
  const rows = await recordsQuery(db, eq(products.sellerId, sellerId))
    .orderBy(desc(payments.createdAt), desc(bookings.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return rows.map(withDispute);
}

export const DISPUTES_PAGE_SIZE = 50;

/** Orders in dispute for the admins' queue: open ones (oldest first), or all (newest first). */
export async function listDisputedOrders(db: Database, query: { open: boolean; page: number }): Promise<OrderRecord[]> {
  const rows = await recordsQuery(db, query.open ? and(isNotNull(disputes.openedAt), isNull(disputes.outcome)) : isNotNull(disputes.openedAt))
    .orderBy(query.open ? disputes.openedAt : desc(disputes.openedAt), desc(bookings.id))
    .limit(DISPUTES_PAGE_SIZE)
    .offset((query.page - 1) * DISPUTES_PAGE_SIZE);
  return rows.map(withDispute);
}

/** What the stage of each paid order of an account, as buyer or seller, is computed from. */
export async function listOrderStagesOfAccount(db: Database | Transaction, accountId: string): Promise<StageFacts[]> {
  const rows = await db
    .select({
      handedOverAt: bookings.handedOverAt,
      receivedAt: bookings.receivedAt,
      disputeOpenedAt: disputes.openedAt,
      disputeOutcome: disputes.outcome,
      disputeResolvedAt: disputes.resolvedAt,
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .leftJoin(disputes, eq(disputes.bookingId, bookings.id))
    .where(and(eq(bookings.status, 'paid'), or(eq(bookings.buyerId, accountId), eq(products.sellerId, accountId))));
  return rows.map(withDispute);
}
