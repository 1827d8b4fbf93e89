import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelBookingPath } from '@sellphones/contracts/schemas';
import { MAX_OPEN_BOOKINGS_PER_BUYER } from '../../src/db/bookings.repository.ts';
import { bookings, products } from '../../src/db/schema.ts';
import { BOOKING_MESSAGES } from '../../src/routes/bookings.ts';
import { PAYMENT_MESSAGES } from '../../src/routes/payments.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { bookPhone, listPhone, startPayment } from '../payments/phone-sale-fixtures.ts';

// A buyer at the cap of unpaid bookings (or holds) had no way out: they can now cancel one.

describe('a buyer cancels an unpaid booking', () => {
  const ctx = useTestApp();

  const cancel = (caller: TestAccount, bookingId: string) =>
    ctx.app.inject({ method: 'POST', url: cancelBookingPath(bookingId), headers: bearer(caller.accessToken) });

  const book = (buyer: TestAccount, productId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/bookedProduct',
      headers: bearer(buyer.accessToken),
      payload: { productId, phone: '01912345678', meetingLocation: 'Uttara Sector 7' },
    });

  const statusOf = async (bookingId: string) =>
    (await ctx.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.status;

  it('frees a place under the cap of open bookings, and the refusal says how', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const phones = await Promise.all(Array.from({ length: MAX_OPEN_BOOKINGS_PER_BUYER + 1 }, () => listPhone(ctx.app)));
    const bookingIds = await Promise.all(phones.slice(0, -1).map(({ productId }) => bookPhone(ctx.app, buyer, productId)));
    const lastPhone = phones.at(-1)!.productId;

    const refused = await book(buyer, lastPhone);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancel one you no longer want, in My Orders/);

    const cancelled = await cancel(buyer, bookingIds[0]!);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ acknowledged: true });
    expect(await statusOf(bookingIds[0]!)).toBe('cancelled');
    expect((await book(buyer, lastPhone)).statusCode).toBe(201);

    // The list says it was cancelled; the phone itself may be booked again later.
    const list = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) });
    expect(list.json().find((b: { _id: string }) => b._id === bookingIds[0])).toMatchObject({ status: 'cancelled', paid: false, cancelledBecause: 'buyer-cancelled' });
  });

  it('ends the payment hold of the cancelled booking at once, so another buyer may pay', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const rival = await createAccount(ctx.app, 'buyer');
    const { productId } = await listPhone(ctx.app);
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const rivalBooking = await bookPhone(ctx.app, rival, productId);
    expect((await startPayment(ctx.app, buyer, bookingId)).statusCode).toBe(200);
    expect((await startPayment(ctx.app, rival, rivalBooking)).json().message).toBe(PAYMENT_MESSAGES.held);

    expect((await cancel(buyer, bookingId)).statusCode).toBe(200);
    const [product] = await ctx.app.db.select({ heldBy: products.heldByBookingId }).from(products).where(eq(products.id, productId));
    expect(product?.heldBy).toBeNull();
    expect((await startPayment(ctx.app, rival, rivalBooking)).statusCode).toBe(200);

    // And the cancelled booking cannot start paying again; the buyer is told why.
    const payAgain = await startPayment(ctx.app, buyer, bookingId);
    expect(payAgain.statusCode).toBe(409);
    expect(payAgain.json().message).toBe(PAYMENT_MESSAGES.cancelledByBuyer);
  });

  it("nobody else can cancel it: another buyer, its seller and an admin get 404 and it stays open", async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const { productId, seller } = await listPhone(ctx.app);
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    for (const caller of [await createAccount(ctx.app, 'buyer'), seller, await createAccount(ctx.app, 'admin')]) {
      const answer = await cancel(caller, bookingId);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(BOOKING_MESSAGES.cancelNotFound);
    }
    expect(await statusOf(bookingId)).toBe('unpaid');
    expect((await cancel(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a paid booking cannot be cancelled (409, says why); cancelling twice is harmless', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const paidPhone = await listPhone(ctx.app);
    const paidBooking = await bookPhone(ctx.app, buyer, paidPhone.productId);
    await ctx.app.db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, paidBooking));
    const paid = await cancel(buyer, paidBooking);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(BOOKING_MESSAGES.cancelPaid);
    expect(await statusOf(paidBooking)).toBe('paid');

    const { productId } = await listPhone(ctx.app);
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    expect((await cancel(buyer, bookingId)).statusCode).toBe(200);
    const again = await cancel(buyer, bookingId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true });
    expect(await statusOf(bookingId)).toBe('cancelled');
  });

  it('My Orders tells a booking the buyer cancelled from one whose phone was taken off the site', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const unlisted = await listPhone(ctx.app);
    const unlistedBooking = await bookPhone(ctx.app, buyer, unlisted.productId);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/product/${unlisted.productId}`, headers: bearer(unlisted.seller.accessToken) });
    expect(removed.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) });
    expect(list.json()).toEqual([expect.objectContaining({ _id: unlistedBooking, status: 'cancelled', cancelledBecause: 'no-longer-listed' })]);
    // Nothing is left to cancel: a repeat answers 200 and changes nothing.
    expect((await cancel(buyer, unlistedBooking)).statusCode).toBe(200);
  });
});
