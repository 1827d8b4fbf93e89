import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BkashStandIn } from '../../bkash-standin/server.ts';
import { products } from '../../src/db/schema.ts';
import type { BkashGateway } from '../../src/payments/bkash-gateway.ts';
import { bearer, buildTestApp, createAccount, type TestAccount, type TestApp } from '../helper.ts';
import { bkashConfigFor, pathOf, payInWallet, type WalletEntries } from '../payments/bkash-wallet.ts';
import { bookPhone, expireHold, listPhone, saleState, startPayment } from '../payments/phone-sale-fixtures.ts';

// Paying a booking with bKash through the API, against the local stand-in over HTTP.

describe('paying with bKash', () => {
  const standIn = new BkashStandIn();
  let testApp: TestApp;
  const app = () => testApp.app;
  const bkash = () => app().bkashGateway as BkashGateway;

  beforeAll(async () => {
    const baseUrl = await standIn.start();
    // A short limit per call, so an execute that answers late is given up on quickly.
    testApp = await buildTestApp(bkashConfigFor(baseUrl, { timeoutMs: 1_000 }));
    await app().ready();
  });
  afterAll(async () => {
    await testApp?.close();
    await standIn.stop();
  });

  const startBkash = (buyer: TestAccount, bookingId: string) =>
    app().inject({ method: 'POST', url: '/payments/bkash', headers: bearer(buyer.accessToken), payload: { bookingId } });
  const callback = (url: URL | string) => app().inject({ method: 'GET', url: typeof url === 'string' ? url : pathOf(url) });

  /** A buyer with a booking of a fresh phone, bKash started: the page to go to. */
  async function bookedAndStarted(priceCents = 12_550) {
    const { productId } = await listPhone(app(), priceCents);
    const buyer = await createAccount(app(), 'buyer');
    const bookingId = await bookPhone(app(), buyer, productId);
    const started = await startBkash(buyer, bookingId);
    expect(started.statusCode).toBe(200);
    return { productId, buyer, bookingId, started: started.json<{ bkashURL: string; paymentID: string; amount: number }>() };
  }

  /** Through the wallet page and back through the API's callback: where the buyer lands. */
  async function payAndReturn(bkashUrl: string, entries?: WalletEntries) {
    const answer = await callback(await payInWallet(bkashUrl, entries));
    expect(answer.statusCode).toBe(303);
    return new URL(answer.headers.location as string);
  }

  it('offers bKash beside the card', async () => {
    const config = await app().inject({ method: 'GET', url: '/payment-config' });
    expect(config.json()).toEqual({ gateway: 'sandbox', methods: ['card', 'bkash', 'cash'] });
  });

  it('sells the phone once bKash completes the payment, at the booking\'s price', async () => {
    const { productId, bookingId, started } = await bookedAndStarted(12_550);
    expect(started.amount).toBe(125.5);
    expect(standIn.ledger.payments.get(started.paymentID)).toMatchObject({ amount: '125.50', merchantInvoiceNumber: bookingId, intent: 'sale' });

    const landed = await payAndReturn(started.bkashURL);
    expect(landed.toString()).toBe(`http://shop.test/dashboard/payment/${bookingId}?bkash=paid`);
    const state = await saleState(app(), productId);
    expect(state.productStatus).toBe('sold');
    expect(state.bookings).toEqual([{ id: bookingId, status: 'paid' }]);
    expect(state.payments).toEqual([{ id: expect.any(String), bookingId, amountCents: 12_550 }]);
  });

  it("tells the buyer bKash's TrxID of the payment, as their bKash SMS says it", async () => {
    const { buyer, bookingId, started } = await bookedAndStarted();
    await payAndReturn(started.bkashURL);
    const trxId = standIn.ledger.payments.get(started.paymentID)?.trxID;
    expect(trxId).toMatch(/^\w+$/);
    const booking = await app().inject({ method: 'GET', url: `/bookingData/${bookingId}`, headers: bearer(buyer.accessToken) });
    expect(booking.json()).toMatchObject({ status: 'paid', transactionId: trxId });
    expect(trxId).not.toBe(started.paymentID);
  });

  it('fulfils once however many times the callback arrives', async () => {
    const { productId, buyer, bookingId, started } = await bookedAndStarted();
    const back = await payInWallet(started.bkashURL);
    const answers = await Promise.all([callback(back), callback(back), callback(back)]);
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303]);
    expect(answers.every((a) => String(a.headers.location).endsWith('?bkash=paid'))).toBe(true);
    expect((await callback(back)).headers.location).toMatch(/\?bkash=paid$/);
    expect((await saleState(app(), productId)).payments).toHaveLength(1);
    expect(await bkash().isRefunded(started.paymentID)).toBe(false);
    // Paid: starting again is refused.
    expect((await startBkash(buyer, bookingId)).json().message).toBe('This booking is already paid.');
  });

  it('a cancelled payment leaves the booking unpaid, and the buyer can pay after', async () => {
    const { productId, buyer, bookingId, started } = await bookedAndStarted();
    const landed = await payAndReturn(started.bkashURL, { cancelAt: 'otp' });
    expect(landed.searchParams.get('bkash')).toBe('cancelled');
    expect((await saleState(app(), productId)).productStatus).toBe('available');

    const again = await startBkash(buyer, bookingId);
    expect(again.statusCode).toBe(200);
    expect((await payAndReturn(again.json().bkashURL)).searchParams.get('bkash')).toBe('paid');
  });

  it('a wrong PIN fails the payment and takes no money; a second try succeeds', async () => {
    const { productId, buyer, bookingId, started } = await bookedAndStarted();
    expect((await payAndReturn(started.bkashURL, { pin: '99999' })).searchParams.get('bkash')).toBe('failed');
    expect((await saleState(app(), productId)).payments).toEqual([]);
    expect((await payAndReturn(started.bkashURL).catch((e: Error) => e.message))).toMatch(/answered 409/);

    const again = await startBkash(buyer, bookingId);
    expect((await payAndReturn(again.json().bkashURL)).searchParams.get('bkash')).toBe('paid');
  });

  it('a callback that says success for a payment that failed records nothing', async () => {
    const { productId, started } = await bookedAndStarted();
    await payInWallet(started.bkashURL, { wallet: '01811111111' });
    const forged = await callback(`/payments/bkash/callback?paymentID=${started.paymentID}&status=success`);
    expect(forged.headers.location).toMatch(/\?bkash=pending$/);
    expect((await saleState(app(), productId)).payments).toEqual([]);
  });

  it('refuses a callback with a payment id the API never made', async () => {
    const made = await callback('/payments/bkash/callback?paymentID=TR0011FORGED123&status=success');
    expect(made.statusCode).toBe(404);
    expect(made.json().message).toBe('This payment was not found.');

    // A real bKash payment, but not one this API created for a booking (made straight at bKash).
    const { productId, bookingId } = await bookedAndStarted();
    const outside = await bkash().createPayment({ bookingId, amountCents: 12_550, payerReference: 'someone' });
    const back = await payInWallet(outside.bkashUrl);
    expect((await callback(back)).statusCode).toBe(404);
    expect((await saleState(app(), productId)).payments).toEqual([]);
    expect(await callback('/payments/bkash/callback?paymentID=x%27%3B--&status=success').then((a) => a.statusCode)).toBe(400);
  });

  it('an execute that answers too late is settled by the status query', async () => {
    const { productId, bookingId, started } = await bookedAndStarted();
    const back = await payInWallet(started.bkashURL);
    standIn.answerExecuteAfter(2_500);
    try {
      const landed = await callback(back);
      expect(landed.headers.location).toBe(`http://shop.test/dashboard/payment/${bookingId}?bkash=paid`);
    } finally {
      standIn.answerExecuteAfter(0);
    }
    expect((await saleState(app(), productId)).productStatus).toBe('sold');
  });

  it('the late payer is refunded through bKash: one sale, one payment', async () => {
    const { productId } = await listPhone(app(), 30_000);
    const first = await createAccount(app(), 'buyer');
    const second = await createAccount(app(), 'buyer');
    const firstBooking = await bookPhone(app(), first, productId);
    const secondBooking = await bookPhone(app(), second, productId);

    const firstStart = (await startBkash(first, firstBooking)).json();
    await expireHold(app(), productId);
    const secondStart = (await startBkash(second, secondBooking)).json();
    // Both approve on bKash; the second comes back first and buys the phone.
    const firstBack = await payInWallet(firstStart.bkashURL);
    expect((await payAndReturn(secondStart.bkashURL)).searchParams.get('bkash')).toBe('paid');
    const late = await callback(firstBack);
    expect(late.headers.location).toBe(`http://shop.test/dashboard/payment/${firstBooking}?bkash=refunded`);

    expect(await bkash().isRefunded(firstStart.paymentID)).toBe(true);
    expect(await bkash().isRefunded(secondStart.paymentID)).toBe(false);
    const state = await saleState(app(), productId);
    expect(state.payments).toEqual([{ id: expect.any(String), bookingId: secondBooking, amountCents: 30_000 }]);
    // The late buyer's booking was cancelled by the sale; asking again says why.
    expect((await startBkash(first, firstBooking)).json().message).toBe('This phone was sold to another buyer.');
  });

  it('a payment bKash completed that the API never recorded is recorded on the next visit', async () => {
    const { productId, buyer, bookingId, started } = await bookedAndStarted();
    await payInWallet(started.bkashURL);
    // The API executed and died before writing: bKash has the money, the database nothing.
    expect(await bkash().execute(started.paymentID)).toBe('completed');
    expect((await saleState(app(), productId)).payments).toEqual([]);

    // The buyer opens the payment page again (the card's start runs on every visit).
    const visit = await startPayment(app(), buyer, bookingId);
    expect(visit.statusCode).toBe(409);
    expect(visit.json().message).toBe('This booking is already paid.');
    expect((await saleState(app(), productId)).payments).toHaveLength(1);
    expect((await startBkash(buyer, bookingId)).statusCode).toBe(409);
    expect((await saleState(app(), productId)).payments).toHaveLength(1);
  });

  it('only the booking\'s buyer starts a bKash payment', async () => {
    const { productId } = await listPhone(app());
    const buyer = await createAccount(app(), 'buyer');
    const other = await createAccount(app(), 'buyer');
    const bookingId = await bookPhone(app(), buyer, productId);
    expect((await startBkash(other, bookingId)).statusCode).toBe(403);
    expect((await startBkash(other, randomUUID())).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: '/payments/bkash', payload: { bookingId } })).statusCode).toBe(401);
    expect((await saleState(app(), productId)).productStatus).toBe('available');
  });
});

