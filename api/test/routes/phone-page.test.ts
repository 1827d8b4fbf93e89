import { randomUUID } from 'node:crypto';
import { cancelBookingPath, PhonePage } from '@sellphones/contracts/schemas';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, users } from '../../src/db/schema.ts';
import { PHONE_NO_LONGER_FOR_SALE, PHONE_NOT_FOUND } from '../../src/routes/catalogue-listings.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { bookPhone, listPhone } from '../payments/phone-sale-fixtures.ts';

describe("a phone's page: GET /phones/:id", () => {
  const ctx = useTestApp();
  let seller: TestAccount;
  let buyer: TestAccount;
  let admin: TestAccount;
  const ids: Record<'forSale' | 'sold' | 'deleted' | 'hidden', string> = { forSale: '', sold: '', deleted: '', hidden: '' };

  beforeAll(async () => {
    [seller, buyer, admin] = await Promise.all([
      createAccount(ctx.app, 'seller', 'Rafiq Seller'),
      createAccount(ctx.app, 'buyer'),
      createAccount(ctx.app, 'admin'),
    ]);
    const [vivo] = await ctx.app.db.select().from(categories).where(eq(categories.name, 'Vivo Phones'));
    for (const state of Object.keys(ids) as Array<keyof typeof ids>) {
      const [row] = await ctx.app.db
        .insert(products)
        .values({
          sellerId: seller.userId,
          categoryId: vivo!.id,
          name: `Vivo V29 (${state})`,
          imageUrl: '/assets/products/vivo-v29.svg',
          originalPriceCents: 42_900,
          resalePriceCents: 30_000,
          condition: 'excellent',
          usedYears: 1,
          phone: '+8801711000000',
          location: 'Shaheb Bazar, Rajshahi',
          description: 'Like new, with the original box and receipt.',
          imei: state === 'forSale' ? '356938035643809' : null,
          status: state === 'sold' ? 'sold' : state === 'hidden' ? 'hidden' : 'available',
          deletedAt: state === 'deleted' ? new Date() : null,
        })
        .returning({ id: products.id });
      ids[state] = row!.id;
    }
  });

  const read = (id: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/phones/${id}`, headers });

  it('shows a visitor every detail and photo, without the phone number or the whole IMEI', async () => {
    const response = await read(ids.forSale);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(PhonePage, body)).toBe(true);
    expect(body).toMatchObject({
      _id: ids.forSale,
      name: 'Vivo V29 (forSale)',
      categoryName: 'Vivo Phones',
      originalPrice: 429,
      resalePrice: 300,
      condition: 'excellent',
      usedYear: 1,
      location: 'Shaheb Bazar, Rajshahi',
      description: 'Like new, with the original box and receipt.',
      sellerName: 'Rafiq Seller',
      isOwn: false,
    });
    expect(body.photos).toEqual([body.img]);
    expect(body.img).toBe('http://api.test/assets/products/vivo-v29.svg');
    expect(Date.parse(body.timePosted)).not.toBeNaN();
    // Since when the seller has had an account: a buyer weighs a seller of years against one of a day.
    const [sellerRow] = await ctx.app.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, seller.userId));
    expect(body.sellerSince).toBe(sellerRow!.createdAt.toISOString());
    expect(body).not.toHaveProperty('phone');
    expect(JSON.stringify(body)).not.toContain('356938035643809');
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('shows signed-in callers the seller’s number; the seller and admins the whole IMEI', async () => {
    const asBuyer = (await read(ids.forSale, bearer(buyer.accessToken))).json();
    expect(asBuyer.phone).toBe('01711000000');
    expect(asBuyer.isOwn).toBe(false);
    expect(JSON.stringify(asBuyer)).not.toContain('356938035643809');

    const asSeller = await read(ids.forSale, bearer(seller.accessToken));
    expect(asSeller.json().isOwn).toBe(true);
    expect(JSON.stringify(asSeller.json())).toContain('356938035643809');
    expect(asSeller.headers['cache-control']).toBe('private, no-store');

    expect(JSON.stringify((await read(ids.forSale, bearer(admin.accessToken))).json())).toContain('356938035643809');
  });

  it('offers a buyer their own unpaid booking of the phone, to no one else, until it is cancelled', async () => {
    const [booker, other] = await Promise.all([createAccount(ctx.app, 'buyer'), createAccount(ctx.app, 'buyer')]);
    const { productId } = await listPhone(ctx.app);
    const bookingId = await bookPhone(ctx.app, booker, productId);

    const asBooker = (await read(productId, bearer(booker.accessToken))).json();
    expect(Value.Check(PhonePage, asBooker)).toBe(true);
    expect(asBooker.yourBooking._id).toBe(bookingId);
    expect(Math.abs(Date.parse(asBooker.yourBooking.bookedAt) - Date.now())).toBeLessThan(60_000);
    expect(asBooker.yourBooking).not.toHaveProperty('reservedUntil');
    expect((await read(productId, bearer(other.accessToken))).json()).not.toHaveProperty('yourBooking');
    expect((await read(productId)).json()).not.toHaveProperty('yourBooking');

    // Kept for them to pay in cash: the page says until when, to them alone.
    const reserved = await ctx.app.inject({ method: 'POST', url: `/bookings/${bookingId}/cash-reservation`, headers: bearer(booker.accessToken) });
    expect(reserved.statusCode).toBe(200);
    const keptForBooker = (await read(productId, bearer(booker.accessToken))).json();
    expect(Value.Check(PhonePage, keptForBooker)).toBe(true);
    expect(keptForBooker.yourBooking.reservedUntil).toBe(reserved.json().reservedUntil);
    expect((await read(productId, bearer(other.accessToken))).json()).not.toHaveProperty('yourBooking');

    const cancelled = await ctx.app.inject({ method: 'POST', url: cancelBookingPath(bookingId), headers: bearer(booker.accessToken) });
    expect(cancelled.statusCode).toBe(200);
    expect((await read(productId, bearer(booker.accessToken))).json()).not.toHaveProperty('yourBooking');
  });

  it('tells a reporter when they reported the listing, and no one else', async () => {
    const [reporter, other] = await Promise.all([createAccount(ctx.app, 'buyer'), createAccount(ctx.app, 'buyer')]);
    const { productId } = await listPhone(ctx.app);
    expect((await read(productId, bearer(reporter.accessToken))).json()).not.toHaveProperty('youReportedAt');
    const reported = await ctx.app.inject({
      method: 'POST', url: '/reports', headers: bearer(reporter.accessToken),
      payload: { productId, reason: 'scam', text: 'Asked me to pay by bKash outside the site.' },
    });
    expect(reported.statusCode).toBe(201);

    const asReporter = (await read(productId, bearer(reporter.accessToken))).json();
    expect(Value.Check(PhonePage, asReporter)).toBe(true);
    expect(Math.abs(Date.parse(asReporter.youReportedAt) - Date.now())).toBeLessThan(60_000);
    expect((await read(productId, bearer(other.accessToken))).json()).not.toHaveProperty('youReportedAt');
    expect((await read(productId)).json()).not.toHaveProperty('youReportedAt');
  });

  it('shows the whole IMEI to the buyer who booked the phone, to check with NEIR, and to no other buyer', async () => {
    const [booker, other] = await Promise.all([createAccount(ctx.app, 'buyer'), createAccount(ctx.app, 'buyer')]);
    await bookPhone(ctx.app, booker, ids.forSale);
    expect((await read(ids.forSale, bearer(booker.accessToken))).json().imei).toEqual({ last4: '3809', full: '356938035643809' });
    expect((await read(ids.forSale, bearer(other.accessToken))).json().imei).toEqual({ last4: '3809' });
  });

  it('answers a sold, deleted or hidden phone with 410 "no longer for sale", to everyone', async () => {
    for (const id of [ids.sold, ids.deleted, ids.hidden]) {
      for (const headers of [{}, bearer(buyer.accessToken), bearer(seller.accessToken)]) {
        const response = await read(id, headers);
        expect(response.statusCode).toBe(410);
        expect(response.json().message).toBe(PHONE_NO_LONGER_FOR_SALE);
        expect(response.body).not.toContain('Vivo');
      }
    }
  });

  it('says so when the phone is sold after a visitor saw it', async () => {
    expect((await read(ids.forSale)).statusCode).toBe(200);
    // Sold behind the API's back, as another instance would: its notice ends the cached page.
    await ctx.app.db.update(products).set({ status: 'sold' }).where(eq(products.id, ids.forSale));
    try {
      await ctx.app.catalogue.caughtUp();
      expect((await read(ids.forSale)).statusCode).toBe(410);
    } finally {
      await ctx.app.db.update(products).set({ status: 'available' }).where(eq(products.id, ids.forSale));
      await ctx.app.catalogue.caughtUp();
    }
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await read(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PHONE_NOT_FOUND);
    expect((await read('not-a-phone')).statusCode).toBe(400);
  });

  it('answers a token that is present but not valid with 401', async () => {
    expect((await read(ids.forSale, bearer('not-a-token'))).statusCode).toBe(401);
  });
});
