import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import {
  insertPhones,
  queryColumn,
  queryCount,
  signUpManyOverHttp,
  signUpOverHttp,
  type HttpAccount,
} from '../support/http-accounts.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';

// A mixed load on the API process over PostgreSQL: catalogue reads, bookings of fresh phones, and
// whole sandbox payments (start, card charge, confirmation) by buyers who stay within their
// per-caller limits, beside one aggressive buyer who does not and is answered 429. No 5xx, every
// 200 of POST /payments is one payment row, no phone is sold twice, and memory settles.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 10;
const CONNECTIONS = 10;
/** Each booking is of a phone of its own from this stock (a buyer may have 5 unpaid bookings). */
const STOCK = 12_000;
/**
 * Payments are limited (30/min to start or confirm, 20/min to charge, per buyer) and so are
 * bookings (10/min per buyer): enough buyers, each paced under all of them.
 */
const PAYING_BUYERS = 60;
const FLOWS_PER_BUYER_PER_MINUTE = 8;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface Tally {
  [route: string]: Record<number, number>;
}

/** One connection's payment in progress; autocannon gives each connection a context of its own. */
interface FlowContext {
  payer?: HttpAccount;
  bookingId?: string;
  clientSecret?: string;
  intentId?: string;
  /** Which of the aggressive buyer's two requests this round sent. */
  aggressiveRoute?: string;
}

/**
 * autocannon's request as it really is: setupRequest also receives the connection's context and
 * may return nothing (the connection then starts over at the first request); onResponse also
 * receives the context. (test/proof-slow/autocannon.d.ts declares only the simple form.)
 */
interface FlowRequest {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: FlowRequest, context: FlowContext) => FlowRequest | null;
  onResponse: (status: number, body: string, context: FlowContext) => void;
}

const ROUTE = {
  booking: 'POST /bookedProduct',
  browsing: 'POST /bookedProduct (browsing buyers, refused past their open-booking cap)',
  intent: 'POST /create-payment-intent',
  charge: 'POST /sandbox/charge',
  payment: 'POST /payments',
  finishing: 'POST /payments (flows cut by the end of a run, finished after it)',
  aggressiveIntent: 'POST /create-payment-intent (the aggressive buyer)',
  aggressivePayment: 'POST /payments (the aggressive buyer)',
} as const;

