import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { gatewayEvents, products } from '../../src/db/schema.ts';
import type { StripeApiOverride } from '../../src/plugins/app/payment-gateway.ts';
import { bearer, buildTestApp, createAccount, type TestAccount, type TestApp } from '../helper.ts';
import { FakeStripeServer, type FakeIntent } from '../payments/fake-stripe-server.ts';
import { bookPhone, confirmPayment, expireHold, listPhone, saleState, startPayment } from '../payments/phone-sale-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_webhook_test_secret';

describe('Stripe gateway in the app: POST /webhooks/stripe and POST /payments', () => {
  const stripe = new FakeStripeServer();
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    await stripe.start();
    const overrides: Partial<AppConfig> & StripeApiOverride = {
      stripeSecretKey: 'sk_test_local',
      stripePublishableKey: 'pk_test_local',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApi: stripe.address,
    };
    testApp = await buildTestApp(overrides);
    app = testApp.app;
    await app.ready();
  });
  afterAll(async () => {
    await testApp?.close();
    await stripe.stop();
  });

  function deliver(eventId: string, intent: FakeIntent, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    return app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }

  async function paidIntentFor(buyer: TestAccount, bookingId: string): Promise<FakeIntent> {
    const started = await startPayment(app, buyer, bookingId, { productPrice: 1 });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_local' });
    const intentId = started.json().clientSecret.split('_secret_')[0];
    return stripe.succeed(intentId);
  }

  it('tells the browser to use Stripe with the publishable key, and has no sandbox charge', async () => {
    expect((await app.inject({ method: 'GET', url: '/payment-config' })).json()).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_local', methods: ['card', 'cash'] });
    const buyer = await createAccount(app, 'buyer');
    const charge = await app.inject({
      method: 'POST',
      url: '/sandbox/charge',
      headers: bearer(buyer.accessToken),
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    });
    expect(charge.statusCode).toBe(404);
  });

  it('refuses a webhook with a bad signature and records nothing', async () => {
    const { productId } = await listPhone(app);
    const buyer = await createAccount(app, 'buyer');
    const bookingId = await bookPhone(app, buyer, productId);
    const intent = await paidIntentFor(buyer, bookingId);
    const before = await saleState(app, productId);

    const forged = await deliver('evt_forged_1', intent, 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature is not valid.');
    const unsigned = await app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(400);

    expect(await saleState(app, productId)).toEqual(before);
    expect(await app.db.select().from(gatewayEvents).where(inArray(gatewayEvents.id, ['evt_forged_1']))).toHaveLength(0);
  });

  it('the same success delivered ten times, calls and webhooks mixed, gives one payment', async () => {
    const { productId } = await listPhone(app, 31_000);
    const buyer = await createAccount(app, 'buyer');
    const bookingId = await bookPhone(app, buyer, productId);
    const intent = await paidIntentFor(buyer, bookingId);

    const eventIds = ['evt_dup_a', 'evt_dup_a', 'evt_dup_b', 'evt_dup_c', 'evt_dup_a'];
    const deliveries = await Promise.all([
      ...eventIds.map((id) => deliver(id, intent)),
      ...Array.from({ length: 5 }, () => confirmPayment(app, buyer, bookingId, intent.id, { productPrice: 0.5 })),
    ]);
    for (const delivery of deliveries) expect(delivery.statusCode).toBe(200);
    const insertedIds = new Set(deliveries.slice(5).map((r) => r.json().insertedId));
    expect(insertedIds.size).toBe(1);

    const state = await saleState(app, productId);
    expect(state.payments).toEqual([{ id: [...insertedIds][0], bookingId, amountCents: 31_000 }]);
    expect(state.productStatus).toBe('sold');
    const events = await app.db.select().from(gatewayEvents).where(inArray(gatewayEvents.id, eventIds));
    expect(events.map((e) => e.id).sort()).toEqual(['evt_dup_a', 'evt_dup_b', 'evt_dup_c']);
    expect(stripe.refundedIntents).not.toContain(intent.id);
  });

  it('a buyer who closed the tab after paying still gets the phone through the webhook', async () => {
    const { productId } = await listPhone(app);
    const buyer = await createAccount(app, 'buyer');
    const bookingId = await bookPhone(app, buyer, productId);
    const intent = await paidIntentFor(buyer, bookingId);

    expect((await deliver('evt_closed_tab', intent)).statusCode).toBe(200);
    const orders = await app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) });
    expect(orders.json()[0]).toMatchObject({ _id: bookingId, paid: true, status: 'paid' });
    expect((await saleState(app, productId)).productStatus).toBe('sold');
  });

  it('a second buyer whose payment succeeds after the sale is refunded through Stripe', async () => {
    const { productId } = await listPhone(app);
    const first = await createAccount(app, 'buyer');
    const second = await createAccount(app, 'buyer');
    const firstBooking = await bookPhone(app, first, productId);
    const secondBooking = await bookPhone(app, second, productId);
    const firstIntent = await paidIntentFor(first, firstBooking);
    await expireHold(app, productId);
    const secondIntent = await paidIntentFor(second, secondBooking);

    expect((await confirmPayment(app, first, firstBooking, firstIntent.id)).statusCode).toBe(200);
    expect((await deliver('evt_late_second', secondIntent)).statusCode).toBe(200);
    const late = await confirmPayment(app, second, secondBooking, secondIntent.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This phone was sold to another buyer; your payment has been refunded.');
    expect(stripe.refundedIntents).toContain(secondIntent.id);
    expect(stripe.refundedIntents).not.toContain(firstIntent.id);
    expect((await saleState(app, productId)).payments).toHaveLength(1);
  });

  it('a made-up intent id is refused after asking Stripe', async () => {
    const { productId } = await listPhone(app);
    const buyer = await createAccount(app, 'buyer');
    const bookingId = await bookPhone(app, buyer, productId);
    const response = await confirmPayment(app, buyer, bookingId, 'pi_madeup000000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This payment was not found.');
    expect((await saleState(app, productId)).payments).toHaveLength(0);
  });

  it('a Stripe error (a wrong key\'s 401, an outage) reaches the buyer as a generic 502/503, not as Stripe\'s status or words', async () => {
    const { productId } = await listPhone(app);
    const buyer = await createAccount(app, 'buyer');
    const bookingId = await bookPhone(app, buyer, productId);
    const paidBooking = await bookPhone(app, buyer, (await listPhone(app)).productId);
    const paid = await paidIntentFor(buyer, paidBooking);
    try {
      // What Stripe answers when the API's key is wrong: before the fix the buyer got this 401 and its text.
      stripe.failure = {
        status: 401,
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_live_****WXYZ' },
      };
      const started = await startPayment(app, buyer, bookingId);
      expect(started.statusCode).toBe(502);
      expect(started.json()).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'The card payment service did not answer as expected. Please try again later.',
      });
      expect(started.body).not.toMatch(/API Key|sk_live|WXYZ/);
      expect(started.headers['www-authenticate']).toBeUndefined();
      // The phone is not left held by a payment that never started.
      const [held] = await app.db.select({ heldBy: products.heldByBookingId }).from(products).where(eq(products.id, productId));
      expect(held?.heldBy).toBeNull();

      const confirmed = await confirmPayment(app, buyer, paidBooking, paid.id);
      expect(confirmed.statusCode).toBe(502);
      expect(confirmed.body).not.toMatch(/API Key|sk_live/);

      stripe.failure = { status: 500, error: { type: 'api_error', message: 'Stripe is having trouble (req_abc)' } };
      const outage = await confirmPayment(app, buyer, paidBooking, paid.id);
      expect(outage.statusCode).toBe(503);
      expect(outage.json().message).toBe('The card payment service cannot be reached right now. Please try again shortly.');
    } finally {
      stripe.failure = undefined;
    }
    // Once Stripe answers again, the same payment goes through.
    expect((await confirmPayment(app, buyer, paidBooking, paid.id)).statusCode).toBe(200);
  });

  it('a cancelled intent is replaced at once by a new one; retries within a hold keep getting the same intent', async () => {
    const { productId } = await listPhone(app, 15_000);
    const buyer = await createAccount(app, 'buyer');
    const bookingId = await bookPhone(app, buyer, productId);
    const first = await startPayment(app, buyer, bookingId);
    const firstId = first.json().clientSecret.split('_secret_')[0];
    expect((await startPayment(app, buyer, bookingId)).json().clientSecret).toBe(first.json().clientSecret);

    // Cancelled at Stripe (the dashboard, or Stripe itself): the old key `intent-<booking>` gave
    // this cancelled intent back for a day, so the buyer could not pay.
    stripe.intents.get(firstId)!.status = 'canceled';
    const second = await startPayment(app, buyer, bookingId);
    expect(second.statusCode).toBe(200);
    const secondId = second.json().clientSecret.split('_secret_')[0];
    expect(secondId).not.toBe(firstId);
    expect(stripe.intents.get(secondId)?.status).toBe('requires_payment_method');
    expect((await startPayment(app, buyer, bookingId)).json().clientSecret).toBe(second.json().clientSecret);
    const keys = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[bookingId]') === bookingId).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(2);

    // The new intent pays for the phone.
    stripe.succeed(secondId);
    expect((await confirmPayment(app, buyer, bookingId, secondId)).statusCode).toBe(200);
  });

  it('one event delivered five times at once is acted on once, and a handling that failed is not marked handled', async () => {
    const { productId } = await listPhone(app);
    const first = await createAccount(app, 'buyer');
    const second = await createAccount(app, 'buyer');
    const firstBooking = await bookPhone(app, first, productId);
    const secondBooking = await bookPhone(app, second, productId);
    const firstIntent = await paidIntentFor(first, firstBooking);
    await expireHold(app, productId);
    const secondIntent = await paidIntentFor(second, secondBooking);
    expect((await confirmPayment(app, first, firstBooking, firstIntent.id)).statusCode).toBe(200);
    const refundsOfSecond = () => stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === secondIntent.id).length;
    const recorded = () => app.db.select().from(gatewayEvents).where(inArray(gatewayEvents.id, ['evt_late_atomic']));

    // The refund the late payment needs fails at Stripe: the event stays unhandled for Stripe's retry.
    stripe.failure = { status: 500, error: { type: 'api_error', message: 'Stripe is having trouble' } };
    try {
      expect((await deliver('evt_late_atomic', secondIntent)).statusCode).toBe(503);
    } finally {
      stripe.failure = undefined;
    }
    expect(await recorded()).toHaveLength(0);

    // Stripe retries, five deliveries at once: exactly one acts (one refund request), all are acknowledged.
    const before = refundsOfSecond();
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver('evt_late_atomic', secondIntent)));
    for (const delivery of deliveries) expect(delivery.statusCode).toBe(200);
    expect(refundsOfSecond() - before).toBe(1);
    expect(stripe.refundedIntents).toContain(secondIntent.id);
    expect(await recorded()).toHaveLength(1);
  });
});
