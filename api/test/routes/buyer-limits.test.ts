import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_BOOKINGS_PER_BUYER } from '../../src/db/bookings.repository.ts';
import { HOLD_MINUTES, MAX_HOLDS_PER_BUYER, runningHoldsOfBuyer } from '../../src/db/orders.repository.ts';
import { bookings, products } from '../../src/db/schema.ts';
import { BOOKING_MESSAGES } from '../../src/routes/bookings.ts';
import { PAYMENT_MESSAGES } from '../../src/routes/payments.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { planOf } from '../support/database-queries.ts';
import { bookPhone, lapseHold, listPhone, startPayment } from '../payments/phone-sale-fixtures.ts';

// The audit: one free account booked all 8 phones and, by starting payment again and again, kept
// every one "Someone is buying this phone right now" for everyone else, indefinitely.

describe('one buyer cannot take the catalogue off the market', () => {
  const ctx = useTestApp();

  const book = (buyer: TestAccount, productId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/bookedProduct',
      headers: bearer(buyer.accessToken),
      payload: { productId, phone: '01912345678', meetingLocation: 'Uttara Sector 7' },
    });

  const holdOf = async (productId: string) => {
    const [row] = await ctx.app.db
      .select({ heldBy: products.heldByBookingId, heldUntil: products.heldUntil })
      .from(products)
      .where(eq(products.id, productId));
    return row!;
  };

  it(`caps a buyer's unpaid bookings at ${MAX_OPEN_BOOKINGS_PER_BUYER}, even when booked all at once; a closed booking makes room`, async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const phones = await Promise.all(Array.from({ length: 8 }, () => listPhone(ctx.app)));
    const answers = await Promise.all(phones.map(({ productId }) => book(buyer, productId)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_OPEN_BOOKINGS_PER_BUYER);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(8 - MAX_OPEN_BOOKINGS_PER_BUYER);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(BOOKING_MESSAGES.tooManyOpen);
    }
    const open = await ctx.app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.buyerId, buyer.userId));
    expect(open).toHaveLength(MAX_OPEN_BOOKINGS_PER_BUYER);

    // Booking a phone already booked still says so, not that the cap is reached.
    const bookedIndex = answers.findIndex((a) => a.statusCode === 201);
    expect((await book(buyer, phones[bookedIndex]!.productId)).json().message).toBe(BOOKING_MESSAGES.duplicate);

    // One of the phones sold to someone else: its booking is cancelled and there is room again.
    await ctx.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, open[0]!.id));
    const unbooked = phones.find((_, i) => answers[i]!.statusCode !== 201)!;
    expect((await book(buyer, unbooked.productId)).statusCode).toBe(201);
  });

  it(`lets a buyer hold at most ${MAX_HOLDS_PER_BUYER} phones at once`, async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const phones = await Promise.all(Array.from({ length: MAX_HOLDS_PER_BUYER + 1 }, () => listPhone(ctx.app)));
    const bookingIds = await Promise.all(phones.map(({ productId }) => bookPhone(ctx.app, buyer, productId)));
    for (const bookingId of bookingIds.slice(0, MAX_HOLDS_PER_BUYER)) {
      expect((await startPayment(ctx.app, buyer, bookingId)).statusCode).toBe(200);
    }
    const third = await startPayment(ctx.app, buyer, bookingIds[MAX_HOLDS_PER_BUYER]!);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(PAYMENT_MESSAGES.tooManyHolds);
    const lastPhone = phones[MAX_HOLDS_PER_BUYER]!.productId;
    expect((await holdOf(lastPhone)).heldBy).toBeNull();

    // The phone it could not hold is free for another buyer.
    const other = await createAccount(ctx.app, 'buyer');
    expect((await startPayment(ctx.app, other, await bookPhone(ctx.app, other, lastPhone))).statusCode).toBe(200);

    // Going back to a payment already held is not a new hold.
    expect((await startPayment(ctx.app, buyer, bookingIds[0]!)).statusCode).toBe(200);
  });

  it("counts a buyer's holds from the held phones alone, not by reading the whole catalogue", async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const { productId: held, seller } = await listPhone(ctx.app);
    const { productId: next } = await listPhone(ctx.app, 12_500, seller);
    expect((await startPayment(ctx.app, buyer, await bookPhone(ctx.app, buyer, held))).statusCode).toBe(200);
    // A catalogue of thousands of phones, none of them held.
    const [template] = await ctx.app.db.select().from(products).where(eq(products.id, held));
    const { id: _id, heldByBookingId: _by, heldUntil: _until, imei: _imei, idempotencyKey: _key, ...phone } = template!;
    for (let i = 0; i < 10_000; i += 2_000) {
      await ctx.app.db.insert(products).values(Array.from({ length: 2_000 }, () => phone));
    }
    await ctx.app.db.execute(sql`vacuum analyze products`);

    const now = new Date();
    expect(await runningHoldsOfBuyer(ctx.app.db, buyer.userId, next, now)).toEqual([{ running: 1 }]);
    const text = await planOf(ctx.app.db, runningHoldsOfBuyer(ctx.app.db, buyer.userId, next, now));
    expect(text).toMatch(/products_held_by_booking_idx/);
    expect(text).not.toMatch(/Seq Scan on products/);
  });

  it(`a hold runs ${HOLD_MINUTES} minutes from its first grant: starting the payment again does not renew it`, async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const { productId } = await listPhone(ctx.app);
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const first = await startPayment(ctx.app, buyer, bookingId);
    expect(first.statusCode).toBe(200);
    const granted = await holdOf(productId);
    expect(granted.heldBy).toBe(bookingId);

    for (let i = 0; i < 3; i++) {
      const again = await startPayment(ctx.app, buyer, bookingId);
      expect(again.statusCode).toBe(200);
      expect(again.json().clientSecret).toBe(first.json().clientSecret);
    }
    expect((await holdOf(productId)).heldUntil).toEqual(granted.heldUntil);
    const [booking] = await ctx.app.db.select({ holdExpiresAt: bookings.holdExpiresAt }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.holdExpiresAt).toEqual(granted.heldUntil);
  });

  it('after a hold runs out, the same booking may hold the phone again only after a cooldown; others get their turn', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const rival = await createAccount(ctx.app, 'buyer');
    const { productId } = await listPhone(ctx.app);
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const rivalBooking = await bookPhone(ctx.app, rival, productId);
    const first = await startPayment(ctx.app, buyer, bookingId);
    expect(first.statusCode).toBe(200);

    await lapseHold(ctx.app, bookingId, 1);
    const tooSoon = await startPayment(ctx.app, buyer, bookingId);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(
      'Your 15 minutes to pay for this phone ran out, so other buyers get a turn. Try again in 14 minutes.',
    );
    expect((await holdOf(productId)).heldBy).toBe(bookingId); // the lapsed hold, not renewed

    // Meanwhile another buyer may hold it.
    const rivalStart = await startPayment(ctx.app, rival, rivalBooking);
    expect(rivalStart.statusCode).toBe(200);
    await lapseHold(ctx.app, rivalBooking, 20);

    // Cooldown over: a new hold (the unpaid intent it had is used again).
    await lapseHold(ctx.app, bookingId, 16);
    const later = await startPayment(ctx.app, buyer, bookingId);
    expect(later.statusCode).toBe(200);
    expect((await holdOf(productId)).heldBy).toBe(bookingId);
    const [row] = await ctx.app.db.select({ attempts: bookings.holdAttempts }).from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.attempts).toBe(2);
  });
});
