import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { bookings, categories, payments, products } from '../../src/db/schema.ts';
import { bearer, createAccount, type TestAccount } from '../helper.ts';

/** A phone listed by a fresh seller (or the one given), inserted directly: these tests are about paying, not listing. */
export async function listPhone(
  app: App,
  priceCents = 12_500,
  sellerAccount?: TestAccount,
): Promise<{ productId: string; seller: TestAccount }> {
  const seller = sellerAccount ?? (await createAccount(app, 'seller'));
  const [category] = await app.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('no category seeded');
  const [product] = await app.db
    .insert(products)
    .values({
      sellerId: seller.userId,
      categoryId: category.id,
      name: `Test Phone ${randomUUID().slice(0, 6)}`,
      imageUrl: '/assets/products/test.webp',
      originalPriceCents: priceCents * 2,
      resalePriceCents: priceCents,
      usedYears: 1,
      phone: '01712345678',
      location: 'Dhaka',
      description: 'A phone for payment tests',
      advertisedAt: new Date(),
    })
    .returning({ id: products.id });
  return { productId: product!.id, seller };
}

/** A listed phone's name and its category's name, as the catalogue pages show them. */
export async function phoneFacts(app: App, productId: string): Promise<{ name: string; categoryName: string }> {
  const [row] = await app.db
    .select({ name: products.name, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no phone ${productId}`);
  return row;
}

/** An unpaid booking at the phone's price, as POST /bookedProduct would make it. */
export async function bookPhone(app: App, buyer: TestAccount, productId: string): Promise<string> {
  const [product] = await app.db
    .select({ price: products.resalePriceCents })
    .from(products)
    .where(eq(products.id, productId));
  const [booking] = await app.db
    .insert(bookings)
    .values({
      productId,
      buyerId: buyer.userId,
      phone: '01812345678',
      meetingLocation: 'Gulshan 2',
      priceCents: product!.price,
    })
    .returning({ id: bookings.id });
  return booking!.id;
}

export async function startPayment(app: App, buyer: TestAccount, bookingId: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/create-payment-intent',
    headers: bearer(buyer.accessToken),
    payload: { bookingId, ...extra },
  });
}

export async function confirmPayment(app: App, buyer: TestAccount, bookingId: string, transactionId: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/payments',
    headers: bearer(buyer.accessToken),
    payload: { payId: bookingId, transactionId, ...extra },
  });
}

/** Lets the current hold run out, as 15 minutes passing would. */
export async function expireHold(app: App, productId: string): Promise<void> {
  await app.db
    .update(products)
    .set({ heldUntil: sql`now() - interval '1 minute'` })
    .where(eq(products.id, productId));
}

/** Everything a sale changes, to compare before and after a refused call. */
export async function saleState(app: App, productId: string) {
  const [product] = await app.db
    .select({ status: products.status, heldBy: products.heldByBookingId })
    .from(products)
    .where(eq(products.id, productId));
  const rows = await app.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.productId, productId))
    .orderBy(bookings.id);
  const paymentRows = await app.db
    .select({ id: payments.id, bookingId: payments.bookingId, amountCents: payments.amountCents })
    .from(payments)
    .innerJoin(bookings, and(eq(bookings.id, payments.bookingId), eq(bookings.productId, productId)));
  return { productStatus: product?.status, bookings: rows, payments: paymentRows };
}

/** As if the booking's payment hold had run out `minutesAgo` minutes ago (and the phone's with it). */
export async function lapseHold(app: App, bookingId: string, minutesAgo: number): Promise<void> {
  const past = sql`now() - make_interval(mins => ${minutesAgo})`;
  await app.db.update(bookings).set({ holdExpiresAt: past }).where(eq(bookings.id, bookingId));
  await app.db.update(products).set({ heldUntil: past }).where(eq(products.heldByBookingId, bookingId));
}
