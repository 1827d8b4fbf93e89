import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, BkashStandIn } from '../../bkash-standin/server.ts';
import { payInWallet } from '../payments/bkash-wallet.ts';
import { answerWatchingProxy } from '../support/answer-watching-proxy.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { insertPhones, signUpOverHttp, type HttpAccount } from '../support/http-accounts.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';

// bKash's payment proofs, with the API as a process on a PostgreSQL server of its own: buyers
// paying one phone at once (one sale, one payment, every other payer refunded through bKash),
// and the API killed (SIGKILL) the moment bKash has answered "Completed" to its execute, before
// anything is written: the buyer's next visit records the payment exactly once.

/** Stands between the API and the stand-in, to act the moment a completed execute goes back to the API. */
function bkashProxy(target: string, onCompletedExecute: () => Promise<void>): Promise<Server> {
  return answerWatchingProxy(new URL(target).port, async (request, body) => {
    if (request.url?.endsWith('/tokenized/checkout/execute') && /"transactionStatus":"Completed"/.test(body)) await onCompletedExecute();
  });
}

describe('bKash payments: one sale, refunds on conflict, and a crash after bKash took the money', () => {
  const standIn = new BkashStandIn();
  let proxy: Server;
  let database: PrivatePostgres;
  let api: ApiProcess | undefined;
  let armed = false;
  let killedMidPayment = false;

  const env = () => ({
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://api.proof',
    BKASH_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${API_PREFIX}`,
    BKASH_RETURN_URL: 'http://shop.proof',
  });

  beforeAll(async () => {
    await standIn.start();
    proxy = await bkashProxy(standIn.baseUrl, async () => {
      if (!armed) return;
      armed = false;
      await api?.kill();
      killedMidPayment = true;
    });
    database = await createPrivatePostgres(4164);
    api = await startApiProcess(env());
  });
  afterAll(async () => {
    await api?.stop();
    await new Promise((resolve) => proxy?.close(resolve));
    await standIn.stop();
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

  const post = (buyer: HttpAccount, path: string, body: unknown) =>
    fetch(`${api!.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** The browser coming back from bKash: the callback, on the API's own address. */
  const comeBack = (callback: URL) => fetch(`${api!.url}${callback.pathname}${callback.search}`, { redirect: 'manual' });

  async function book(buyer: HttpAccount, productId: string): Promise<string> {
    const booked = await post(buyer, '/bookedProduct', { productId, phone: '01712345678', meetingLocation: 'Uttara' });
    expect(booked.status).toBe(201);
    return ((await booked.json()) as { insertedId: string }).insertedId;
  }

  it('eight buyers approve one phone on bKash and come back at once: one sale, one payment, seven refunds', async () => {
    const seller = await signUpOverHttp(api!.url, 'seller');
    const [productId] = await insertPhones(database.url, seller.email, 1, 18_000);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUpOverHttp(api!.url, 'buyer')));
    const callbacks: URL[] = [];
    const paymentIds: string[] = [];
    for (const buyer of buyers) {
      const bookingId = await book(buyer, productId!);
      // Worst case: each buyer's 15 minutes run out while they are on bKash's page, and the next starts.
      await query('update products set held_until = now() - interval \'1 minute\' where id = $1', [productId]);
      const started = await post(buyer, '/payments/bkash', { bookingId });
      expect(started.status).toBe(200);
      const { bkashURL, paymentID } = (await started.json()) as { bkashURL: string; paymentID: string };
      paymentIds.push(paymentID);
      callbacks.push(await payInWallet(bkashURL));
    }

    const landed = await Promise.all(callbacks.map(async (callback) => new URL((await comeBack(callback)).headers.get('location') ?? '').searchParams.get('bkash')));
    expect(landed.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(landed.filter((outcome) => outcome === 'refunded')).toHaveLength(7);

    const rows = await query<{ gateway_payment_id: string; amount_cents: number; gateway: string }>(
      'select p.gateway_payment_id, p.amount_cents, p.gateway from payments p join bookings b on b.id = p.booking_id where b.product_id = $1',
      [productId],
    );
    expect(rows).toEqual([{ gateway_payment_id: expect.any(String), amount_cents: 18_000, gateway: 'bkash' }]);
    const refunded = paymentIds.filter((id) => standIn.ledger.payments.get(id)?.refund !== undefined);
    expect(refunded).toHaveLength(7);
    expect(refunded).not.toContain(rows[0]!.gateway_payment_id);
    expect((await query<{ status: string }>('select status from products where id = $1', [productId]))[0]?.status).toBe('sold');
  });

  it('records the payment once after the API died between bKash\'s "Completed" and the database write', async () => {
    const seller = await signUpOverHttp(api!.url, 'seller');
    const [productId] = await insertPhones(database.url, seller.email, 1, 21_000);
    const buyer = await signUpOverHttp(api!.url, 'buyer');
    const bookingId = await book(buyer, productId!);
    const started = await post(buyer, '/payments/bkash', { bookingId });
    const { bkashURL, paymentID } = (await started.json()) as { bkashURL: string; paymentID: string };
    const callback = await payInWallet(bkashURL);

    // The buyer comes back from bKash; the API executes, bKash completes, and the API dies.
    armed = true;
    const answer = await comeBack(callback).then((response) => `answered ${response.status}`, () => 'connection lost');
    expect(answer).toBe('connection lost');
    for (let wait = 0; wait < 100 && !killedMidPayment; wait++) await sleep(50);
    expect(killedMidPayment).toBe(true);
    expect(standIn.ledger.payments.get(paymentID)?.status).toBe('Completed');
    expect(await query('select id from payments where booking_id = $1', [bookingId])).toEqual([]);

    // Started again: the buyer reloads the callback (twice) and opens the payment page.
    api = await startApiProcess(env());
    for (let reload = 0; reload < 2; reload++) {
      const back = await comeBack(callback);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`http://shop.proof/dashboard/payment/${bookingId}?bkash=paid`);
    }
    const visit = await post(buyer, '/create-payment-intent', { bookingId });
    expect(visit.status).toBe(409);

    const rows = await query<{ gateway_payment_id: string; amount_cents: number }>('select gateway_payment_id, amount_cents from payments where booking_id = $1', [bookingId]);
    expect(rows).toEqual([{ gateway_payment_id: paymentID, amount_cents: 21_000 }]);
    expect((await query<{ status: string }>('select status from bookings where id = $1', [bookingId]))[0]?.status).toBe('paid');
    expect((await query<{ status: string }>('select status from products where id = $1', [productId]))[0]?.status).toBe('sold');
    expect(standIn.ledger.payments.get(paymentID)?.refund).toBeUndefined();
  });
});
