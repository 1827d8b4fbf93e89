import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { listPhone, phoneFacts } from '../payments/phone-sale-fixtures.ts';
import { handedOverDaysAgo, orderStep, paidOrder } from './paid-order-fixtures.ts';

describe("sellers' ratings on the listings and their moderation", () => {
  const ctx = useTestApp();

  it("the seller's average and count reach the category page; an admin removes an abusive comment, the stars stay", async () => {
    const { orderId, buyer, seller } = await paidOrder(ctx.app);
    await handedOverDaysAgo(ctx.app, orderId, 8);
    await orderStep(ctx.app, buyer, orderId, 'rating', { stars: 2, comment: 'Abusive words about the seller' });
    const second = await paidOrder(ctx.app, undefined, { buyer: await createAccount(ctx.app, 'buyer', 'Karim'), seller });
    await handedOverDaysAgo(ctx.app, second.orderId, 8);
    await orderStep(ctx.app, second.buyer, second.orderId, 'rating', { stars: 5 });

    const { productId } = await listPhone(ctx.app, 9_900, seller);
    const { categoryName } = await phoneFacts(ctx.app, productId);
    const page = await ctx.app.inject({ method: 'GET', url: `/products/${encodeURIComponent(categoryName)}` });
    const card = page.json().products.find((product: { _id: string }) => product._id === productId);
    expect(card?.sellerRating).toEqual({ average: 3.5, count: 2 });

    const admin = await createAccount(ctx.app, 'admin');
    const list = await ctx.app.inject({ method: 'GET', url: '/admin/ratings', headers: bearer(admin.accessToken) });
    const abusive = list.json().find((rating: { comment?: string }) => rating.comment === 'Abusive words about the seller');
    expect(abusive).toMatchObject({ stars: 2, buyerEmail: buyer.email, sellerEmail: seller.email });

    const removal = (reason: string) =>
      ctx.app.inject({ method: 'POST', url: `/admin/ratings/${abusive._id}/remove-comment`, headers: bearer(admin.accessToken), payload: { reason } });
    expect((await removal('Insults')).statusCode).toBe(200);
    expect((await removal('Insults')).statusCode).toBe(409);

    const ratings = await ctx.app.inject({ method: 'GET', url: `/products/${productId}/seller-ratings` });
    expect(ratings.json().summary).toEqual({ average: 3.5, count: 2 });
    expect(ratings.json().ratings).toContainEqual(expect.objectContaining({ stars: 2, commentRemoved: true }));
    expect(JSON.stringify(ratings.json())).not.toContain('Abusive');

    const log = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log?action=remove-rating-comment', headers: bearer(admin.accessToken) });
    expect(log.json()).toContainEqual(expect.objectContaining({ subjectId: abusive._id, reason: 'Insults' }));
  });
});
