import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { databaseErrorCode, UNIQUE_VIOLATION } from './database-errors.ts';
import type { Database, Transaction } from './database.ts';
import { bookings, categories, imeiClashes, listingReports, products, users } from './schema.ts';
import { lockWriterAccount, type WriterSession } from './writer-account.repository.ts';

export type ReportOutcome = 'reported' | 'duplicate' | 'missing' | 'own';

/**
 * Records a user's report of a listing, once per user and listing (a unique index: a double
 * click or two tabs record one report). A listing that is deleted or hidden is not reportable.
 */
export async function insertListingReport(
  db: Database,
  reporter: WriterSession,
  report: { productId: string; reason: string; text: string },
): Promise<ReportOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await lockWriterAccount(tx, reporter);
      const [product] = await tx
        .select({ sellerId: products.sellerId, status: products.status })
        .from(products)
        .where(and(eq(products.id, report.productId), isNull(products.deletedAt)))
        .limit(1);
      if (!product || product.status === 'hidden') return 'missing';
      if (product.sellerId === reporter.userId) return 'own';
      await tx.insert(listingReports).values({ ...report, reporterId: reporter.userId });
      return 'reported';
    });
  } catch (err) {
    if (databaseErrorCode(err) === UNIQUE_VIOLATION) return 'duplicate';
    throw err;
  }
}

/** When this user reported this listing, if they did (at most once: listing_reports_once_per_user). */
export async function findReportOf(db: Database, productId: string, reporterId: string): Promise<Date | undefined> {
  const [found] = await db
    .select({ reportedAt: listingReports.createdAt })
    .from(listingReports)
    .where(and(eq(listingReports.productId, productId), eq(listingReports.reporterId, reporterId)))
    .limit(1);
  return found?.reportedAt;
}

export const MODERATION_PAGE_SIZE = 30;

const reporters = alias(users, 'reporters');

/**
 * A report or IMEI clash newer than the admins' last judgement of the listing (hiding it, or
 * dismissing its reports): what the queue is for. Older ones were judged and stay on the record.
 */
const judgedAt = sql`coalesce(greatest(${products.hiddenAt}, ${products.reportsDismissedAt}), '-infinity'::timestamptz)`;
const flaggedSinceJudged = sql`(exists (select 1 from listing_reports r where r.product_id = ${products.id} and r.created_at > ${judgedAt})
    or exists (select 1 from imei_clashes c where c.product_id = ${products.id} and c.created_at > ${judgedAt}))`;
const sellers = alias(users, 'moderated_sellers');

/**
 * One page of the moderation queue: listings with reports or IMEI clashes that are still shown
 * ('flagged'), or listings an admin hid ('hidden'); latest flag (or hiding) first. A listing an
 * admin hid and then restored, or whose reports an admin dismissed, was judged on the flags it had:
 * it is flagged again only by a newer report or clash, so the queue can be worked through.
 */
export async function listModerationQueue(db: Database, query: { show: 'flagged' | 'hidden'; page: number }) {
  const lastFlaggedAt = sql<Date>`greatest(
    (select max(r.created_at) from listing_reports r where r.product_id = ${products.id}),
    (select max(c.created_at) from imei_clashes c where c.product_id = ${products.id}),
    ${products.hiddenAt})`.mapWith((value: string | Date) => new Date(value));
  const listings = await db
    .select({
      id: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      resalePriceCents: products.resalePriceCents,
      status: products.status,
      imei: products.imei,
      hiddenReason: products.hiddenReason,
      hiddenAt: products.hiddenAt,
      categoryName: categories.name,
      sellerName: sellers.name,
      sellerEmail: sellers.email,
      lastFlaggedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        isNull(products.deletedAt),
        query.show === 'hidden' ? eq(products.status, 'hidden') : and(sql`${products.status} <> 'hidden'`, flaggedSinceJudged),
      ),
    )
    .orderBy(desc(lastFlaggedAt), desc(products.id))
    .limit(MODERATION_PAGE_SIZE)
    .offset((query.page - 1) * MODERATION_PAGE_SIZE);
  const ids = listings.map((listing) => listing.id);
  if (ids.length === 0) return [];
  const [reports, clashes] = await Promise.all([
    db
      .select({
        productId: listingReports.productId,
        reason: listingReports.reason,
        text: listingReports.text,
        reporterName: reporters.name,
        reporterEmail: reporters.email,
        createdAt: listingReports.createdAt,
      })
      .from(listingReports)
      .innerJoin(reporters, eq(reporters.id, listingReports.reporterId))
      .where(inArray(listingReports.productId, ids))
      .orderBy(desc(listingReports.createdAt)),
    db
      .select({
        productId: imeiClashes.productId,
        sellerName: reporters.name,
        sellerEmail: reporters.email,
        createdAt: imeiClashes.createdAt,
      })
      .from(imeiClashes)
      .innerJoin(reporters, eq(reporters.id, imeiClashes.attemptedBy))
      .where(inArray(imeiClashes.productId, ids))
      .orderBy(desc(imeiClashes.createdAt)),
  ]);
  return listings.map((listing) => ({
    ...listing,
    reports: reports.filter((report) => report.productId === listing.id),
    clashes: clashes.filter((clash) => clash.productId === listing.id),
  }));
}

/** The listing an admin acts on, locked for the action's transaction; undefined when deleted. */
export async function lockListingForModeration(tx: Transaction, admin: WriterSession, productId: string) {
  await lockWriterAccount(tx, admin);
  const [row] = await tx
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .for('update');
  return row;
}

/**
 * Hides an available listing: it leaves every list, search and page (they all read `available`
 * phones; the status change notifies every instance's catalogue cache), stops being advertised,
 * and its unpaid bookings are cancelled with any payment hold. Returns how many were cancelled.
 */
export async function hideListing(tx: Transaction, productId: string, reason: string): Promise<number> {
  await tx
    .update(products)
    .set({ status: 'hidden', hiddenReason: reason, hiddenAt: sql`now()`, advertisedAt: null, heldByBookingId: null, heldUntil: null })
    .where(eq(products.id, productId));
  const cancelled = await tx
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.productId, productId), eq(bookings.status, 'unpaid')))
    .returning({ id: bookings.id });
  return cancelled.length;
}

/** Puts a hidden listing back on sale; its reason stays on the row and in the audit log. */
export async function restoreListing(tx: Transaction, productId: string): Promise<void> {
  await tx.update(products).set({ status: 'available' }).where(eq(products.id, productId));
}

/**
 * An admin judged the listing's reports and clashes to need no action: it leaves the queue until
 * someone reports it again. False when nothing newer than the last judgement was waiting.
 */
export async function dismissReports(tx: Transaction, productId: string): Promise<boolean> {
  const dismissed = await tx
    .update(products)
    .set({ reportsDismissedAt: sql`now()` })
    .where(and(eq(products.id, productId), flaggedSinceJudged))
    .returning({ id: products.id });
  return dismissed.length > 0;
}