describe(`mixed load for ${SECONDS} s`, () => {
  let database: PrivatePostgres;
  let api: ApiProcess;
  let payers: HttpAccount[];
  /** Buyers who book without paying: each reaches its cap of open bookings and is then refused. */
  let browsers: HttpAccount[];
  let aggressive: HttpAccount & { bookingId: string };
  let stock: string[];
  let nextPhone = 0;
  /** When each paying buyer started a payment, over the last minute: the client keeps under the limits. */
  const startedAt = new Map<HttpAccount, number[]>();
  let payerCursor = 0;
  let nextFlowAt = 0;
  /** Payments started and not yet confirmed with a 200: booking id → the buyer's token. */
  const unfinished = new Map<string, string>();
  const confirmed = new Set<string>();

  beforeAll(async () => {
    database = await createPrivatePostgres(4162);
    api = await startApiProcess({ DATABASE_URL: database.url });
    const seller = await signUpOverHttp(api.url, 'seller');
    await insertPhones(database.url, seller.email, 60);
    stock = await insertPhones(database.url, seller.email, STOCK, 15_000, { category: 'Samsung Phones', advertised: false });
    payers = await signUpManyOverHttp(api.url, 'buyer', PAYING_BUYERS);
    browsers = await signUpManyOverHttp(api.url, 'buyer', 10);
    for (const payer of payers) startedAt.set(payer, []);
    const buyer = await signUpOverHttp(api.url, 'buyer');
    const booked = await fetch(`${api.url}/bookedProduct`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: stock[nextPhone++], phone: '01712345678', meetingLocation: 'Banani' }),
    });
    expect(booked.status).toBe(201);
    aggressive = { ...buyer, bookingId: ((await booked.json()) as { insertedId: string }).insertedId };
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    await database?.destroy();
  });

  /** A paying buyer with room for one more payment within the minute, or none. */
  function takePayer(): HttpAccount | undefined {
    const now = Date.now();
    // A steady rate rather than bursts: all the buyers' room spread evenly over the minute.
    if (now < nextFlowAt) return undefined;
    nextFlowAt = now + 60_000 / (PAYING_BUYERS * FLOWS_PER_BUYER_PER_MINUTE);
    for (let tried = 0; tried < payers.length; tried++) {
      const payer = payers[payerCursor++ % payers.length]!;
      const times = startedAt.get(payer)!;
      while (times.length > 0 && times[0]! <= now - 61_000) times.shift();
      if (times.length < FLOWS_PER_BUYER_PER_MINUTE) {
        times.push(now);
        return payer;
      }
    }
    return undefined;
  }

  function run(seconds: number, tally: Tally) {
    let n = 0;
    let aggressiveRound = 0;
    const json = (body: unknown, token: string) => ({
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const count = (route: string, status: number) => {
      tally[route] ??= {};
      tally[route][status] = (tally[route][status] ?? 0) + 1;
    };
    const counted = (route: string) => (status: number) => count(route, status);
    const requests: FlowRequest[] = [
      { method: 'GET', path: '/categories', onResponse: counted('GET /categories') },
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/products/Oppo%20Phones?page=${1 + (n++ % 5)}&sort=price-asc` }),
        onResponse: counted('GET /products/:cateName'),
      },
      { method: 'GET', path: '/advertise', onResponse: counted('GET /advertise') },
      // The aggressive buyer: one payment request on every round of every connection, far past 30 a minute.
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const confirm = aggressiveRound++ % 2 === 1;
          context.aggressiveRoute = confirm ? ROUTE.aggressivePayment : ROUTE.aggressiveIntent;
          return confirm
            ? { ...request, path: '/payments', ...json({ payId: aggressive.bookingId, transactionId: 'pi_never_paid' }, aggressive.accessToken) }
            : { ...request, path: '/create-payment-intent', ...json({ bookingId: aggressive.bookingId }, aggressive.accessToken) };
        },
        onResponse: (status, _body, context) => count(context.aggressiveRoute ?? ROUTE.aggressiveIntent, status),
      },
      // A fresh phone each time; when a paying buyer has room, the booking is theirs and gets paid below.
      {
        method: 'POST',
        setupRequest: (request, context) => {
          context.payer = takePayer();
          const buyer = context.payer ?? browsers[n++ % browsers.length]!;
          const productId = stock[nextPhone++ % stock.length];
          return { ...request, path: '/bookedProduct', ...json({ productId, phone: '01712345678', meetingLocation: 'Gulshan' }, buyer.accessToken) };
        },
        onResponse: (status, body, context) => {
          count(context.payer ? ROUTE.booking : ROUTE.browsing, status);
          if (status === 201 && context.payer) context.bookingId = (JSON.parse(body) as { insertedId: string }).insertedId;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          if (!context.payer || !context.bookingId) return null;
          unfinished.set(context.bookingId, context.payer.accessToken);
          return { ...request, path: '/create-payment-intent', ...json({ bookingId: context.bookingId }, context.payer.accessToken) };
        },
        onResponse: (status, body, context) => {
          count(ROUTE.intent, status);
          if (status === 200) context.clientSecret = (JSON.parse(body) as { clientSecret: string }).clientSecret;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          if (!context.payer || !context.clientSecret) return null;
          const card = { clientSecret: context.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
          return { ...request, path: '/sandbox/charge', ...json(card, context.payer.accessToken) };
        },
        onResponse: (status, body, context) => {
          count(ROUTE.charge, status);
          const charged = status === 200 ? (JSON.parse(body) as { status: string; paymentIntentId: string }) : undefined;
          if (charged?.status === 'succeeded') context.intentId = charged.paymentIntentId;
          else count(`${ROUTE.charge} (not succeeded)`, status);
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          if (!context.payer || !context.bookingId || !context.intentId) return null;
          return { ...request, path: '/payments', ...json({ payId: context.bookingId, transactionId: context.intentId }, context.payer.accessToken) };
        },
        onResponse: (status, _body, context) => {
          count(ROUTE.payment, status);
          if (status === 200 && context.bookingId) {
            unfinished.delete(context.bookingId);
            confirmed.add(context.bookingId);
          }
        },
      },
    ];
    return autocannon({
      url: api.url,
      connections: CONNECTIONS,
      duration: seconds,
      // autocannon calls these with the connection's context (see FlowRequest).
      requests: requests as unknown as Parameters<typeof autocannon>[0]['requests'],
    });
  }

  /**
   * Payments whose confirmation the end of a run cut off, confirmed as a browser would on its
   * next visit: by the intent the booking records. A charge that went through is a sale already.
   */
  async function finishCutFlows(tally: Tally) {
    for (const [bookingId, token] of [...unfinished]) {
      const [intentId] = await queryColumn(database.url, 'select payment_intent_id as value from bookings where id = $1', [bookingId]);
      unfinished.delete(bookingId);
      if (!intentId) continue;
      const answer = await fetch(`${api.url}/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ payId: bookingId, transactionId: intentId }),
      });
      await answer.body?.cancel();
      const finishing = (tally[ROUTE.finishing] ??= {});
      finishing[answer.status] = (finishing[answer.status] ?? 0) + 1;
      if (answer.status === 200) confirmed.add(bookingId);
    }
  }

  it('no 5xx, real bookings and payments, 429 for the aggressive buyer, one payment row per sale, memory within 10%', async () => {
    const warmTally: Tally = {};
    await run(WARM_UP_SECONDS, warmTally);
    await finishCutFlows(warmTally);
    const warmMemory = await api.memoryAfterGc();
    const warm = warmMemory.rss;

    // Memory every 10 s of the run, to tell a plateau from a leak in the report.
    const samples: string[] = [];
    const sampler = setInterval(() => {
      void api.memoryAfterGc().then(({ rss, heapUsed }) => samples.push(`${mb(rss)}/${mb(heapUsed)}`));
    }, 10_000);
    const tally: Tally = {};
    const result = await run(SECONDS, tally);
    clearInterval(sampler);
    await finishCutFlows(tally);
    const afterMemory = await api.memoryAfterGc();
    const after = afterMemory.rss;

    const ok = (t: Tally, route: string) => t[route]?.[200] ?? 0;
    const paymentsAnswered200 = ok(warmTally, ROUTE.payment) + ok(warmTally, ROUTE.finishing) + ok(tally, ROUTE.payment) + ok(tally, ROUTE.finishing);
    const paymentRows = await queryCount(database.url, 'select count(*) as n from payments');
    const soldTwice = await queryCount(
      database.url,
      'select count(*) as n from (select b.product_id from payments p join bookings b on b.id = p.booking_id group by b.product_id having count(*) > 1) twice',
    );
    const soldPhones = await queryCount(database.url, `select count(*) as n from products where status = 'sold'`);

    console.info(
      `load: ${result.requests.total} requests in ${SECONDS} s, ${result.requests.average} req/s on average, latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; `
        + `2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, errors ${result.errors}, timeouts ${result.timeouts}; `
        + `payments confirmed in the run ${ok(tally, ROUTE.payment)} (${(ok(tally, ROUTE.payment) / SECONDS).toFixed(1)}/s), payment rows ${paymentRows} = 200s of POST /payments ${paymentsAnswered200} (warm-up and run), phones sold ${soldPhones}, sold twice ${soldTwice}; `
        + `RSS/heap after warm-up ${mb(warm)}/${mb(warmMemory.heapUsed)} MB, during ${samples.join(', ')}, after the run ${mb(after)}/${mb(afterMemory.heapUsed)} MB\n${JSON.stringify(tally)}`,
    );
    expect(result['5xx']).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    const statuses = (route: string) => Object.keys(tally[route] ?? {}).map(Number);
    // The catalogue is never limited; payments are, per caller.
    for (const route of ['GET /categories', 'GET /products/:cateName', 'GET /advertise']) {
      expect(statuses(route).every((status) => status === 200)).toBe(true);
    }
    // Bookings: a fresh phone each, so (nearly) all of the paying buyers' are made; browsing
    // buyers are refused (409) once they have 5 unpaid bookings.
    // Browsing buyers book far past their cap and the booking limit: refused, never failed.
    expect(statuses(ROUTE.browsing).every((status) => [201, 409, 429].includes(status))).toBe(true);
    const bookings = Object.values(tally[ROUTE.booking] ?? {}).reduce((sum, k) => sum + k, 0);
    expect(statuses(ROUTE.booking).every((status) => [201, 409].includes(status))).toBe(true);
    expect(tally[ROUTE.booking]?.[201] ?? 0).toBeGreaterThanOrEqual(bookings * 0.95);
    // Paced buyers pay all the way through, never limited; the aggressive one is limited on both routes.
    for (const route of [ROUTE.intent, ROUTE.charge, ROUTE.payment]) {
      expect({ route, statuses: statuses(route) }).toEqual({ route, statuses: [200] });
    }
    expect(tally[`${ROUTE.charge} (not succeeded)`]).toBeUndefined();
    expect(ok(tally, ROUTE.payment)).toBeGreaterThan(SECONDS * 2);
    expect(tally[ROUTE.aggressiveIntent]?.[429]).toBeGreaterThan(0);
    expect(tally[ROUTE.aggressivePayment]?.[429]).toBeGreaterThan(0);
    // One payment row per 200, one sale per phone.
    expect(paymentRows).toBe(paymentsAnswered200);
    expect(paymentRows).toBe(confirmed.size);
    expect(soldTwice).toBe(0);
    expect(soldPhones).toBe(paymentRows);
    expect(after).toBeLessThanOrEqual(warm * 1.1);
  }, (SECONDS + WARM_UP_SECONDS + 180) * 1000);
});
