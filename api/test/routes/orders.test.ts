import { describe, expect, it } from 'vitest';
import { BookingList } from '@sellphones/contracts/schemas';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { categories, payments, products } from '../../src/db/schema.ts';
import { paidOrder } from '../orders/paid-order-fixtures.ts';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { bookPhone, listPhone, phoneFacts } from '../payments/phone-sale-fixtures.ts';

describe('my orders: GET /bookedProduct/:email and GET /bookingData/:id', () => {
  const ctx = useTestApp();
  const categoryOf = async (productId: string) => (await phoneFacts(ctx.app, productId)).categoryName;

  it('lists the caller\'s own bookings, newest first, with price in dollars and status', async () => {
    const buyer = await createAccount(ctx.app, 'buyer', 'Rahim Buyer');
    const first = await listPhone(ctx.app, 15_000);
    const second = await listPhone(ctx.app, 8_050);
    const older = await bookPhone(ctx.app, buyer, first.productId);
    const newer = await bookPhone(ctx.app, buyer, second.productId);

    const response = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email.toUpperCase()}`, headers: bearer(buyer.accessToken) });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(Value.Check(BookingList, list)).toBe(true);
    expect(list.map((b: { _id: string }) => b._id)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({
      userName: 'Rahim Buyer',
      email: buyer.email,
      productPrice: 80.5,
      productId: second.productId,
      phone: '01812345678',
      meetingLocation: 'Gulshan 2',
      paid: false,
      status: 'unpaid',
      sellerName: 'Test seller',
      categoryName: await categoryOf(second.productId),
    });
    expect(list[0].categoryName).toMatch(/ Phones$/);
    // Unpaid: no stage after payment yet.
    expect(list[0]).not.toHaveProperty('orderStage');
    // The booking's own time, not the phone's.
    expect(Date.parse(list[0].bookedAt)).toBeGreaterThanOrEqual(Date.parse(list[1].bookedAt));
    expect(Math.abs(Date.now() - Date.parse(list[0].bookedAt))).toBeLessThan(60_000);
    expect(list[0].productImage).toBe('http://api.test/assets/products/test.webp');
    // The demo artwork has no smaller copy: it is its own thumbnail.
    expect(list[0].productThumb).toBe(list[0].productImage);
  });

  it('names the category of a phone in a category added while the API runs', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const { productId } = await listPhone(ctx.app);
    await bookPhone(ctx.app, buyer, productId);
    const myOrders = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) })).json();
    expect((await myOrders())[0].categoryName).toBe(await categoryOf(productId));

    const [added] = await ctx.app.db
      .insert(categories)
      .values({ name: `Walton Phones ${Date.now()}`, imageUrl: '/assets/categories/walton.webp' })
      .returning({ id: categories.id, name: categories.name });
    await ctx.app.db.update(products).set({ categoryId: added!.id }).where(eq(products.id, productId));
    expect((await myOrders())[0].categoryName).toBe(added!.name);
  });

  it('an empty list for a buyer with no bookings', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const response = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) });
    expect(response.json()).toEqual([]);
  });

  it('refuses another person\'s orders, lets an admin read them, and needs a token', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const admin = await createAccount(ctx.app, 'admin');
    const { productId } = await listPhone(ctx.app);
    await bookPhone(ctx.app, buyer, productId);

    const snooping = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(other.accessToken) });
    expect(snooping.statusCode).toBe(403);
    expect(snooping.json().message).toBe('You can only see your own orders.');
    const own = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) });
    const asAdmin = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(admin.accessToken) });
    // The admin sees the buyer's bookings as the buyer does: the buyer's name and email, not the admin's.
    expect(asAdmin.json()).toHaveLength(1);
    expect(asAdmin.json()).toEqual(own.json());
    expect(asAdmin.json()[0]).toMatchObject({ email: buyer.email });
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET /bookingData/:id is for the booking\'s buyer only', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const { productId } = await listPhone(ctx.app, 4_200);
    const bookingId = await bookPhone(ctx.app, buyer, productId);

    const own = await ctx.app.inject({ method: 'GET', url: `/bookingData/${bookingId}`, headers: bearer(buyer.accessToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: bookingId, productPrice: 42, paid: false, categoryName: await categoryOf(productId) });
    const theirs = await ctx.app.inject({ method: 'GET', url: `/bookingData/${bookingId}`, headers: bearer(other.accessToken) });
    expect(theirs.statusCode).toBe(403);
    const missing = await ctx.app.inject({ method: 'GET', url: '/bookingData/00000000-0000-4000-8000-000000000000', headers: bearer(buyer.accessToken) });
    expect(missing.statusCode).toBe(404);
    const malformed = await ctx.app.inject({ method: 'GET', url: '/bookingData/not-an-id', headers: bearer(buyer.accessToken) });
    expect(malformed.statusCode).toBe(400);
  });

  it("GET /bookingData/:id of a card-paid booking says the card payment's id; an unpaid one none", async () => {
    const { orderId, buyer } = await paidOrder(ctx.app);
    const [payment] = await ctx.app.db.select({ gatewayPaymentId: payments.gatewayPaymentId }).from(payments).where(eq(payments.bookingId, orderId));
    const paid = await ctx.app.inject({ method: 'GET', url: `/bookingData/${orderId}`, headers: bearer(buyer.accessToken) });
    expect(paid.json()).toMatchObject({ status: 'paid', transactionId: payment!.gatewayPaymentId });
    const { productId } = await listPhone(ctx.app, 4_200);
    const unpaid = await ctx.app.inject({ method: 'GET', url: `/bookingData/${await bookPhone(ctx.app, buyer, productId)}`, headers: bearer(buyer.accessToken) });
    expect(unpaid.json()).not.toHaveProperty('transactionId');
  });
});
