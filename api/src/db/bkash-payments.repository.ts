import { desc, eq } from 'drizzle-orm';
import type { Database } from './database.ts';
import { bkashPayments } from './schema.ts';

export async function recordBkashPayment(db: Database, paymentId: string, bookingId: string): Promise<void> {
  await db.insert(bkashPayments).values({ paymentId, bookingId }).onConflictDoNothing();
}

/** The booking a bKash payment was created for by this API; undefined for an id it never made. */
export async function findBookingOfBkashPayment(db: Database, paymentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ bookingId: bkashPayments.bookingId })
    .from(bkashPayments)
    .where(eq(bkashPayments.paymentId, paymentId));
  return row?.bookingId;
}

/** The booking's bKash payments, newest first (a buyer may start again after a cancel). */
export async function listBkashPaymentsOfBooking(db: Database, bookingId: string, limit = 5): Promise<string[]> {
  const rows = await db
    .select({ paymentId: bkashPayments.paymentId })
    .from(bkashPayments)
    .where(eq(bkashPayments.bookingId, bookingId))
    .orderBy(desc(bkashPayments.createdAt))
    .limit(limit);
  return rows.map((row) => row.paymentId);
}
