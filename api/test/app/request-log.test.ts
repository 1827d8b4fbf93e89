import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { OneLinePerRequest, OWN_READ, PUBLIC_READ, requestLoggerOptions, SLOW_READ_MS } from '../../src/http/request-log.ts';
import { bearer, createAccount, testConfig } from '../helper.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const INFO = 30;
const DEBUG = 20;

/** An app with the API's request log, writing into `lines`. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLinePerRequest() });
  app.get('/phones', async () => ({ phones: [] }));
  app.get('/catalogue', { config: PUBLIC_READ }, async () => ({ phones: [] }));
  app.get('/slow-catalogue', { config: PUBLIC_READ }, async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS + 50));
    return { phones: [] };
  });
  app.get('/slow-phones', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS + 50));
    return { phones: [] };
  });
  app.post('/phones', async (_request, reply) => reply.code(201).send({ ok: true }));
  // A person's own list: the caller's role as the API token's check would set it.
  app.get('/my-orders', {
    config: OWN_READ,
    onRequest: async (request) => {
      request.user = { id: 'u1', email: 'a@b.c', name: 'A', photoUrl: null, role: request.headers['x-role'] === 'admin' ? 'admin' : 'buyer' };
    },
  }, async () => []);
  await app.ready();
  const requestLines = (url: string) => lines.filter((line) => line.req?.url === url);
  return { app, requestLines };
}

describe('request log', () => {
  it('keeps one info line for every write, failure, slow read and signed-in read', async () => {
    const { app, requestLines } = await appLoggingAt('info');
    await app.inject({ method: 'POST', url: '/phones' });
    await app.inject({ method: 'GET', url: '/no-such-page' });
    await app.inject({ method: 'GET', url: '/slow-phones' });
    await app.inject({ method: 'GET', url: '/phones?signed-in', headers: { authorization: 'Bearer token' } });

    for (const [url, status] of [['/phones', 201], ['/no-such-page', 404], ['/slow-phones', 200], ['/phones?signed-in', 200]] as const) {
      const found = requestLines(url);
      expect(found, url).toHaveLength(1);
      expect(found[0]).toMatchObject({ level: INFO, msg: 'request completed', res: { statusCode: status } });
    }
    await app.close();
  });

  it("writes a visitor's routine reads only when the level is debug", async () => {
    const quiet = await appLoggingAt('info');
    const answer = await quiet.app.inject({ method: 'GET', url: '/phones' });
    expect(answer.statusCode).toBe(200);
    expect(quiet.requestLines('/phones')).toEqual([]);
    await quiet.app.close();

    const verbose = await appLoggingAt('debug');
    await verbose.app.inject({ method: 'GET', url: '/phones' });
    expect(verbose.requestLines('/phones')).toEqual([
      expect.objectContaining({ level: DEBUG, msg: 'request completed', res: { statusCode: 200 } }),
    ]);
    await verbose.app.close();
  });

  it('treats a signed-in read of the public catalogue as routine, unless it is slow or fails', async () => {
    const signedIn = { authorization: 'Bearer token' };
    const quiet = await appLoggingAt('info');
    await quiet.app.inject({ method: 'GET', url: '/catalogue', headers: signedIn });
    await quiet.app.inject({ method: 'GET', url: '/slow-catalogue', headers: signedIn });
    await quiet.app.inject({ method: 'POST', url: '/catalogue', headers: signedIn });
    expect(quiet.requestLines('/catalogue')).toEqual([
      expect.objectContaining({ level: INFO, req: expect.objectContaining({ method: 'POST' }), res: { statusCode: 404 } }),
    ]);
    expect(quiet.requestLines('/slow-catalogue')).toEqual([
      expect.objectContaining({ level: INFO, res: { statusCode: 200 } }),
    ]);
    await quiet.app.close();

    const verbose = await appLoggingAt('debug');
    await verbose.app.inject({ method: 'GET', url: '/catalogue', headers: signedIn });
    expect(verbose.requestLines('/catalogue')).toEqual([
      expect.objectContaining({ level: DEBUG, msg: 'request completed', res: { statusCode: 200 } }),
    ]);
    await verbose.app.close();
  });

  it("treats a person's read of their own list as routine, and an admin's read of it as not", async () => {
    const signedIn = { authorization: 'Bearer token' };
    const quiet = await appLoggingAt('info');
    await quiet.app.inject({ method: 'GET', url: '/my-orders', headers: signedIn });
    expect(quiet.requestLines('/my-orders')).toEqual([]);
    await quiet.app.inject({ method: 'GET', url: '/my-orders?by-admin', headers: { ...signedIn, 'x-role': 'admin' } });
    expect(quiet.requestLines('/my-orders?by-admin')).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request completed', res: { statusCode: 200 } }),
    ]);
    await quiet.app.close();
  });
});

describe('email addresses in the log', () => {
  it('regression: the spec\'s email paths and queries are logged without the address', async () => {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      logger: { ...requestLoggerOptions('info'), stream },
      pluginTimeout: 0,
    });
    try {
      await app.ready();
      const buyer = await createAccount(app, 'buyer');
      const admin = await createAccount(app, 'admin');
      const email = encodeURIComponent(buyer.email);
      const statuses = [
        (await app.inject({ method: 'GET', url: `/jwt?email=${email}`, headers: bearer(buyer.idToken) })).statusCode,
        (await app.inject({ method: 'GET', url: `/users/${buyer.email}`, headers: bearer(buyer.accessToken) })).statusCode,
        // An admin reading a buyer's orders is logged (the buyer's own read is routine).
        (await app.inject({ method: 'GET', url: `/bookedProduct/${email}`, headers: bearer(admin.accessToken) })).statusCode,
        (await app.inject({ method: 'GET', url: `/no-such-page/${email}` })).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 200, 404]);

      const log = written.join('');
      const [localPart] = buyer.email.split('@');
      expect(log).not.toContain(localPart);
      const urls = written.map((line) => JSON.parse(line) as { req?: { url: string }; url?: string })
        .map((line) => line.req?.url ?? line.url)
        .filter((url) => url !== undefined);
      expect(urls).toEqual(expect.arrayContaining([
        '/jwt?email=[email]',
        '/users/[email]',
        '/bookedProduct/[email]',
        '/no-such-page/[email]',
      ]));
    } finally {
      await app.close();
    }
  });
});
