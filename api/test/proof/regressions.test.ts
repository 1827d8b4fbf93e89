import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, products, users } from '../../src/db/schema.ts';
import type { SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { bearer, createAccount, testConfig, useTestApp } from '../helper.ts';
import { bookPhone, confirmPayment, listPhone, startPayment } from '../payments/phone-sale-fixtures.ts';
import { firebaseSignUp } from '../support/firebase-emulator.ts';
import { signHs256 } from '../support/forged-tokens.ts';
import { createCast, type Cast } from '../support/proof-cast.ts';
import { validImei } from '../orders/paid-order-fixtures.ts';

// The holes of the product this one replaces, one named test each, so a change that reopens one
// fails under its own name.

const dataDir = await mkdtemp(path.join(tmpdir(), 'regressions-'));

describe('the earlier product\'s holes stay closed', () => {
  const ctx = useTestApp({ dataDir });
  let cast: Cast;

  beforeAll(async () => {
    cast = await createCast(ctx.app);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('regression: a token for any email is refused', async () => {
    const { buyer, admin } = cast.accounts;
    // The old GET /jwt signed a token for whatever email was in the query.
    const asAdmin = await get(`/jwt?email=${encodeURIComponent(admin.email)}`, buyer.idToken);
    expect(asAdmin.statusCode).toBe(403);
    const noToken = await ctx.app.inject({ method: 'GET', url: `/jwt?email=${encodeURIComponent(admin.email)}` });
    expect(noToken.statusCode).toBe(401);
    // Nor can a token be made for the admin's id without the API's key.
    const now = Math.floor(Date.now() / 1000);
    const forged = signHs256(
      { sub: admin.userId, ver: 0, iss: 'sellphones-api', aud: 'sellphones-apps', iat: now, exp: now + 600 },
      'a-guessed-secret-that-is-not-the-real-one-0000',
    );
    expect((await get('/allBuyers', forged)).statusCode).toBe(401);
    expect(testConfig().jwtSecret).not.toBe('a-guessed-secret-that-is-not-the-real-one-0000');
  });

  it('regression: nobody makes themselves admin through PUT /users', async () => {
    const session = await firebaseSignUp();
    for (const extra of [{ role: 'admin' }, { isAdmin: true }, { userType: 'admin' }]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(session.idToken),
        payload: { name: 'Would-be Admin', email: session.email, ...extra },
      });
      expect(response.statusCode).toBe(400);
    }
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(session.idToken),
      payload: { name: 'Would-be Admin', email: session.email },
    });
    expect(saved.json()).toEqual({ acknowledged: true, role: 'buyer' });
    const [row] = await ctx.app.db.select({ role: users.role }).from(users).where(eq(users.email, session.email));
    expect(row?.role).toBe('buyer');
  });

  it('regression: a buyer cannot turn themselves into a seller later', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(buyer.idToken),
      payload: { name: 'Now A Seller', email: buyer.email, sellerAccount: true },
    });
    expect(response.json()).toEqual({ acknowledged: true, role: 'buyer' });
    expect((await get(`/users/${encodeURIComponent(buyer.email)}`, buyer.accessToken)).json()).toEqual({ isSeller: false });
    const adding = await ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(buyer.accessToken),
      payload: { name: 'X', imei: validImei(), img: cast.photoUrl, categoryName: 'Oppo Phones', originalPrice: 2, resalePrice: 1, usedYear: 1, phone: '01711223344', division: 'dhaka', district: 'dhaka', description: 'x' },
    });
    expect(adding.statusCode).toBe(403);
  });

  it("regression: a buyer's token cannot list all users", async () => {
    for (const url of ['/allBuyers', '/allSellers', '/allBuyers?search=%25']) {
      const response = await get(url, cast.accounts.buyer.accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('@example.test');
    }
  });

  it("regression: a buyer cannot read another buyer's bookings or booking data", async () => {
    const { buyer, otherBuyer } = cast.accounts;
    const list = await get(`/bookedProduct/${encodeURIComponent(buyer.email)}`, otherBuyer.accessToken);
    expect(list.statusCode).toBe(403);
    const one = await get(`/bookingData/${cast.bookingId}`, otherBuyer.accessToken);
    expect(one.statusCode).toBe(403);
    expect(`${list.body}${one.body}`).not.toContain(buyer.email);
  });

  it('regression: a user or a product cannot be deleted without being allowed', async () => {
    const { buyer, otherSeller, owningSeller } = cast.accounts;
    for (const caller of [buyer, otherSeller, owningSeller]) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/users/delete/${cast.accounts.otherBuyer.userId}`,
        headers: bearer(caller.accessToken),
      });
      expect(response.statusCode).toBe(403);
    }
    const [target] = await ctx.app.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, cast.accounts.otherBuyer.userId));
    expect(target?.disabledAt).toBeNull();

    for (const caller of [buyer, otherSeller]) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `/product/${cast.productId}`, headers: bearer(caller.accessToken) });
      expect(response.statusCode).toBe(403);
    }
    const [phone] = await ctx.app.db.select({ deletedAt: products.deletedAt }).from(products).where(eq(products.id, cast.productId));
    expect(phone?.deletedAt).toBeNull();
  });

  it("regression: a seller cannot advertise someone else's phone", async () => {
    const { productId } = await listPhone(ctx.app);
    await ctx.app.db.update(products).set({ advertisedAt: null }).where(eq(products.id, productId));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/advertise/${productId}`,
      headers: bearer(cast.accounts.otherSeller.accessToken),
      payload: { proId: productId },
    });
    expect(response.statusCode).toBe(403);
    const [phone] = await ctx.app.db.select({ advertisedAt: products.advertisedAt }).from(products).where(eq(products.id, productId));
    expect(phone?.advertisedAt).toBeNull();
  });

  it('regression: a payment intent is never made at a client-chosen price', async () => {
    const { productId } = await listPhone(ctx.app, 48_000);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const response = await startPayment(ctx.app, buyer, bookingId, { productPrice: 0.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().amount).toBe(480);
    const intentId = response.json().clientSecret.split('_secret_')[0];
    const intent = await (ctx.app.paymentGateway as SandboxGateway).retrieveIntent(intentId);
    expect(intent?.amountCents).toBe(48_000);
  });

  it('regression: a payment that never happened cannot be recorded', async () => {
    const { productId } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    // A made-up transaction id, and a real intent that was never charged.
    const madeUp = await confirmPayment(ctx.app, buyer, bookingId, 'pi_3Nothing_happened', { productPrice: 125 });
    expect(madeUp.statusCode).toBe(400);
    const started = await startPayment(ctx.app, buyer, bookingId);
    const intentId = started.json().clientSecret.split('_secret_')[0];
    const unpaid = await confirmPayment(ctx.app, buyer, bookingId, intentId);
    expect(unpaid.statusCode).toBe(402);

    const [booking] = await ctx.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.status).toBe('unpaid');
    expect(await ctx.app.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([]);
    const [phone] = await ctx.app.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
    expect(phone?.status).not.toBe('sold');
  });
});
