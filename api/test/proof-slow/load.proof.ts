import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { insertPhones, signUpOverHttp, type HttpAccount } from '../support/http-accounts.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';

// A mixed load on the API process over PostgreSQL: catalogue reads, bookings, payment starts and
// payment confirmations. No 5xx, the per-caller payment limits answer 429, and memory settles.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 10;
const CONNECTIONS = 10;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface Tally {
  [route: string]: Record<number, number>;
}

describe(`mixed load for ${SECONDS} s`, () => {
  let database: PrivatePostgres;
  let api: ApiProcess;
  let buyers: Array<HttpAccount & { bookingId: string }>;
  let phones: string[];

  beforeAll(async () => {
    database = await createPrivatePostgres(4162);
    api = await startApiProcess({ DATABASE_URL: database.url });
    const seller = await signUpOverHttp(api.url, 'seller');
    phones = await insertPhones(database.url, seller.email, 60);
    buyers = [];
    for (let i = 0; i < 4; i++) {
      const buyer = await signUpOverHttp(api.url, 'buyer');
      const booked = await fetch(`${api.url}/bookedProduct`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: phones[i], phone: '01712345678', meetingLocation: 'Banani' }),
      });
      expect(booked.status).toBe(201);
      buyers.push({ ...buyer, bookingId: ((await booked.json()) as { insertedId: string }).insertedId });
    }
  });
  afterAll(async () => {
    await api?.stop();
    await database?.destroy();
  });

  function run(seconds: number, tally: Tally) {
    let n = 0;
    const buyerFor = () => buyers[n++ % buyers.length]!;
    const json = (body: unknown, token: string) => ({
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const count = (route: string) => (status: number) => {
      tally[route] ??= {};
      tally[route][status] = (tally[route][status] ?? 0) + 1;
    };
    return autocannon({
      url: api.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/categories', onResponse: count('GET /categories') },
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/products/Oppo%20Phones?page=${1 + (n++ % 5)}&sort=price-asc` }),
          onResponse: count('GET /products/:cateName'),
        },
        { method: 'GET', path: '/advertise', onResponse: count('GET /advertise') },
        {
          method: 'POST',
          setupRequest: (request) => {
            const buyer = buyerFor();
            return { ...request, path: '/bookedProduct', ...json({ productId: phones[n % phones.length], phone: '01712345678', meetingLocation: 'Gulshan' }, buyer.accessToken) };
          },
          onResponse: count('POST /bookedProduct'),
        },
        {
          method: 'POST',
          setupRequest: (request) => {
            const buyer = buyerFor();
            return { ...request, path: '/create-payment-intent', ...json({ bookingId: buyer.bookingId }, buyer.accessToken) };
          },
          onResponse: count('POST /create-payment-intent'),
        },
        {
          method: 'POST',
          setupRequest: (request) => {
            const buyer = buyerFor();
            return { ...request, path: '/payments', ...json({ payId: buyer.bookingId, transactionId: 'pi_never_paid' }, buyer.accessToken) };
          },
          onResponse: count('POST /payments'),
        },
      ],
    });
  }

  it('no 5xx, 429 from the payment limits, memory within 10% of the warmed-up process', async () => {
    await run(WARM_UP_SECONDS, {});
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
    const afterMemory = await api.memoryAfterGc();
    const after = afterMemory.rss;

    console.info(
      `load: ${result.requests.total} requests in ${SECONDS} s, ${result.requests.average} req/s on average, latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; `
        + `2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, errors ${result.errors}, timeouts ${result.timeouts}; `
        + `RSS/heap after warm-up ${mb(warm)}/${mb(warmMemory.heapUsed)} MB, during ${samples.join(', ')}, after the run ${mb(after)}/${mb(afterMemory.heapUsed)} MB\n${JSON.stringify(tally)}`,
    );
    expect(result['5xx']).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    // The catalogue is never limited; payments are, per caller.
    for (const route of ['GET /categories', 'GET /products/:cateName', 'GET /advertise']) {
      expect(Object.keys(tally[route] ?? {}).map(Number).every((status) => status === 200)).toBe(true);
    }
    expect(tally['POST /create-payment-intent']?.[429]).toBeGreaterThan(0);
    expect(tally['POST /payments']?.[429]).toBeGreaterThan(0);
    expect(Object.keys(tally['POST /bookedProduct'] ?? {}).map(Number).every((status) => [201, 409].includes(status))).toBe(true);
    expect(after).toBeLessThanOrEqual(warm * 1.1);
  }, (SECONDS + WARM_UP_SECONDS + 120) * 1000);
});
