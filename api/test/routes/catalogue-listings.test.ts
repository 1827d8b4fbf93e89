import { AdvertisedList, ListingPage } from '@sellphones/contracts/schemas';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';

const CATEGORY = 'Samsung Phones';
const CATEGORY_URL = `/products/${encodeURIComponent(CATEGORY)}`;
const CONDITIONS = ['excellent', 'Good', 'Fair'] as const;

interface SeededPhone {
  name: string;
  resalePriceCents: number;
  condition: (typeof CONDITIONS)[number];
  createdAt: Date;
  listed: boolean;
}

interface ListedCard {
  _id: string;
  name: string;
  resalePrice: number;
  condition: string;
  phone?: string;
  isOwn: boolean;
}

describe('catalogue listings', () => {
  const ctx = useTestApp();
  let seller: TestAccount;
  let buyer: TestAccount;
  const seeded: SeededPhone[] = [];

  beforeAll(async () => {
    [seller, buyer] = await Promise.all([createAccount(ctx.app, 'seller', 'Rafiq Seller'), createAccount(ctx.app, 'buyer')]);
    const db = ctx.app.db;
    const [samsung] = await db.select().from(categories).where(eq(categories.name, CATEGORY));
    const [oppo] = await db.select().from(categories).where(eq(categories.name, 'Oppo Phones'));
    const start = Date.UTC(2026, 0, 1);
    // 1,000 phones: 800 in the category under test (some sold, some deleted), 200 elsewhere.
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const inCategory = i < 800;
      const sold = inCategory && i % 10 === 3;
      const deleted = inCategory && i % 25 === 7;
      // Prices repeat (every 97 phones), so ties must be broken the same way on every page.
      const resalePriceCents = 5_000 + (i % 97) * 250;
      const row = {
        sellerId: seller.userId,
        categoryId: inCategory ? samsung!.id : oppo!.id,
        name: `Phone ${String(i).padStart(4, '0')}`,
        imageUrl: '/assets/products/samsung-galaxy-s23.svg',
        originalPriceCents: resalePriceCents + 10_000,
        resalePriceCents,
        condition: CONDITIONS[i % 3]!,
        usedYears: i % 5,
        phone: '01711-000000',
        location: 'Mirpur, Dhaka',
        description: 'Seeded for the listing tests.',
        status: sold ? ('sold' as const) : ('available' as const),
        createdAt: new Date(start + i * 60_000),
        deletedAt: deleted ? new Date(start) : null,
        advertisedAt: i === 10 || i === 20 || i === 13 ? new Date(start + i * 60_000) : null,
      };
      if (inCategory) seeded.push({ ...row, listed: !sold && !deleted });
      return row;
    });
    for (let i = 0; i < rows.length; i += 250) await db.insert(products).values(rows.slice(i, i + 250));
    // Written behind the API's back: its shelves take the phones in once the notices are heard.
    await ctx.app.catalogue.caughtUp();
  });

  const listed = () => seeded.filter((p) => p.listed);
  const byNewest = (a: SeededPhone, b: SeededPhone) => b.createdAt.getTime() - a.createdAt.getTime();

  async function page(query: string, headers: Record<string, string> = {}) {
    const response = await ctx.app.inject({ method: 'GET', url: `${CATEGORY_URL}${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ products: ListedCard[]; page: number; pageSize: number; total: number }>();
    expect(Value.Check(ListingPage, body)).toBe(true);
    return { body, response };
  }

  it('pages through the available phones newest first, 12 at a time, without sold or deleted ones', async () => {
    const expected = listed().sort(byNewest);
    const first = await page('');
    expect(first.body.total).toBe(expected.length);
    expect(first.body.pageSize).toBe(12);
    expect(first.body.products.map((p) => p.name)).toEqual(expected.slice(0, 12).map((p) => p.name));

    const lastPage = Math.ceil(expected.length / 12);
    const last = await page(`?page=${lastPage}`);
    expect(last.body.products.map((p) => p.name)).toEqual(expected.slice((lastPage - 1) * 12).map((p) => p.name));
    const beyond = await page(`?page=${lastPage + 1}`);
    expect(beyond.body.products).toEqual([]);
  });

  it('sorts by price both ways with a stable order across pages', async () => {
    const ascending = (await page('?sort=price-asc')).body.products.map((p) => p.resalePrice);
    const cheapest = Math.min(...listed().map((p) => p.resalePriceCents)) / 100;
    expect(ascending[0]).toBe(cheapest);
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);

    const descending = (await page('?sort=price-desc&page=3')).body.products.map((p) => p.resalePrice);
    expect([...descending].sort((a, b) => b - a)).toEqual(descending);

    // Walking every page of a price sort shows each phone exactly once, despite the price ties.
    const seen = new Set<string>();
    const pages = Math.ceil(listed().length / 12);
    for (let n = 1; n <= pages; n++) {
      for (const product of (await page(`?sort=price-asc&page=${n}`)).body.products) seen.add(product._id);
    }
    expect(seen.size).toBe(listed().length);
  });

  it.each([
    ['newest', (a: SeededPhone, b: SeededPhone) => byNewest(a, b)],
    ['price-asc', (a: SeededPhone, b: SeededPhone) => a.resalePriceCents - b.resalePriceCents],
    ['price-desc', (a: SeededPhone, b: SeededPhone) => b.resalePriceCents - a.resalePriceCents],
  ] as const)('a signed-in walk of every page sorted by %s shows each phone once, in order, with one total', async (sort, order) => {
    const expected = listed().sort(order);
    const shown: ListedCard[] = [];
    const pages = Math.ceil(expected.length / 12);
    for (let n = 1; n <= pages; n++) {
      const { body } = await page(`?sort=${sort}&page=${n}`, bearer(buyer.accessToken));
      expect(body.total).toBe(expected.length);
      shown.push(...body.products);
    }
    expect(new Set(shown.map((p) => p._id)).size).toBe(expected.length);
    // Ties (same price) may come in either order, but never out of the sort's order.
    const key = (p: { resalePrice?: number; resalePriceCents?: number; name: string }) =>
      sort === 'newest' ? p.name : String(p.resalePrice ?? p.resalePriceCents! / 100);
    expect(shown.map(key)).toEqual(expected.map((p) => key({ ...p, resalePrice: p.resalePriceCents / 100 })));
    // Signed in: every card carries the seller's phone number.
    expect(shown.every((p) => typeof p.phone === 'string' && p.phone.length > 0)).toBe(true);
  });

  it('filters by condition and price range', async () => {
    const expected = listed()
      .filter((p) => p.condition === 'Fair' && p.resalePriceCents >= 10_000 && p.resalePriceCents <= 20_000)
      .sort((a, b) => a.resalePriceCents - b.resalePriceCents);
    const { body } = await page('?condition=Fair&minPrice=100&maxPrice=200&sort=price-asc');
    expect(body.total).toBe(expected.length);
    expect(body.products).toHaveLength(Math.min(12, expected.length));
    for (const product of body.products) {
      expect(product.condition).toBe('Fair');
      expect(product.resalePrice).toBeGreaterThanOrEqual(100);
      expect(product.resalePrice).toBeLessThanOrEqual(200);
    }
    expect(body.products.map((p) => p.resalePrice)).toEqual(expected.slice(0, 12).map((p) => p.resalePriceCents / 100));
  });

  it('shows anonymous visitors no phone numbers, with a short public cache and an ETag', async () => {
    const { body, response } = await page('');
    for (const product of body.products) {
      expect(product).not.toHaveProperty('phone');
      expect(product.isOwn).toBe(false);
    }
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const again = await ctx.app.inject({
      method: 'GET',
      url: CATEGORY_URL,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows signed-in callers the phone numbers, marks their own phones, and is never cached', async () => {
    const asBuyer = await page('', bearer(buyer.accessToken));
    expect(asBuyer.body.products[0]!.phone).toBe('01711000000');
    expect(asBuyer.body.products.every((p) => !p.isOwn)).toBe(true);
    expect(asBuyer.response.headers['cache-control']).toBe('private, no-store');
    expect(asBuyer.response.headers.etag).toBeUndefined();

    const asSeller = await page('', bearer(seller.accessToken));
    expect(asSeller.body.products.every((p) => p.isOwn)).toBe(true);
  });

  it("answers a visitor's repeat read from the cache as it answered the first, and never a signed-in caller", async () => {
    const url = `${CATEGORY_URL}?sort=price-desc&page=2`;
    const read = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', ...headers } });
    const first = await read();
    const repeat = await read();
    expect(repeat.statusCode).toBe(200);
    expect(repeat.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of ['etag', 'cache-control', 'vary', 'content-encoding', 'content-type']) {
      expect(repeat.headers[header], header).toBe(first.headers[header]);
    }
    expect(String(repeat.headers.vary)).toMatch(/authorization/);

    // The same URL, now cached for visitors: a signed-in caller still gets the private page,
    // and a token that is not valid still gets 401, not the visitors' copy.
    const signedIn = await read(bearer(buyer.accessToken));
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.json().products[0].phone).toBe('01711000000');
    expect((await read(bearer('not-a-token'))).statusCode).toBe(401);
  });

  it("gives a signed-in buyer the visitors' cards of a page, each with its seller's phone number", async () => {
    const query = '?sort=price-asc&page=2';
    const visitors = (await page(query)).body;
    const signedIn = (await page(query, bearer(buyer.accessToken))).body;
    expect({ ...signedIn, products: [] }).toEqual({ ...visitors, products: [] });
    expect(signedIn.products).toHaveLength(12);
    expect(signedIn.products).toEqual(visitors.products.map((card) => ({ ...card, isOwn: false, phone: expect.stringMatching(/^01\d{9}$/) })));
  });

  it("sends a signed-in buyer a phone's Bangla text as the seller wrote it", async () => {
    const [oppo] = await ctx.app.db.select().from(categories).where(eq(categories.name, 'Oppo Phones'));
    const name = 'অপো রেনো ১০';
    const description = 'বক্স ও চার্জার সহ, স্ক্রিনে কোনো দাগ নেই।';
    await ctx.app.db.insert(products).values({
      sellerId: seller.userId,
      categoryId: oppo!.id,
      name,
      imageUrl: '/assets/products/samsung-galaxy-s23.svg',
      originalPriceCents: 4_000_000,
      resalePriceCents: 3_000_000,
      condition: 'Good',
      usedYears: 1,
      phone: '01711-000000',
      location: 'মিরপুর, ঢাকা',
      description,
      createdAt: new Date(Date.UTC(2027, 0, 1)),
    });
    await ctx.app.catalogue.caughtUp();

    const response = await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones', headers: bearer(buyer.accessToken) });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const [newest] = response.json<{ products: Array<ListedCard & { description: string }> }>().products;
    expect(newest).toMatchObject({ name, description, isOwn: false });
  });

  it('answers a token that is present but not valid with 401, so the app can refresh it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: CATEGORY_URL, headers: bearer('not-a-token') });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown category with 404 No such category', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/products/Nokia%20Phones' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such category');
  });

  it('refuses bad query values with a readable 400', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?sort=cheapest', /^sort must be one of/],
      ['?page=0', /^page must be at least 1/],
      ['?minPrice=abc', /^minPrice must be a number/],
      ['?condition=Broken', /condition/],
      ['?colour=red', /^colour is not allowed here/],
      ['?minPrice=300&maxPrice=100', /^The lowest price must not be above the highest price/],
    ];
    for (const [query, message] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `${CATEGORY_URL}${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
      expect(response.body).not.toMatch(/ajv|instancePath|select /i);
    }
  });

  it('GET /advertise lists only advertised phones still for sale, newest first, publicly cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/advertise' });
    expect(response.statusCode).toBe(200);
    const advertised = response.json();
    expect(Value.Check(AdvertisedList, advertised)).toBe(true);
    // Phone 0013 is sold; 0010 and 0020 are for sale.
    expect(advertised.map((p: { name: string }) => p.name)).toEqual(['Phone 0020', 'Phone 0010']);
    expect(advertised[0]).toMatchObject({ sellerName: 'Rafiq Seller', usedYear: 0, location: 'Mirpur, Dhaka' });
    // The home page's card leads to the phone's category page.
    expect(advertised[0].categoryName).toBe(CATEGORY);
    expect(advertised[0]).not.toHaveProperty('phone');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toMatch(/^".+"$/);
    // A browser revalidating an unchanged list gets a 304 without the body.
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/advertise',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
