import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, products } from '../../src/db/schema.ts';
import { LISTING_MESSAGES } from '../../src/routes/seller-products.ts';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { useListingChangeCast } from './listing-change-cast.ts';
import { bookPhone, expireHold, listPhone, startPayment } from '../payments/phone-sale-fixtures.ts';

describe("a seller changes a phone's asking price: PUT /product/:id/price", () => {
  const ctx = useTestApp();
  const cast = useListingChangeCast(ctx);

  const changePrice = (productId: string, resalePrice: unknown, token: string | null = cast.seller.accessToken) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/product/${productId}/price`,
      headers: token ? bearer(token) : {},
      payload: { resalePrice },
    });
  const bookingPrice = async (bookingId: string) =>
    (await ctx.app.db.select({ cents: bookings.priceCents }).from(bookings).where(eq(bookings.id, bookingId)))[0]!.cents;
  // ৳125 asked, ৳250 original (listPhone).
  const listed = async () => (await listPhone(ctx.app, 12_500, cast.seller)).productId;

  it('shows the new price on the phone page at once, and brings unpaid bookings down with it, never up', async () => {
    const productId = await listed();
    const bookingId = await bookPhone(ctx.app, cast.buyer, productId);
    expect((await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).json().resalePrice).toBe(125);

    const lowered = await changePrice(productId, 99.5);
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toEqual({ resalePrice: 99.5 });
    expect((await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).json().resalePrice).toBe(99.5);
    expect(await bookingPrice(bookingId)).toBe(9_950);

    // Raised again: the buyer who booked keeps the lower price.
    expect((await changePrice(productId, 240)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).json().resalePrice).toBe(240);
    expect(await bookingPrice(bookingId)).toBe(9_950);
  });

  it("tells the buyer on the payment page what the phone cost when booked, once it got cheaper", async () => {
    const productId = await listed();
    const bookingId = await bookPhone(ctx.app, cast.buyer, productId);
    const paymentPage = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/bookingData/${bookingId}`, headers: bearer(cast.buyer.accessToken) })).json();
    expect(await paymentPage()).not.toHaveProperty('priceWhenBooked');

    // Raised (within the original): the booking keeps its price, and there is nothing to tell.
    expect((await changePrice(productId, 200)).statusCode).toBe(200);
    expect(await paymentPage()).toMatchObject({ productPrice: 125 });
    expect(await paymentPage()).not.toHaveProperty('priceWhenBooked');

    // Lowered twice: the price when booked stays the first one.
    expect((await changePrice(productId, 110)).statusCode).toBe(200);
    expect(await paymentPage()).toMatchObject({ productPrice: 110, priceWhenBooked: 125 });
    expect((await changePrice(productId, 99)).statusCode).toBe(200);
    expect(await paymentPage()).toMatchObject({ productPrice: 99, priceWhenBooked: 125 });

    // A booking made after the drop was booked at the new price.
    const later = await createAccount(ctx.app, 'buyer');
    const laterBooking = await bookPhone(ctx.app, later, productId);
    const laterPage = await ctx.app.inject({ method: 'GET', url: `/bookingData/${laterBooking}`, headers: bearer(later.accessToken) });
    expect(laterPage.json()).toMatchObject({ productPrice: 99 });
    expect(laterPage.json()).not.toHaveProperty('priceWhenBooked');
  });

  it('refuses more than the original price, and a price that is not one', async () => {
    const productId = await listed();
    const above = await changePrice(productId, 250.01);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ message: LISTING_MESSAGES.resaleAboveOriginal, code: 'LISTING_RESALE_ABOVE_ORIGINAL' });
    for (const wrong of [0, -5, 'cheap', 10.001]) expect((await changePrice(productId, wrong)).statusCode, String(wrong)).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).json().resalePrice).toBe(125);
  });

  it("is the seller's own: not another seller's, a buyer's, an admin's or a visitor's", async () => {
    const productId = await listed();
    expect((await changePrice(productId, 100, cast.otherSeller.accessToken)).statusCode).toBe(403);
    expect((await changePrice(productId, 100, cast.buyer.accessToken)).statusCode).toBe(403);
    expect((await changePrice(productId, 100, cast.admin.accessToken)).statusCode).toBe(403);
    expect((await changePrice(productId, 100, null)).statusCode).toBe(401);
    expect((await changePrice('00000000-0000-4000-8000-000000000000', 100)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).json().resalePrice).toBe(125);
  });

  it('waits while a buyer is paying (the amount is with the gateway), and takes no price for a sold phone', async () => {
    const productId = await listed();
    const bookingId = await bookPhone(ctx.app, cast.buyer, productId);
    expect((await startPayment(ctx.app, cast.buyer, bookingId)).statusCode).toBe(200);
    const during = await changePrice(productId, 100);
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ message: LISTING_MESSAGES.beingPaid, code: 'LISTING_BEING_PAID' });
    expect(await bookingPrice(bookingId)).toBe(12_500);

    await expireHold(ctx.app, productId);
    expect((await changePrice(productId, 100)).statusCode).toBe(200);

    await ctx.app.db.update(products).set({ status: 'sold' }).where(eq(products.id, productId));
    const sold = await changePrice(productId, 90);
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ message: LISTING_MESSAGES.priceNotForSale });
  });
});
