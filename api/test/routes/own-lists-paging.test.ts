import { OWN_LIST_DEFAULT_LIMIT } from '@sellphones/contracts/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, products } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { listPhone } from '../payments/phone-sale-fixtures.ts';

// GET /bookedProduct/:email and GET /myProduct/:email answered every row the account ever had,
// in one response. Now a page at a time: page and limit (default 50, at most 100).

describe('My Orders and My Products come a page at a time', () => {
  const ctx = useTestApp();
  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('pages a buyer\'s bookings newest first, every booking exactly once, with a bounded page size', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const phones = await Promise.all(Array.from({ length: 7 }, () => listPhone(ctx.app)));
    const ids: string[] = [];
    for (const [i, { productId }] of phones.entries()) {
      const [row] = await ctx.app.db
        .insert(bookings)
        .values({
          productId,
          buyerId: buyer.userId,
          phone: '01812345678',
          meetingLocation: 'Gulshan',
          priceCents: 1_000,
          status: i % 2 ? 'cancelled' : 'unpaid',
          createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
        })
        .returning({ id: bookings.id });
      ids.push(row!.id);
    }
    const newestFirst = [...ids].reverse();
    const path = `/bookedProduct/${encodeURIComponent(buyer.email)}`;

    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await get(`${path}?page=${page}&limit=3`, buyer.accessToken);
      expect(answer.statusCode).toBe(200);
      pages.push(answer.json().map((b: { _id: string }) => b._id));
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(newestFirst);
    expect((await get(`${path}?page=4&limit=3`, buyer.accessToken)).json()).toEqual([]);

    // Without a page: the first page at the default size (here all seven); the shape is unchanged.
    const first = await get(path, buyer.accessToken);
    expect(first.json().map((b: { _id: string }) => b._id)).toEqual(newestFirst);
    expect(OWN_LIST_DEFAULT_LIMIT).toBe(50);

    for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=x', 'size=10']) {
      const refused = await get(`${path}?${bad}`, buyer.accessToken);
      expect({ bad, status: refused.statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it('pages a seller\'s phones the same way', async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const { productId } = await listPhone(ctx.app);
    const [template] = await ctx.app.db.select().from(products).where(eq(products.id, productId));
    const { id: _id, ...phone } = template!;
    for (let i = 0; i < 4; i++) {
      await ctx.app.db.insert(products).values({
        ...phone,
        sellerId: seller.userId,
        name: `Paged Phone ${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      });
    }
    const path = `/myProduct/${encodeURIComponent(seller.email)}`;
    const page1 = (await get(`${path}?page=1&limit=3`, seller.accessToken)).json();
    const page2 = (await get(`${path}?page=2&limit=3`, seller.accessToken)).json();
    expect(page1.map((p: { name: string }) => p.name)).toEqual(['Paged Phone 3', 'Paged Phone 2', 'Paged Phone 1']);
    expect(page2.map((p: { name: string }) => p.name)).toEqual(['Paged Phone 0']);
    expect((await get(`${path}?limit=500`, seller.accessToken)).statusCode).toBe(400);
  });
});
