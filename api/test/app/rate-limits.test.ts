import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAccount, useTestApp, type TestApp } from '../helper.ts';
import { multipartForm } from '../images/multipart-form.ts';
import { firebaseSignUp } from '../support/firebase-emulator.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** The same token, written the ways the token reader accepts: each was a fresh limit before. */
const spellings = (token: string) => [`Bearer  ${token}`, `bearer ${token}`, `BEARER ${token}   `, `Bearer\t${token}`];

describe('per-account limits', () => {
  const ctx = useTestApp();

  const routes = [
    {
      name: 'POST /create-payment-intent',
      max: 30,
      send: (authorization: string) => ctx.app.inject({
        method: 'POST',
        url: '/create-payment-intent',
        headers: { authorization },
        payload: { bookingId: randomUUID() },
      }),
    },
    {
      name: 'POST /bookedProduct',
      max: 10,
      send: (authorization: string) => ctx.app.inject({
        method: 'POST',
        url: '/bookedProduct',
        headers: { authorization },
        payload: { productId: randomUUID(), phone: '01712345678', meetingLocation: 'Dhanmondi' },
      }),
    },
    {
      name: 'POST /images',
      max: 30,
      send: (authorization: string) => {
        const form = multipartForm([{ filename: 'empty.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(0) }]);
        return ctx.app.inject({ method: 'POST', url: '/images', headers: { ...form.headers, authorization }, payload: form.payload });
      },
    },
  ];

  it.each(routes)('regression: $name is limited per account, however the header is spelled', async ({ max, send }) => {
    const buyer = await createAccount(ctx.app, 'buyer');
    for (let i = 0; i < max; i++) {
      expect((await send(`Bearer ${buyer.accessToken}`)).statusCode).not.toBe(429);
    }
    expect((await send(`Bearer ${buyer.accessToken}`)).statusCode).toBe(429);
    for (const authorization of spellings(buyer.accessToken)) {
      const answer = await send(authorization);
      expect(answer.statusCode, JSON.stringify(authorization)).toBe(429);
      expect(answer.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    }
    // Another buyer, from the same address, is not held back.
    const other = await createAccount(ctx.app, 'buyer');
    expect((await send(`Bearer ${other.accessToken}`)).statusCode).not.toBe(429);
  });

  it('counts requests that arrive together one by one (in-process store)', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookings = routes.find((route) => route.name === 'POST /bookedProduct')!;
    const answers = await Promise.all(Array.from({ length: 11 }, () => bookings.send(`Bearer ${buyer.accessToken}`)));
    // @fastify/rate-limit's own memory store answered all eleven with the last one's count: eleven 429s.
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
  });
});

describe('limits shared through Redis', () => {
  it('holds one sign-in limit across two API instances on the same Redis', async () => {
    const redisKeyPrefix = `test:${randomUUID()}:`;
    const instances: TestApp[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        instances.push(await buildTestApp({ redisUrl: REDIS_URL, redisKeyPrefix, jwtRateLimitPerMinute: 3 }));
      }
      const [a, b] = instances.map((instance) => instance.app);
      const session = await firebaseSignUp();
      const signIn = (app: typeof a) => app!.inject({
        method: 'GET',
        url: `/jwt?email=${encodeURIComponent(session.email)}`,
        headers: bearer(session.idToken),
      });
      // No account yet: 404, counted all the same. Alternating instances, as a front door would.
      const statuses = [await signIn(a), await signIn(b), await signIn(a), await signIn(b), await signIn(a)]
        .map((answer) => answer.statusCode);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);

      // A third instance with its own prefix (another deployment) counts apart.
      const apart = await buildTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: `test:${randomUUID()}:`, jwtRateLimitPerMinute: 3 });
      instances.push(apart);
      expect((await signIn(apart.app)).statusCode).toBe(404);
    } finally {
      for (const instance of instances) await instance.close();
    }
    for (const instance of instances) expect(instance.app.redis?.status).toBe('end');
  });

  it('counts in each process when REDIS_URL is not set', async () => {
    const instances = [await buildTestApp({ jwtRateLimitPerMinute: 1 }), await buildTestApp({ jwtRateLimitPerMinute: 1 })];
    try {
      expect(instances[0]!.app.redis).toBeUndefined();
      const session = await firebaseSignUp();
      const url = `/jwt?email=${encodeURIComponent(session.email)}`;
      const statuses: number[] = [];
      for (const { app } of instances) statuses.push((await app.inject({ method: 'GET', url, headers: bearer(session.idToken) })).statusCode);
      expect(statuses).toEqual([404, 404]);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });

  it('refuses to start when Redis cannot be reached, saying where it looked', async () => {
    await expect(buildTestApp({ redisUrl: 'redis://127.0.0.1:1' }).then(async (testApp) => {
      try {
        await testApp.app.ready();
      } finally {
        await testApp.close().catch(() => {});
      }
    })).rejects.toThrow('Redis at REDIS_URL cannot be reached');
  });
});
