import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMEI_MESSAGES } from '@sellphones/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { imeiClashes, products } from '../../src/db/schema.ts';
import { bearer, createAccount, type TestAccount } from '../helper.ts';
import { phoneListing, useAppStoringPhotos } from '../images/photo-fixtures.ts';
import { uploadPhoto } from '../support/proof-cast.ts';
import { validImei } from '../orders/paid-order-fixtures.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'listing-imei-'));

describe('the IMEI of a listed phone', () => {
  const ctx = useAppStoringPhotos(dataDir);
  // Each seller lists with a photo of their own: another account's upload is refused.
  const photoOf = new Map<string, string>();
  let otherSeller: TestAccount;

  beforeAll(async () => {
    otherSeller = await createAccount(ctx.app, 'seller', 'Second Seller');
    for (const seller of [ctx.seller, otherSeller]) photoOf.set(seller.userId, await uploadPhoto(ctx.app, seller.accessToken));
  });

  /** The listing with this IMEI, or with none at all. */
  const withImei = ({ imei: _made, ...listing }: ReturnType<typeof phoneListing>, imei: string | undefined) =>
    imei === undefined ? listing : { ...listing, imei };

  const addProduct = (seller: TestAccount, imei?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(seller.accessToken),
      payload: withImei(phoneListing(photoOf.get(seller.userId)!), imei),
    });

  it('refuses a new listing without an IMEI, saying where to find it', async () => {
    const missing = await addProduct(ctx.seller);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: IMEI_MESSAGES.required, code: 'IMEI_REQUIRED' });
  });

  it('refuses an IMEI with a wrong check digit or not 15 digits, with a message saying how to find it', async () => {
    const typo = await addProduct(ctx.seller, '490154203237519');
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe(IMEI_MESSAGES.invalid);
    expect((await addProduct(ctx.seller, '49015420323751')).statusCode).toBe(400);
    expect((await addProduct(ctx.seller, '49015420323751x')).statusCode).toBe(400);
  });

  it("a second listing of one IMEI by another seller is refused and recorded for the admins", async () => {
    const imei = validImei();
    const first = await addProduct(ctx.seller, imei);
    expect(first.statusCode).toBe(200);
    const firstId = first.json().insertedId;

    const second = await addProduct(otherSeller, imei);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(IMEI_MESSAGES.alreadyListed);

    const clashes = await ctx.app.db.select().from(imeiClashes).where(eq(imeiClashes.productId, firstId));
    expect(clashes.map((clash) => clash.attemptedBy)).toEqual([otherSeller.userId]);

    const admin = await createAccount(ctx.app, 'admin');
    const queue = await ctx.app.inject({ method: 'GET', url: '/admin/moderation', headers: bearer(admin.accessToken) });
    const item = queue.json().find((entry: { productId: string }) => entry.productId === firstId);
    expect(item).toMatchObject({ imei: { full: imei }, imeiClashes: expect.arrayContaining([expect.objectContaining({ sellerName: 'Second Seller' })]) });
  });

  it('tells a seller listing their own phone again that it is in My Products, and records no clash', async () => {
    const imei = validImei();
    const first = (await addProduct(ctx.seller, imei)).json().insertedId;
    const again = await addProduct(ctx.seller, imei);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: IMEI_MESSAGES.listedByYou, code: 'IMEI_LISTED_BY_YOU' });
    expect(await ctx.app.db.select().from(imeiClashes).where(eq(imeiClashes.productId, first))).toEqual([]);
  });

  it('a deleted listing frees its IMEI for a new listing', async () => {
    const imei = validImei();
    const first = (await addProduct(ctx.seller, imei)).json().insertedId;
    await ctx.app.inject({ method: 'DELETE', url: `/product/${first}`, headers: bearer(ctx.seller.accessToken) });
    expect((await addProduct(otherSeller, imei)).statusCode).toBe(200);
  });

  it('is masked on the category page for others, whole for its seller and in My Products', async () => {
    const imei = validImei();
    const id = (await addProduct(ctx.seller, imei)).json().insertedId;
    const shown = (body: { products: Array<{ _id: string; imei?: unknown }> }) => body.products.find((product) => product._id === id)?.imei;
    const page = (headers = {}) => ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones', headers });

    expect(shown((await page()).json())).toEqual({ last4: imei.slice(-4) });
    const buyer = await createAccount(ctx.app, 'buyer');
    expect(shown((await page(bearer(buyer.accessToken))).json())).toEqual({ last4: imei.slice(-4) });
    expect(shown((await page(bearer(ctx.seller.accessToken))).json())).toEqual({ last4: imei.slice(-4), full: imei });
    // The page every other signed-in caller shares was read first: the seller and an admin still get their own.
    const admin = await createAccount(ctx.app, 'admin');
    expect(shown((await page(bearer(admin.accessToken))).json())).toEqual({ last4: imei.slice(-4), full: imei });
    const otherBuyer = await createAccount(ctx.app, 'buyer');
    expect(shown((await page(bearer(otherBuyer.accessToken))).json())).toEqual({ last4: imei.slice(-4) });
    expect(JSON.stringify((await page()).json())).not.toContain(imei);

    const mine = await ctx.app.inject({ method: 'GET', url: `/myProduct/${encodeURIComponent(ctx.seller.email)}`, headers: bearer(ctx.seller.accessToken) });
    expect(mine.json().find((product: { _id: string }) => product._id === id).imei).toEqual({ last4: imei.slice(-4), full: imei });
  });

  it('shows the whole IMEI to a buyer once they have booked the phone', async () => {
    const imei = validImei();
    const id = (await addProduct(ctx.seller, imei)).json().insertedId;
    const buyer = await createAccount(ctx.app, 'buyer');
    const booked = await ctx.app.inject({
      method: 'POST', url: '/bookedProduct', headers: bearer(buyer.accessToken),
      payload: { productId: id, phone: '01812345678', meetingLocation: 'Banani' },
    });
    expect(booked.statusCode).toBe(201);
    const orders = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${encodeURIComponent(buyer.email)}`, headers: bearer(buyer.accessToken) });
    expect(orders.json()[0].imei).toEqual({ last4: imei.slice(-4), full: imei });
  });

  // A real race on PostgreSQL (several connections); PGlite's one connection runs them in turn.
  it('two sellers racing to list one IMEI: exactly one wins', async () => {
    const sellers = await Promise.all([1, 2, 3, 4].map((n) => createAccount(ctx.app, 'seller', `Racer ${n}`)));
    const photos = await Promise.all(sellers.map((seller) => uploadPhoto(ctx.app, seller.accessToken)));
    for (let round = 0; round < 5; round++) {
      const imei = validImei();
      const answers = await Promise.all(
        sellers.map((seller, i) =>
          ctx.app.inject({ method: 'POST', url: '/addProduct', headers: bearer(seller.accessToken), payload: { ...phoneListing(photos[i]!), imei } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const listed = await ctx.app.db.select({ id: products.id }).from(products).where(eq(products.imei, imei));
      expect(listed).toHaveLength(1);
    }
  });
});
