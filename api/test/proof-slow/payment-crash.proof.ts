import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer } from '../payments/fake-stripe-server.ts';
import { answerWatchingProxy } from '../support/answer-watching-proxy.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { insertPhones, signUpOverHttp } from '../support/http-accounts.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';

// The API process killed (SIGKILL) at the worst moment: Stripe has just told it the payment
// succeeded, and nothing is written yet. Started again, the webhook and the buyer's retry record
// the payment exactly once.

const WEBHOOK_SECRET = 'whsec_proof_crash_secret';

/** Stands between the API and the fake Stripe, to act the moment a paid intent goes back to the API. */
function stripeProxy(target: FakeStripeServer, onPaidIntent: (path: string) => Promise<void>): Promise<Server> {
  return answerWatchingProxy(target.address.port, async (request, body) => {
    if (request.method === 'GET' && /"status":\s*"succeeded"/.test(body)) await onPaidIntent(request.url ?? '');
  });
}

describe('the API killed between the gateway\'s success and the database write', () => {
  const stripe = new FakeStripeServer();
  let proxy: Server;
  let database: PrivatePostgres;
  let api: ApiProcess | undefined;
  let armed = false;
  let killedMidPayment = false;

  const env = () => ({
    DATABASE_URL: database.url,
    STRIPE_SECRET_KEY: 'sk_test_proof',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_proof',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PROOF_STRIPE_PORT: String((proxy.address() as AddressInfo).port),
  });

  beforeAll(async () => {
    await stripe.start();
    proxy = await stripeProxy(stripe, async () => {
      if (!armed) return;
      armed = false;
      await api?.kill();
      killedMidPayment = true;
    });
    database = await createPrivatePostgres(4163);
  });
  afterAll(async () => {
    await api?.stop();
    await new Promise((resolve) => proxy?.close(resolve));
    await stripe.stop();
    await database?.destroy();
  });

  async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  it('records the payment once, from the webhook and the retry, after a restart', async () => {
    api = await startApiProcess(env());
    const seller = await signUpOverHttp(api.url, 'seller');
    const [productId] = await insertPhones(database.url, seller.email, 1, 21_000);
    const buyer = await signUpOverHttp(api.url, 'buyer');
    const post = (base: string, path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const booked = await post(api.url, '/bookedProduct', { productId, phone: '01712345678', meetingLocation: 'Uttara' });
    const bookingId = ((await booked.json()) as { insertedId: string }).insertedId;
    const started = await post(api.url, '/create-payment-intent', { bookingId });
    expect(started.status).toBe(200);
    const intentId = ((await started.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;

    // The bank says yes; the browser confirms; the API asks Stripe, hears "succeeded" and dies.
    const intent = stripe.succeed(intentId);
    armed = true;
    const confirm = await post(api.url, '/payments', { payId: bookingId, transactionId: intentId }).then(
      (response) => `answered ${response.status}`,
      () => 'connection lost',
    );
    expect(confirm).toBe('connection lost');
    // The socket closes as the process dies, a moment before its exit is reported.
    for (let wait = 0; wait < 100 && !killedMidPayment; wait++) await sleep(50);
    expect(killedMidPayment).toBe(true);
    expect(api.child.exitCode === null && api.child.signalCode === null).toBe(false);
    expect(await query('select id from payments where booking_id = $1', [bookingId])).toEqual([]);
    expect((await query<{ status: string }>('select status from bookings where id = $1', [bookingId]))[0]?.status).toBe('unpaid');

    // Started again: Stripe's webhook arrives (twice, as Stripe retries), and the buyer retries.
    api = await startApiProcess(env());
    const payload = JSON.stringify({ id: 'evt_proof_crash', object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });
    for (let delivery = 0; delivery < 2; delivery++) {
      const webhook = await fetch(`${api.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        body: payload,
      });
      expect(webhook.status).toBe(200);
    }
    const retry = await post(api.url, '/payments', { payId: bookingId, transactionId: intentId });
    expect(retry.status).toBe(200);
    const recorded = (await retry.json()) as { insertedId: string; transactionId: string };

    const rows = await query<{ id: string; amount_cents: number }>('select id, amount_cents from payments where booking_id = $1', [bookingId]);
    expect(rows).toEqual([{ id: recorded.insertedId, amount_cents: 21_000 }]);
    expect(recorded.transactionId).toBe(intentId);
    expect((await query<{ status: string }>('select status from bookings where id = $1', [bookingId]))[0]?.status).toBe('paid');
    expect((await query<{ status: string }>('select status from products where id = $1', [productId]))[0]?.status).toBe('sold');
    expect(stripe.refundedIntents).toEqual([]);
  });
});
