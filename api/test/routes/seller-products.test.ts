import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLACE_MESSAGES } from '@sellphones/contracts';
import { MyProductList } from '@sellphones/contracts/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, products } from '../../src/db/schema.ts';
import { uploadPhoto } from '../support/proof-cast.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { multipartForm } from '../images/multipart-form.ts';
import { validImei } from '../orders/paid-order-fixtures.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'seller-products-'));

describe("a seller's own phones", () => {
  const ctx = useTestApp({ dataDir });
  let seller: TestAccount;
  let otherSeller: TestAccount;
  let buyer: TestAccount;
  let admin: TestAccount;
  let photoUrl: string;

  beforeAll(async () => {
    [seller, otherSeller, buyer, admin] = await Promise.all([
      createAccount(ctx.app, 'seller', 'Rahim Seller'),
      createAccount(ctx.app, 'seller', 'Karim Seller'),
      createAccount(ctx.app, 'buyer'),
      createAccount(ctx.app, 'admin'),
    ]);
    const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: 'teal' } }).jpeg().toBuffer();
    const form = multipartForm([{ filename: 'phone.jpg', contentType: 'image/jpeg', bytes: jpeg }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/images',
      headers: { ...bearer(seller.accessToken), ...form.headers },
      payload: form.payload,
    });
    photoUrl = uploaded.json().data.display_url;
  });

  // Each seller lists with a photo of their own: another account's upload is refused.
  const photos = new Map<string, Promise<string>>();
  const photoOf = (account: TestAccount) => {
    if (account === seller) return Promise.resolve(photoUrl);
    if (!photos.has(account.userId)) photos.set(account.userId, uploadPhoto(ctx.app, account.accessToken));
    return photos.get(account.userId)!;
  };
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    name: 'Oppo A57',
    imei: validImei(),
    img: photoUrl,
    categoryName: 'Oppo Phones',
    originalPrice: 250,
    resalePrice: 180.5,
    usedYear: 2,
    phone: '01711223344',
    division: 'dhaka',
    district: 'dhaka',
    area: 'Mirpur',
    description: 'Screen like new, battery 85%.',
    condition: 'excellent',
    ...overrides,
  });

  async function addProduct(account: TestAccount, overrides: Record<string, unknown> = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(account.accessToken),
      payload: newProduct({ img: await photoOf(account), ...overrides }),
    });
  }

  async function addedId(account: TestAccount, overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await addProduct(account, overrides);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().insertedId;
  }

  const myProducts = (account: TestAccount, email = account.email) =>
    ctx.app.inject({ method: 'GET', url: `/myProduct/${encodeURIComponent(email)}`, headers: bearer(account.accessToken) });
  const advertise = (account: TestAccount, id: string, payload?: unknown) =>
    ctx.app.inject({ method: 'PUT', url: `/advertise/${id}`, headers: bearer(account.accessToken), payload: payload as never });
  const remove = (account: TestAccount, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/product/${id}`, headers: bearer(account.accessToken) });

  describe('POST /addProduct with an Idempotency-Key', () => {
    // Sellers of their own, so the phones listed here stay out of the other tests' lists.
    let retrier: TestAccount;
    let neighbour: TestAccount;
    beforeAll(async () => {
      [retrier, neighbour] = await Promise.all([
        createAccount(ctx.app, 'seller', 'Retrying Seller'),
        createAccount(ctx.app, 'seller', 'Neighbour Seller'),
      ]);
    });
    const addWithKey = async (account: TestAccount, key: string, overrides: Record<string, unknown> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/addProduct',
        headers: { ...bearer(account.accessToken), 'idempotency-key': key },
        payload: newProduct({ img: await photoOf(account), ...overrides }),
      });
    const rowsWithKey = (key: string) =>
      ctx.app.db.select({ id: products.id }).from(products).where(eq(products.idempotencyKey, key));

    it('a retry of the same submission lists the phone once and answers with the same id', async () => {
      const key = crypto.randomUUID();
      const first = await addWithKey(retrier, key);
      const retry = await addWithKey(retrier, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(await rowsWithKey(key)).toEqual([{ id: first.json().insertedId }]);
    });

    it('two requests with one key at the same moment still list one phone', async () => {
      const key = crypto.randomUUID();
      const [a, b] = await Promise.all([addWithKey(retrier, key), addWithKey(retrier, key)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().insertedId).toBe(b.json().insertedId);
      expect(await rowsWithKey(key)).toHaveLength(1);
    });

    it('a changed body under a used key returns the first phone, unchanged', async () => {
      const key = crypto.randomUUID();
      const first = await addWithKey(retrier, key, { name: 'Kept name' });
      const changed = await addWithKey(retrier, key, { name: 'Ignored name' });
      expect(changed.json().insertedId).toBe(first.json().insertedId);
      const [row] = await ctx.app.db.select({ name: products.name }).from(products).where(eq(products.idempotencyKey, key));
      expect(row?.name).toBe('Kept name');
    });

    it('two sellers using the same key each list their own phone', async () => {
      const key = crypto.randomUUID();
      const mine = await addWithKey(retrier, key);
      const theirs = await addWithKey(neighbour, key);
      expect(mine.statusCode).toBe(200);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().insertedId).not.toBe(mine.json().insertedId);
      expect(await rowsWithKey(key)).toHaveLength(2);
    });

    it('refuses a key that is not a UUID, saying so, and lists nothing', async () => {
      const response = await addWithKey(retrier, 'retry-1');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/idempotency-key/i);
      expect(response.json().message).toMatch(/valid id/i);
    });
  });

  describe('POST /addProduct', () => {
    it('lists the phone for the caller, with the prices as typed, newest first', async () => {
      const first = await addedId(seller, { name: 'First phone' });
      const response = await addProduct(seller, { name: 'Second phone' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });

      const list = (await myProducts(seller)).json();
      expect(Value.Check(MyProductList, list)).toBe(true);
      expect(list[0]).toMatchObject({
        _id: response.json().insertedId,
        name: 'Second phone',
        categoryName: 'Oppo Phones',
        img: photoUrl,
        originalPrice: 250,
        resalePrice: 180.5,
        usedYear: 2,
        condition: 'excellent',
        sellerEmail: seller.email,
        sellerName: 'Rahim Seller',
        sold: false,
        advertised: false,
        // Stored as +8801711223344, shown the way people in Bangladesh write it.
        phone: '01711223344',
      });
      expect(list[1]._id).toBe(first);
      const [stored] = await ctx.app.db.select({ phone: products.phone }).from(products).where(eq(products.id, first));
      expect(stored!.phone).toBe('+8801711223344');
    });

    it('keeps the division, district and area, and shows them as one place', async () => {
      const id = await addedId(seller, { name: 'Placed phone', division: 'dhaka', district: 'gazipur', area: ' Tongi ' });
      const shown = (await myProducts(seller)).json().find((p: { _id: string }) => p._id === id);
      expect(shown).toMatchObject({ division: 'dhaka', district: 'gazipur', area: 'Tongi', location: 'Tongi, Gazipur, Dhaka' });
      const withoutArea = await addedId(seller, { name: 'No area phone', division: 'chattogram', district: 'coxs-bazar', area: undefined });
      const plain = (await myProducts(seller)).json().find((p: { _id: string }) => p._id === withoutArea);
      expect(plain.location).toBe("Cox's Bazar, Chattogram");
      expect(plain).not.toHaveProperty('area');
    });

    it('names no condition where the seller gave none: in My Products, on the card and the phone\'s page', async () => {
      const id = await addedId(seller, { name: 'Unsaid condition', condition: undefined });
      const mine = (await myProducts(seller)).json().find((p: { _id: string }) => p._id === id);
      expect(mine).toMatchObject({ name: 'Unsaid condition', usedYear: 2 });
      expect(mine).not.toHaveProperty('condition');
      await ctx.app.catalogue.caughtUp();
      const page = await ctx.app.inject({ method: 'GET', url: `/phones/${id}`, headers: bearer(buyer.accessToken) });
      expect(page.json()).toMatchObject({ name: 'Unsaid condition' });
      expect(page.json()).not.toHaveProperty('condition');
      const cards = await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones', headers: bearer(buyer.accessToken) });
      const card = cards.json().products.find((p: { _id: string }) => p._id === id);
      expect(card).toMatchObject({ name: 'Unsaid condition' });
      expect(card).not.toHaveProperty('condition');
      // Nor does a filter for a condition find it.
      const good = await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones?condition=Good', headers: bearer(buyer.accessToken) });
      expect(good.json().products.map((p: { _id: string }) => p._id)).not.toContain(id);
    });

    it('refuses a place outside the official lists, a district of another division and a long area', async () => {
      for (const [overrides, message] of [
        [{ district: 'gazipur', division: 'sylhet' }, PLACE_MESSAGES.districtNotInDivision],
        [{ district: 'atlantis' }, /^district must be one of/],
        [{ division: 'Dhaka' }, /^division must be one of/],
        [{ division: undefined }, /^division is required/],
        [{ area: 'x'.repeat(61) }, /^area must be at most 60 characters/],
      ] as const) {
        const response = await addProduct(seller, overrides);
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('refuses a seller named in the body: the seller is always the caller', async () => {
      const response = await addProduct(seller, { sellerEmail: otherSeller.email });
      expect(response.statusCode).toBe(400);
    });

    it('refuses a resale price above the original price', async () => {
      const response = await addProduct(seller, { originalPrice: 100, resalePrice: 100.01 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Resale price cannot be more than the original price');
    });

    it('refuses an unknown category, a non-positive price, a short phone and fractional years', async () => {
      for (const overrides of [
        { categoryName: 'Nokia Phones' },
        { originalPrice: 0 },
        { resalePrice: -5 },
        { phone: '0171' },
        { phone: '01112345678' },
        { phone: '+447911123456' },
        { usedYear: 1.5 },
        { name: '' },
      ]) {
        const response = await addProduct(seller, overrides);
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      }
    });

    it('accepts only a photo this API stored', async () => {
      const missing = photoUrl.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000');
      for (const img of [
        'https://evil.example/phone.jpg',
        missing,
        photoUrl.replace('.webp', '-thumb.webp'),
        'javascript:alert(1)',
        'http://api.test/images/../../package.json',
      ]) {
        const response = await addProduct(seller, { img });
        expect(response.statusCode, img).toBe(400);
      }
    });

    it('refuses buyers and admins', async () => {
      expect((await addProduct(buyer)).statusCode).toBe(403);
      expect((await addProduct(admin)).statusCode).toBe(403);
      const anonymous = await ctx.app.inject({ method: 'POST', url: '/addProduct', payload: newProduct() });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /myProduct/:email', () => {
    it("shows only the caller's own phones; an admin may read anyone's", async () => {
      await addedId(otherSeller, { name: 'Karim phone' });
      expect((await myProducts(seller, otherSeller.email)).statusCode).toBe(403);
      expect((await myProducts(buyer, seller.email)).statusCode).toBe(403);

      const own = (await myProducts(otherSeller)).json();
      expect(own.map((p: { name: string }) => p.name)).toEqual(['Karim phone']);
      const byAdmin = await myProducts(admin, otherSeller.email);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toEqual(own);
    });

    it('answers an empty list for a buyer looking at their own', async () => {
      const response = await myProducts(buyer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('PUT /advertise/:id', () => {
    it('advertises an own unsold phone once, whatever the old client sends', async () => {
      const id = await addedId(seller, { name: 'Advertised phone' });
      const first = await advertise(seller, id, { proId: id, name: 'Advertised phone', resalePrice: 180.5 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ acknowledged: true });
      const [before] = await ctx.app.db.select().from(products).where(eq(products.id, id));

      const again = await advertise(seller, id);
      expect(again.statusCode).toBe(200);
      const [after] = await ctx.app.db.select().from(products).where(eq(products.id, id));
      expect(after!.advertisedAt).toEqual(before!.advertisedAt);

      const listed = (await myProducts(seller)).json().find((p: { _id: string }) => p._id === id);
      expect(listed.advertised).toBe(true);
    });

    it("refuses another seller's phone, a buyer and a sold phone", async () => {
      const id = await addedId(seller);
      expect((await advertise(otherSeller, id)).statusCode).toBe(403);
      expect((await advertise(buyer, id)).statusCode).toBe(403);
      expect((await advertise(admin, id)).statusCode).toBe(403);

      await ctx.app.db.update(products).set({ status: 'sold' }).where(eq(products.id, id));
      const sold = await advertise(seller, id);
      expect(sold.statusCode).toBe(409);
      expect(sold.json().message).toBe('Only an unsold phone can be advertised.');
    });
  });

  describe('DELETE /product/:id', () => {
    it('deletes an own unsold phone and cancels its open bookings', async () => {
      const id = await addedId(seller, { name: 'Booked phone' });
      const [open] = await ctx.app.db
        .insert(bookings)
        .values({ productId: id, buyerId: buyer.userId, phone: '01800000000', meetingLocation: 'Gulshan', priceCents: 18050 })
        .returning();

      const response = await remove(seller, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });

      const [booking] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, open!.id));
      expect(booking!.status).toBe('cancelled');
      const [row] = await ctx.app.db.select().from(products).where(eq(products.id, id));
      expect(row!.deletedAt).not.toBeNull();
      const names = (await myProducts(seller)).json().map((p: { _id: string }) => p._id);
      expect(names).not.toContain(id);

      expect((await remove(seller, id)).statusCode).toBe(404);
      expect((await advertise(seller, id)).statusCode).toBe(404);
    });

    it("refuses another seller's phone and a buyer; an admin may delete any", async () => {
      const id = await addedId(seller);
      expect((await remove(otherSeller, id)).statusCode).toBe(403);
      expect((await remove(buyer, id)).statusCode).toBe(403);
      expect((await remove(admin, id)).statusCode).toBe(200);
    });

    it('keeps a sold phone for the order history', async () => {
      const id = await addedId(seller, { name: 'Sold phone' });
      await ctx.app.db.update(products).set({ status: 'sold' }).where(eq(products.id, id));
      const response = await remove(seller, id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('A sold phone stays in the order history and cannot be deleted');
      const listed = (await myProducts(seller)).json().find((p: { _id: string }) => p._id === id);
      expect(listed.sold).toBe(true);
    });
  });
});
