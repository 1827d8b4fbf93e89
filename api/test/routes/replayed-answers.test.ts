import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../helper.ts';
import { listPhone, phoneFacts } from '../payments/phone-sale-fixtures.ts';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// What a browser sends; node:http rather than fetch, to see the bytes and every header as sent.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

// Visitors' catalogue reads over a real connection: the HTTP server replays an answer it recorded
// (src/http/replayed-answers.ts), which inject() never reaches.
describe('visitor answers replayed by the HTTP server', () => {
  let api: TestApp;
  let base: string;
  let pipelineRuns = 0;
  let appOrigin: string;

  beforeAll(async () => {
    api = await buildTestApp();
    api.app.addHook('onRequest', (_request, _reply, done) => {
      pipelineRuns += 1;
      done();
    });
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    appOrigin = api.app.config.corsOrigins[0]!;
  });

  afterAll(async () => {
    await api?.close();
  });

  function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      http.get(`${base}${path}`, { headers: { ...BROWSER, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      }).on('error', reject);
    });
  }

  /** Reads twice and says how many of the reads went through Fastify's request pipeline. */
  async function readTwice(path: string, headers: Record<string, string> = {}) {
    const before = pipelineRuns;
    const first = await get(path, headers);
    const second = await get(path, headers);
    return { first, second, throughPipeline: pipelineRuns - before };
  }

  const withoutExchangeHeaders = ({ date: _date, 'x-request-id': _id, ...rest }: http.IncomingHttpHeaders) => rest;
  const names = (answer: RawAnswer) =>
    (JSON.parse(gunzipSync(answer.body).toString()) as { name: string }[]).map((phone) => phone.name);

  it('a repeat read is the first answer again, with its own request id, without the request pipeline', async () => {
    for (const path of ['/advertise', '/categories', '/products/Oppo%20Phones?page=1']) {
      const { first, second, throughPipeline } = await readTwice(path, { origin: appOrigin });
      expect(throughPipeline, path).toBe(1);
      expect(second.status).toBe(200);
      expect(second.body.equals(first.body)).toBe(true);
      expect(withoutExchangeHeaders(second.headers)).toEqual(withoutExchangeHeaders(first.headers));
      expect(second.headers['access-control-allow-origin']).toBe(appOrigin);
      expect(second.headers['content-encoding']).toBe('gzip');
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
  });

  it('an answer is only replayed to the same Origin and Accept-Encoding', async () => {
    await readTwice('/categories', { origin: appOrigin });

    const otherSite = await get('/categories', { origin: 'https://evil.example' });
    expect(otherSite.status).toBe(200);
    expect(otherSite.headers['access-control-allow-origin']).toBeUndefined();

    const plain = await get('/categories', { origin: appOrigin, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toHaveLength(5);
  });

  it('a signed-in caller, a bad token and a revalidation still go through the API', async () => {
    const { productId, seller } = await listPhone(api.app);
    const { categoryName } = await phoneFacts(api.app, productId);
    const path = `/products/${encodeURIComponent(categoryName)}`;
    const { second: visitors } = await readTwice(path);
    expect(visitors.headers['cache-control']).toBe('public, max-age=30');

    const signedIn = await get(path, bearer(seller.accessToken));
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // A private page is sent as it is (only the shared public answers are kept gzipped).
    const page = JSON.parse(signedIn.body.toString()) as { products: { _id: string; phone?: string }[] };
    expect(page.products.find((phone) => phone._id === productId)?.phone).toBe('01712345678');

    expect((await get(path, bearer('not-a-token'))).status).toBe(401);

    const revalidated = await get(path, { 'if-none-match': String(visitors.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toHaveLength(0);
  });

  it('a phone deleted through the API leaves the replayed home page at once', async () => {
    const { productId, seller } = await listPhone(api.app);
    const { name } = await phoneFacts(api.app, productId);
    const { second } = await readTwice('/advertise');
    expect(names(second)).toContain(name);

    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/product/${productId}`,
      headers: bearer(seller.accessToken),
    });
    expect(deleted.statusCode).toBe(200);

    expect(names(await get('/advertise'))).not.toContain(name);
  });
});
