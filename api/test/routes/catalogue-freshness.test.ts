import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { queriesDuring } from '../support/database-queries.ts';
import { bookPhone, confirmPayment, listPhone, phoneFacts, startPayment } from '../payments/phone-sale-fixtures.ts';

// The catalogue's reads are cached for a moment (plugins/app/catalogue-cache.ts); a sale or a
// deletion must still show on the very next read.
describe('catalogue freshness', () => {
  const ctx = useTestApp();

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const advertisedNames = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/advertise' })).json().map((p: { name: string }) => p.name);

  async function categoryNames(categoryName: string, headers: Record<string, string> = {}) {
    const url = `/products/${encodeURIComponent(categoryName)}`;
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    return response.json().products.map((p: { name: string }) => p.name);
  }

  it('a phone that is sold or deleted leaves the home page and its category page at once', async () => {
    const sold = await listPhone(ctx.app);
    const deleted = await listPhone(ctx.app);
    const soldPhone = await phoneFacts(ctx.app, sold.productId);
    const deletedPhone = await phoneFacts(ctx.app, deleted.productId);
    const buyer = await createAccount(ctx.app, 'buyer');

    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect(await advertisedNames()).toEqual(expect.arrayContaining([soldPhone.name, deletedPhone.name]));
      expect(await categoryNames(soldPhone.categoryName)).toContain(soldPhone.name);
      expect(await categoryNames(deletedPhone.categoryName, bearer(buyer.accessToken))).toContain(deletedPhone.name);
    }

    const bookingId = await bookPhone(ctx.app, buyer, sold.productId);
    const { clientSecret } = (await startPayment(ctx.app, buyer, bookingId)).json();
    const charged = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/charge',
      headers: bearer(buyer.accessToken),
      payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
    const paid = await confirmPayment(ctx.app, buyer, bookingId, charged.json().paymentIntentId);
    expect(paid.statusCode).toBe(200);

    expect(await advertisedNames()).not.toContain(soldPhone.name);
    expect(await categoryNames(soldPhone.categoryName)).not.toContain(soldPhone.name);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/product/${deleted.productId}`,
      headers: bearer(deleted.seller.accessToken),
    });
    expect(removed.statusCode).toBe(200);

    expect(await advertisedNames()).not.toContain(deletedPhone.name);
    expect(await categoryNames(deletedPhone.categoryName)).not.toContain(deletedPhone.name);
    expect(await categoryNames(deletedPhone.categoryName, bearer(buyer.accessToken))).not.toContain(deletedPhone.name);
  });

  it('a flood of refused requests and of writes that change no listing leaves the cached catalogue in place', async () => {
    const { productId } = await listPhone(ctx.app);
    const phone = await phoneFacts(ctx.app, productId);
    const [buyer, seller] = await Promise.all([createAccount(ctx.app, 'buyer'), createAccount(ctx.app, 'seller')]);
    const categoryUrl = `/products/${encodeURIComponent(phone.categoryName)}`;
    const readEverything = () =>
      Promise.all([
        ctx.app.inject({ method: 'GET', url: '/advertise' }),
        ctx.app.inject({ method: 'GET', url: '/categories' }),
        ctx.app.inject({ method: 'GET', url: '/reviews' }),
        ctx.app.inject({ method: 'GET', url: categoryUrl }),
        ctx.app.inject({ method: 'GET', url: categoryUrl, headers: bearer(buyer.accessToken) }),
      ]);
    // The cache's clock stands still: only an invalidation can make a read miss, however slow the machine.
    const frozen = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(frozen);
    const before = (await readEverything()).map((answer) => answer.body);
    // Cached, the reads cost only the signed-in caller's account check.
    const cachedReadQueries = await queriesDuring(ctx.app, readEverything);
    expect(cachedReadQueries).toBeLessThanOrEqual(1);

    const forged = bearer('not-a-token');
    const someId = randomUUID();
    for (let i = 0; i < 25; i++) {
      const refused = await Promise.all([
        ctx.app.inject({ method: 'POST', url: `/x${i}`, payload: {} }),
        ctx.app.inject({ method: 'POST', url: '/addProduct', payload: {} }),
        ctx.app.inject({ method: 'DELETE', url: `/product/${someId}` }),
        ctx.app.inject({ method: 'PUT', url: `/advertise/${productId}`, headers: forged }),
        ctx.app.inject({ method: 'POST', url: '/payments', headers: forged, payload: {} }),
        ctx.app.inject({ method: 'POST', url: '/webhooks/stripe', payload: '{}' }),
        // A signed-in seller's write that fails: it changed nothing either.
        ctx.app.inject({ method: 'DELETE', url: `/product/${productId}`, headers: bearer(seller.accessToken) }),
      ]);
      expect(refused.map((answer) => answer.statusCode)).toEqual([404, 401, 401, 401, 401, 404, 403]);
    }
    // A booking succeeds, but no listing shows bookings.
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/bookedProduct',
      headers: bearer(buyer.accessToken),
      payload: { productId, phone: '01812345678', meetingLocation: 'Gulshan 2' },
    });
    expect(booked.statusCode).toBe(201);

    let after: string[] = [];
    const queries = await queriesDuring(ctx.app, async () => {
      after = (await readEverything()).map((answer) => answer.body);
    });
    expect(queries).toBe(cachedReadQueries);
    expect(after).toEqual(before);
  });
});

