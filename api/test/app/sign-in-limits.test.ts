import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../helper.ts';
import { firebaseSignUp, type FirebaseSession } from '../support/firebase-emulator.ts';

const FRONT_DOOR = '127.0.0.1';

function signIn(app: ReturnType<typeof useTestApp>['app'], session: FirebaseSession, from: {
  remoteAddress: string;
  forwardedFor?: string;
  token?: string;
}) {
  return app.inject({
    method: 'GET',
    url: `/jwt?email=${encodeURIComponent(session.email)}`,
    remoteAddress: from.remoteAddress,
    headers: {
      ...bearer(from.token ?? session.idToken),
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    },
  });
}

const statusesOf = async (answers: Promise<{ statusCode: number }>[]) => {
  const statuses: number[] = [];
  for (const answer of answers) statuses.push((await answer).statusCode);
  return statuses;
};

describe('sign-in attempts per address', () => {
  const ctx = useTestApp({ jwtRateLimitPerMinute: 3 });

  it('regression: refused tokens count, so an address cannot try tokens without end', async () => {
    const session = await firebaseSignUp();
    const from = { remoteAddress: '198.51.100.1' };
    const statuses: number[] = [];
    for (const token of ['garbage', 'eyJhbGciOiJub25lIn0.e30.', 'another-guess']) {
      statuses.push((await signIn(ctx.app, session, { ...from, token })).statusCode);
    }
    // The 4th attempt, with a good token, is past the limit: the three refusals counted.
    const fourth = await signIn(ctx.app, session, from);
    expect([...statuses, fourth.statusCode]).toEqual([401, 401, 401, 429]);
    expect(fourth.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Someone at another address is not held back.
    expect((await signIn(ctx.app, session, { remoteAddress: '198.51.100.2' })).statusCode).toBe(404);
  });

  it('without TRUST_PROXY, a made-up X-Forwarded-For buys no new attempts', async () => {
    const session = await firebaseSignUp();
    const statuses = await statusesOf([1, 2, 3, 4].map((n) =>
      signIn(ctx.app, session, { remoteAddress: '198.51.100.3', forwardedFor: `203.0.113.${n}` })));
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('behind the front door (TRUST_PROXY)', () => {
  const ctx = useTestApp({ jwtRateLimitPerMinute: 3, trustProxy: [FRONT_DOOR] });

  it('regression: each client is counted on the address the front door saw, not on the front door', async () => {
    const session = await firebaseSignUp();
    const viaFrontDoor = (client: string) => signIn(ctx.app, session, { remoteAddress: FRONT_DOOR, forwardedFor: client });
    expect(await statusesOf([1, 2, 3, 4].map(() => viaFrontDoor('203.0.113.10')))).toEqual([404, 404, 404, 429]);
    // Everyone else coming through the same front door still signs in.
    expect(await statusesOf([viaFrontDoor('203.0.113.11'), viaFrontDoor('203.0.113.12')])).toEqual([404, 404]);
  });

  it('believes X-Forwarded-For only from the front door', async () => {
    const session = await firebaseSignUp();
    const statuses = await statusesOf([1, 2, 3, 4].map((n) =>
      signIn(ctx.app, session, { remoteAddress: '198.51.100.4', forwardedFor: `203.0.113.${20 + n}` })));
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('verified sign-ins per account', () => {
  const ctx = useTestApp({ jwtRateLimitPerMinute: 1000, jwtAccountRateLimitPerMinute: 3 });

  it('regression: one account is limited whatever address it comes from', async () => {
    const session = await firebaseSignUp();
    const statuses = await statusesOf([1, 2, 3, 4].map((n) => signIn(ctx.app, session, { remoteAddress: `198.51.100.${10 + n}` })));
    // Sent together, they are counted once each token is verified, in whatever order that ends.
    expect(statuses.toSorted()).toEqual([404, 404, 404, 429]);
    // Another account is not.
    const other = await firebaseSignUp();
    expect((await signIn(ctx.app, other, { remoteAddress: '198.51.100.11' })).statusCode).toBe(404);
  });
});
