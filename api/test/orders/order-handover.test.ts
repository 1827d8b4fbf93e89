import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { handedOverDaysAgo, orderStep, paidOrder, readOrder, receivedDaysAgo, validImei } from './paid-order-fixtures.ts';

describe('an order after payment: handover, receipt, completion, rating', () => {
  const ctx = useTestApp();

  it('both sides see the timeline, the other side\'s name and phone and the meeting place; nobody else sees the order', async () => {
    const IMEI = validImei();
    const { orderId, buyer, seller } = await paidOrder(ctx.app, IMEI);

    const asBuyer = await readOrder(ctx.app, buyer, orderId);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.json()).toMatchObject({
      viewer: 'buyer',
      stage: 'paid',
      counterpart: { role: 'seller', name: 'Test seller', phone: '01712345678' },
      meetingLocation: 'Gulshan 2',
      imei: { last4: IMEI.slice(-4), full: IMEI },
      canHandOver: false,
      canConfirmReceipt: false,
    });
    expect(asBuyer.json().timeline.map((entry: { event: string }) => entry.event)).toEqual(['booked', 'paid']);
    expect(JSON.stringify(asBuyer.json())).not.toContain(seller.email);

    const asSeller = await readOrder(ctx.app, seller, orderId);
    expect(asSeller.json()).toMatchObject({
      viewer: 'seller',
      counterpart: { role: 'buyer', name: 'Rahim Uddin', phone: '01812345678' },
      canHandOver: true,
    });

    const stranger = await createAccount(ctx.app, 'buyer');
    expect((await readOrder(ctx.app, stranger, orderId)).statusCode).toBe(404);
  });

  it('the seller hands over only with the de-registration ticked; the buyer cannot hand over', async () => {
    const { orderId, buyer, seller } = await paidOrder(ctx.app);
    expect((await orderStep(ctx.app, seller, orderId, 'handover', {})).statusCode).toBe(400);
    expect((await orderStep(ctx.app, seller, orderId, 'handover', { deregistered: false })).statusCode).toBe(400);

    const byBuyer = await orderStep(ctx.app, buyer, orderId, 'handover', { deregistered: true });
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('Only the seller of this phone confirms the handover.');

    const handed = await orderStep(ctx.app, seller, orderId, 'handover', { deregistered: true });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({ stage: 'handed_over', canHandOver: false });
    expect(handed.json().receiptAutomaticAt).toBeDefined();

    const again = await orderStep(ctx.app, seller, orderId, 'handover', { deregistered: true });
    expect(again.statusCode).toBe(409);
  });

  it('receipt is confirmed by the buyer only after handover, and the order completes once the problem window closes', async () => {
    const { orderId, buyer, seller } = await paidOrder(ctx.app);
    const early = await orderStep(ctx.app, buyer, orderId, 'receipt');
    expect(early.statusCode).toBe(409);

    await orderStep(ctx.app, seller, orderId, 'handover', { deregistered: true });
    expect((await orderStep(ctx.app, seller, orderId, 'receipt')).statusCode).toBe(403);
    const received = await orderStep(ctx.app, buyer, orderId, 'receipt');
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ stage: 'received', canReportProblem: true, canRate: false });

    // Four days later the 3 days to report a problem are over: completed, and the buyer may rate.
    await handedOverDaysAgo(ctx.app, orderId, 4);
    await receivedDaysAgo(ctx.app, orderId, 4);
    const later = await readOrder(ctx.app, buyer, orderId);
    expect(later.json()).toMatchObject({ stage: 'completed', canReportProblem: false, canRate: true });
    expect(later.json().timeline.map((entry: { event: string }) => entry.event)).toEqual(['booked', 'paid', 'handed_over', 'received', 'completed']);
  });

  it('a receipt nobody confirmed is counted 7 days after handover, on any read, with no timer', async () => {
    const { orderId, buyer } = await paidOrder(ctx.app);
    await handedOverDaysAgo(ctx.app, orderId, 6);
    expect((await readOrder(ctx.app, buyer, orderId)).json().stage).toBe('handed_over');
    await handedOverDaysAgo(ctx.app, orderId, 8);
    const order = (await readOrder(ctx.app, buyer, orderId)).json();
    expect(order.stage).toBe('completed');
    expect(order.timeline).toContainEqual(expect.objectContaining({ event: 'received', automatic: true }));
    expect((await orderStep(ctx.app, buyer, orderId, 'receipt')).statusCode).toBe(409);
  });

  it('the buyer rates the seller once after completion; the listing cards show the average and count', async () => {
    const { orderId, buyer, seller, productId } = await paidOrder(ctx.app);
    const tooEarly = await orderStep(ctx.app, buyer, orderId, 'rating', { stars: 5 });
    expect(tooEarly.statusCode).toBe(409);

    await handedOverDaysAgo(ctx.app, orderId, 8);
    expect((await orderStep(ctx.app, seller, orderId, 'rating', { stars: 1 })).statusCode).toBe(403);
    expect((await orderStep(ctx.app, buyer, orderId, 'rating', { stars: 6 })).statusCode).toBe(400);
    expect((await orderStep(ctx.app, buyer, orderId, 'rating', { stars: 4, comment: 'x'.repeat(501) })).statusCode).toBe(400);

    const rated = await orderStep(ctx.app, buyer, orderId, 'rating', { stars: 4, comment: 'Honest seller, phone as described.' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ canRate: false, rating: { stars: 4, comment: 'Honest seller, phone as described.' } });
    const twice = await orderStep(ctx.app, buyer, orderId, 'rating', { stars: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already rated this seller for this order.');

    const ratings = await ctx.app.inject({ method: 'GET', url: `/products/${productId}/seller-ratings` });
    // The phone is sold: its page is gone, but the seller's other listings carry the rating.
    expect(ratings.statusCode).toBe(200);
    expect(ratings.json()).toMatchObject({ summary: { average: 4, count: 1 }, ratings: [{ stars: 4, buyerFirstName: 'Rahim', commentRemoved: false }] });
    // The seller's list of sales says which sale was rated, and how.
    const sales = await ctx.app.inject({ method: 'GET', url: '/mySales', headers: bearer(seller.accessToken) });
    expect(sales.json()).toEqual([expect.objectContaining({ _id: orderId, stage: 'completed', rating: 4 })]);
  });

  it('the seller\'s sold phones list says what to hand over', async () => {
    const { orderId, seller } = await paidOrder(ctx.app);
    const sales = await ctx.app.inject({ method: 'GET', url: '/mySales', headers: bearer(seller.accessToken) });
    expect(sales.statusCode).toBe(200);
    expect(sales.json()).toEqual([expect.objectContaining({ _id: orderId, stage: 'paid', buyerName: 'Rahim Uddin' })]);
    expect(sales.json()[0]).not.toHaveProperty('rating');
  });

  it('My Orders shows a paid booking\'s stage and the whole IMEI to its buyer', async () => {
    const IMEI = validImei();
    const { orderId, buyer, seller } = await paidOrder(ctx.app, IMEI);
    const myOrders = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) })).json();
    expect((await myOrders())[0]).toMatchObject({ _id: orderId, paid: true, orderStage: 'paid' });
    await orderStep(ctx.app, seller, orderId, 'handover', { deregistered: true });
    expect((await myOrders())[0]).toMatchObject({ _id: orderId, orderStage: 'handed_over', imei: { last4: IMEI.slice(-4), full: IMEI } });
    await orderStep(ctx.app, buyer, orderId, 'problem', { reason: 'blocked-by-neir', text: 'The phone shows no network since the handover.' });
    expect((await myOrders())[0]).toMatchObject({ _id: orderId, orderStage: 'in_dispute' });
  });
});
