import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../src/payments/payment-gateway.ts';
import { StripeGateway } from '../../src/payments/stripe-gateway.ts';
import { FakeStripeServer } from './fake-stripe-server.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';

describe('Stripe gateway (the stripe SDK against a local stand-in for Stripe\'s API)', () => {
  const server = new FakeStripeServer();
  let gateway: StripeGateway;

  beforeAll(async () => {
    await server.start();
    gateway = new StripeGateway({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      api: server.address,
      currency: 'USD',
    });
  });
  afterAll(() => server.stop());

  it('creates an intent in cents and dollars, with the booking in its metadata and the idempotency key sent', async () => {
    const bookingId = randomUUID();
    const created = await gateway.createIntent({ bookingId, amountCents: 12_550, currency: 'usd', idempotencyKey: `intent-${bookingId}` });
    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));

    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.authorization).toBe('Bearer sk_test_local');
    expect(sent.form.get('amount')).toBe('12550');
    expect(sent.form.get('currency')).toBe('usd');
    expect(sent.form.get('metadata[bookingId]')).toBe(bookingId);
    expect(sent.idempotencyKey).toBe(`intent-${bookingId}`);

    // Same key, same intent: a reload never creates a second payment.
    const again = await gateway.createIntent({ bookingId, amountCents: 12_550, currency: 'usd', idempotencyKey: `intent-${bookingId}` });
    expect(again.id).toBe(created.id);
  });

  it('retrieves an intent and answers undefined for one Stripe does not know or a malformed id', async () => {
    const bookingId = randomUUID();
    const { id } = await gateway.createIntent({ bookingId, amountCents: 500, currency: 'usd', idempotencyKey: `intent-${bookingId}` });
    server.succeed(id);
    expect(await gateway.retrieveIntent(id)).toMatchObject({ id, status: 'succeeded', amountCents: 500, currency: 'usd', metadata: { bookingId } });
    expect(await gateway.retrieveIntent('pi_doesnotexist')).toBeUndefined();
    const before = server.requests.length;
    expect(await gateway.retrieveIntent('../v1/refunds')).toBeUndefined();
    expect(server.requests.length).toBe(before);
  });

  it('charges in taka (poisha) when CURRENCY=BDT, and in dollars when CURRENCY=USD', async () => {
    const taka = new StripeGateway({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: WEBHOOK_SECRET, api: server.address, currency: 'BDT' });
    expect(taka.currency).toBe('bdt');
    const bookingId = randomUUID();
    const created = await taka.createIntent({ bookingId, amountCents: 5_200_000, currency: taka.currency, idempotencyKey: `intent-bdt-${bookingId}` });
    const sent = server.requests.at(-1)!;
    expect(sent.form.get('amount')).toBe('5200000');
    expect(sent.form.get('currency')).toBe('bdt');
    expect((await taka.retrieveIntent(created.id))?.currency).toBe('bdt');
    expect(gateway.currency).toBe('usd');
  });

  it('refunds by intent once, and a second refund is not an error', async () => {
    const bookingId = randomUUID();
    const { id } = await gateway.createIntent({ bookingId, amountCents: 700, currency: 'usd', idempotencyKey: `intent-${bookingId}` });
    await gateway.refund(id);
    await gateway.refund(id);
    expect(server.refundedIntents.filter((refunded) => refunded === id)).toHaveLength(1);
    const refund = server.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(refund.form.get('payment_intent')).toBe(id);
    expect(refund.idempotencyKey).toBe(`refund-${id}`);
  });

  it('verifies a webhook signed with the SDK\'s own test header, and refuses a wrong one', () => {
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_abc', object: 'payment_intent', amount: 900, currency: 'usd', status: 'succeeded', client_secret: 'pi_abc_secret_x', metadata: { bookingId: 'b-1' } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(gateway.verifyWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_test_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_abc', clientSecret: 'pi_abc_secret_x', status: 'succeeded', amountCents: 900, currency: 'usd', metadata: { bookingId: 'b-1' } },
    });

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => gateway.verifyWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(Buffer.from(payload.replace('900', '1')), signature)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});
