import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, products, users } from '../../src/db/schema.ts';
import { setUserRole } from '../../src/db/users.repository.ts';
import { SESSION_ENDED_MESSAGE } from '../../src/db/writer-account.repository.ts';
import type { SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { multipartForm } from '../images/multipart-form.ts';
import { phoneListing } from '../images/photo-fixtures.ts';
import { bookPhone, confirmPayment, listPhone, startPayment } from '../payments/phone-sale-fixtures.ts';
import { afterNextQuery, afterNextSignInCheck } from '../support/between-sign-in-and-write.ts';

// Sign-in is checked when a request arrives; its body, and so its write, may come much later.
// Each write is replayed with the account deleted (or its role changed) right after that check.

const dataDir = await mkdtemp(path.join(tmpdir(), 'closed-mid-request-'));

describe('an account closed while its request is on its way writes nothing', () => {
  const ctx = useTestApp({ dataDir });
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(ctx.app, 'admin');
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What the admin's Delete button does. */
  const deleteAccount = (account: TestAccount) => async () => {
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/users/delete/${account.userId}`, headers: bearer(admin.accessToken) });
    expect(deleted.statusCode).toBe(200);
  };

  async function uploadedPhoto(seller: TestAccount): Promise<string> {
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: 'navy' } }).jpeg().toBuffer();
    const form = multipartForm([{ filename: 'phone.jpg', contentType: 'image/jpeg', bytes: jpeg }]);
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/images', headers: { ...bearer(seller.accessToken), ...form.headers }, payload: form.payload });
    return uploaded.json().data.display_url;
  }

  const sellersPhones = async (seller: TestAccount) =>
    ctx.app.db.select({ id: products.id }).from(products).where(eq(products.sellerId, seller.userId));

  it('POST /addProduct: a seller deleted after sign-in gets 401 and no listing', async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const img = await uploadedPhoto(seller);
    const race = await afterNextSignInCheck(ctx.app, seller.userId, deleteAccount(seller));
    const response = await ctx.app.inject({ method: 'POST', url: '/addProduct', headers: bearer(seller.accessToken), payload: phoneListing(img) });
    expect(race.fired()).toBe(true);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SESSION_ENDED_MESSAGE);
    expect(await sellersPhones(seller)).toEqual([]);
  });

  it('POST /addProduct: a seller made a buyer after sign-in (token version bumped) gets 401', async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const img = await uploadedPhoto(seller);
    await afterNextSignInCheck(ctx.app, seller.userId, () => setUserRole(ctx.app.db, seller.userId, 'buyer'));
    const response = await ctx.app.inject({ method: 'POST', url: '/addProduct', headers: bearer(seller.accessToken), payload: phoneListing(img) });
    expect(response.statusCode).toBe(401);
    expect(await sellersPhones(seller)).toEqual([]);
  });

  it('POST /bookedProduct: a buyer deleted after sign-in gets 401 and no booking', async () => {
    const { productId } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    await afterNextSignInCheck(ctx.app, buyer.userId, deleteAccount(buyer));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/bookedProduct',
      headers: bearer(buyer.accessToken),
      payload: { productId, phone: '01812345678', meetingLocation: 'Gulshan 2' },
    });
    expect(response.statusCode).toBe(401);
    expect(await ctx.app.db.select().from(bookings).where(eq(bookings.buyerId, buyer.userId))).toEqual([]);
  });

  it('POST /bookedProduct/:id/cancel: a buyer deleted after sign-in gets 401, not a cancellation done for them', async () => {
    const { productId } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    await afterNextSignInCheck(ctx.app, buyer.userId, deleteAccount(buyer));
    const response = await ctx.app.inject({ method: 'POST', url: `/bookedProduct/${bookingId}/cancel`, headers: bearer(buyer.accessToken) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SESSION_ENDED_MESSAGE);
  });

  it('POST /create-payment-intent: a buyer deleted after the booking was checked gets 401 and the phone stays free for others', async () => {
    const { productId } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    // Right after the route read the booking (still unpaid): the deletion cancels it.
    afterNextQuery(ctx.app, (text, params) => /from "bookings"/i.test(text) && params.includes(bookingId), deleteAccount(buyer));
    const response = await startPayment(ctx.app, buyer, bookingId);
    expect(response.statusCode).toBe(401);
    const [product] = await ctx.app.db.select({ heldBy: products.heldByBookingId }).from(products).where(eq(products.id, productId));
    expect(product?.heldBy).toBeNull();
    const other = await createAccount(ctx.app, 'buyer');
    expect((await startPayment(ctx.app, other, await bookPhone(ctx.app, other, productId))).statusCode).toBe(200);
  });

  it('PUT /advertise/:id and DELETE /product/:id: a seller whose sessions were ended after sign-in gets 401', async () => {
    const { productId, seller } = await listPhone(ctx.app);
    await ctx.app.db.update(products).set({ advertisedAt: null }).where(eq(products.id, productId));
    await afterNextSignInCheck(ctx.app, seller.userId, () => setUserRole(ctx.app.db, seller.userId, 'seller'));
    const advertised = await ctx.app.inject({ method: 'PUT', url: `/advertise/${productId}`, headers: bearer(seller.accessToken), payload: {} });
    expect(advertised.statusCode).toBe(401);
    const [row] = await ctx.app.db.select({ advertisedAt: products.advertisedAt, deletedAt: products.deletedAt }).from(products).where(eq(products.id, productId));
    expect(row).toEqual({ advertisedAt: null, deletedAt: null });

    const second = await listPhone(ctx.app);
    await afterNextSignInCheck(ctx.app, second.seller.userId, () => setUserRole(ctx.app.db, second.seller.userId, 'seller'));
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/product/${second.productId}`, headers: bearer(second.seller.accessToken) });
    expect(removed.statusCode).toBe(401);
    const [kept] = await ctx.app.db.select({ deletedAt: products.deletedAt }).from(products).where(eq(products.id, second.productId));
    expect(kept?.deletedAt).toBeNull();
  });

  it('POST /payments: a buyer deleted after paying is refunded and told why, and no sale is recorded', async () => {
    const { productId } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const { clientSecret } = (await startPayment(ctx.app, buyer, bookingId)).json();
    const sandbox = ctx.app.paymentGateway as SandboxGateway;
    const refunded: string[] = [];
    const refund = sandbox.refund.bind(sandbox);
    sandbox.refund = async (intentId: string) => {
      refunded.push(intentId);
      await refund(intentId);
    };
    // Charged straight at the gateway: the sandbox route would record the sale itself.
    const charged = await sandbox.charge({ clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' });
    const intentId = (charged as { paymentIntentId: string }).paymentIntentId;

    await afterNextSignInCheck(ctx.app, buyer.userId, deleteAccount(buyer));
    const response = await confirmPayment(ctx.app, buyer, bookingId, intentId);
    sandbox.refund = refund;
    expect(response.statusCode).toBe(409);
    expect(await ctx.app.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([]);
    const [product] = await ctx.app.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
    expect(product?.status).toBe('available');
    expect(response.json().message).toBe('This account has been closed; your payment has been refunded.');
    expect(refunded).toEqual([intentId]);
  });

  it('PUT /users: a profile saved right after the account was found, as an admin deletes it, is refused and unchanged', async () => {
    const buyer = await createAccount(ctx.app, 'buyer', 'Before Deletion');
    afterNextQuery(ctx.app, (text, params) => /from "users"/i.test(text) && params.includes(buyer.uid), deleteAccount(buyer));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(buyer.idToken),
      payload: { name: 'After Deletion', email: buyer.email },
    });
    expect(saved.statusCode).toBe(403);
    const [row] = await ctx.app.db.select({ name: users.name }).from(users).where(eq(users.id, buyer.userId));
    expect(row?.name).toBe('Before Deletion');
  });
});