describe('bKash not configured', () => {
  it('answers 404 to a bKash start and offers the card alone', async () => {
    const testApp = await buildTestApp();
    try {
      const buyer = await createAccount(testApp.app, 'buyer');
      const { productId } = await listPhone(testApp.app);
      const bookingId = await bookPhone(testApp.app, buyer, productId);
      const started = await testApp.app.inject({ method: 'POST', url: '/payments/bkash', headers: bearer(buyer.accessToken), payload: { bookingId } });
      expect(started.statusCode).toBe(404);
      expect(started.json().message).toBe('bKash payments are not available.');
      expect((await testApp.app.inject({ method: 'GET', url: '/payment-config' })).json()).toEqual({ gateway: 'sandbox', methods: ['card', 'cash'] });
    } finally {
      await testApp.close();
    }
  });
});

describe('bKash unreachable', () => {
  it('answers 503 naming bKash, and frees the phone for other buyers', async () => {
    // A port nothing listens on: every call to bKash fails to connect.
    const testApp = await buildTestApp(bkashConfigFor('http://127.0.0.1:9/v1.2.0-beta', { timeoutMs: 1_000 }));
    try {
      const buyer = await createAccount(testApp.app, 'buyer');
      const { productId } = await listPhone(testApp.app);
      const bookingId = await bookPhone(testApp.app, buyer, productId);
      const started = await testApp.app.inject({ method: 'POST', url: '/payments/bkash', headers: bearer(buyer.accessToken), payload: { bookingId } });
      expect(started.statusCode).toBe(503);
      expect(started.json().message).toBe('bKash cannot be reached right now. Please try again shortly.');
      const [phone] = await testApp.app.db.select({ heldBy: products.heldByBookingId }).from(products).where(eq(products.id, productId));
      expect(phone?.heldBy).toBeNull();
    } finally {
      await testApp.close();
    }
  });
});
