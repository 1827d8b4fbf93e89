import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { bookPhone, confirmPayment, listPhone, phoneFacts, startPayment } from '../payments/phone-sale-fixtures.ts';

// The catalogue's reads are cached for a moment (plugins/app/catalogue-cache.ts); a sale or a
// deletion must still show on the very next read.
describe('catalogue freshness', () => {
  const ctx = useTestApp();

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
});
