import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bumpTokenVersion, findUserByEmail } from '../../src/db/users.repository.ts';
import { users } from '../../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import {
  bearer,
  buildTestApp,
  createAccount,
  getAccessToken,
  testConfig,
  uniqueEmail,
  useTestApp,
} from '../helper.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@sellphones/contracts/schemas';
import {
  firebaseGoogleSignIn,
  firebaseSignUp,
  firebaseSignUpUnverified,
  firebaseVerifyEmail,
} from '../support/firebase-emulator.ts';
import { claimsOf, signHs256, tamper, unsignedToken } from '../support/forged-tokens.ts';

describe('accounts and sessions', () => {
  const ctx = useTestApp();

  describe('PUT /users', () => {
    it('creates a seller for an email sign-up that asks for one, and a buyer otherwise', async () => {
      const seller = await createAccount(ctx.app, 'seller');
      const buyer = await createAccount(ctx.app, 'buyer');
      expect((await findUserByEmail(ctx.app.db, seller.email))?.role).toBe('seller');
      expect((await findUserByEmail(ctx.app.db, buyer.email))?.role).toBe('buyer');
    });

    it('refuses to save somebody else\'s email', async () => {
      const session = await firebaseSignUp();
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(session.idToken),
        payload: { name: 'Mallory', email: uniqueEmail('victim') },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can only save your own account.');
    });

    it('cannot make anyone admin: an extra field is refused', async () => {
      const session = await firebaseSignUp();
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(session.idToken),
        payload: { name: 'Mallory', email: session.email, role: 'admin' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('role is not allowed here');
      expect(await findUserByEmail(ctx.app.db, session.email)).toBeUndefined();
    });

    it('never switches an existing buyer to seller', async () => {
      const buyer = await createAccount(ctx.app, 'buyer');
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(buyer.idToken),
        payload: { name: 'Now A Seller?', email: buyer.email, sellerAccount: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, role: 'buyer' });
      const row = await findUserByEmail(ctx.app.db, buyer.email);
      expect(row?.role).toBe('buyer');
      expect(row?.name).toBe('Now A Seller?');
    });

    it('makes a new Google sign-in a buyer even if it asks for a seller account', async () => {
      const google = await firebaseGoogleSignIn(uniqueEmail('google'));
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(google.idToken),
        payload: { name: 'Google User', email: google.email, sellerAccount: true, photoURL: 'https://example.test/me.png' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe('buyer');
    });

    it('keeps an existing seller a seller when they sign in with Google', async () => {
      const seller = await createAccount(ctx.app, 'seller');
      const google = await firebaseGoogleSignIn(seller.email);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(google.idToken),
        payload: { name: 'Seller Via Google', email: seller.email, photoURL: 'https://example.test/me.png' },
      });
      // Whether the emulator links the Google sign-in to the same account or not, the seller stays a seller.
      expect([200, 409]).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.json().role).toBe('seller');
      expect((await findUserByEmail(ctx.app.db, seller.email))?.role).toBe('seller');
    });

    it('requires a Firebase ID token', async () => {
      const seller = await createAccount(ctx.app, 'seller');
      const noToken = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        payload: { name: 'x', email: seller.email },
      });
      expect(noToken.statusCode).toBe(401);
      // The API's own token is not a Firebase sign-in.
      const apiToken = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(seller.accessToken),
        payload: { name: 'x', email: seller.email },
      });
      expect(apiToken.statusCode).toBe(401);
    });
  });

  describe('GET /jwt', () => {
    it('issues a short-lived HS256 token for the signed-in user', async () => {
      const buyer = await createAccount(ctx.app, 'buyer');
      const claims = claimsOf(buyer.accessToken);
      expect(claims).toMatchObject({ sub: buyer.userId, ver: 0, email: buyer.email, iss: 'sellphones-api', aud: 'sellphones-apps' });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    });

    it('refuses a token for another email', async () => {
      const buyer = await createAccount(ctx.app, 'buyer');
      const other = await createAccount(ctx.app, 'seller');
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/jwt?email=${encodeURIComponent(other.email)}`,
        headers: bearer(buyer.idToken),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can only sign in as yourself.');
    });

    it('refuses a password account until its owner has verified the email', async () => {
      // Anyone can sign up with a colleague's address; the account must not get a role or token.
      const squatter = await firebaseSignUpUnverified();
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(squatter.idToken),
        payload: { name: 'Not the owner', email: squatter.email, sellerAccount: true },
      });
      expect(saved.statusCode).toBe(200);
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/jwt?email=${encodeURIComponent(squatter.email)}`,
        headers: bearer(squatter.idToken),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: EMAIL_NOT_VERIFIED_MESSAGE });

      // The owner opens the emailed link and signs in again: the token now says verified.
      const verified = await firebaseVerifyEmail(squatter);
      const accepted = await ctx.app.inject({
        method: 'GET',
        url: `/jwt?email=${encodeURIComponent(verified.email)}`,
        headers: bearer(verified.idToken),
      });
      expect(accepted.statusCode).toBe(200);
      expect(claimsOf(accepted.json<{ accessToken: string }>().accessToken).sub).toBe(
        (await findUserByEmail(ctx.app.db, verified.email))?.id,
      );
    });

    it('signs in a Google account, which Google has verified', async () => {
      const session = await firebaseGoogleSignIn(uniqueEmail('google'));
      await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(session.idToken),
        payload: { name: 'Google User', email: session.email },
      });
      expect((await getAccessToken(ctx.app, session)).length).toBeGreaterThan(0);
    });

    it('asks an unknown user to sign up first', async () => {
      const session = await firebaseSignUp();
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/jwt?email=${encodeURIComponent(session.email)}`,
        headers: bearer(session.idToken),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Account not found; sign up first');
    });

    it('refuses a tampered Firebase token', async () => {
      const session = await firebaseSignUp();
      await ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(session.idToken),
        payload: { name: 'Real', email: session.email },
      });
      const forgedUid = randomUUID();
      const tampered = tamper(session.idToken, { sub: forgedUid, user_id: forgedUid });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/jwt?email=${encodeURIComponent(session.email)}`,
        headers: bearer(tampered),
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a disabled account', async () => {
      const buyer = await createAccount(ctx.app, 'buyer');
      await ctx.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, buyer.userId));
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/jwt?email=${encodeURIComponent(buyer.email)}`,
        headers: bearer(buyer.idToken),
      });
      expect(response.statusCode).toBe(403);
      const lookup = await ctx.app.inject({ method: 'GET', url: `/users/${buyer.email}`, headers: bearer(buyer.accessToken) });
      expect(lookup.statusCode).toBe(401);
    });
  });

  describe('API token checks', () => {
    const secret = testConfig().jwtSecret;
    const now = () => Math.floor(Date.now() / 1000);

    it.each([
      ['no token', () => undefined],
      ['a token signed with another key', (sub: string) => signHs256({ sub, ver: 0, iss: 'sellphones-api', aud: 'sellphones-apps', iat: now(), exp: now() + 600 }, 'another-secret-another-secret-another-secret')],
      ['an expired token', (sub: string) => signHs256({ sub, ver: 0, iss: 'sellphones-api', aud: 'sellphones-apps', iat: now() - 7200, exp: now() - 3600 }, secret)],
      ['an unsigned (alg none) token', (sub: string) => unsignedToken({ sub, ver: 0, iss: 'sellphones-api', aud: 'sellphones-apps', iat: now(), exp: now() + 600 })],
      ['a token for another audience', (sub: string) => signHs256({ sub, ver: 0, iss: 'sellphones-api', aud: 'someone-else', iat: now(), exp: now() + 600 }, secret)],
      ['garbage', () => 'not-a-jwt'],
    ])('refuses %s with 401', async (_label, makeToken) => {
      const buyer = await createAccount(ctx.app, 'buyer');
      const token = makeToken(buyer.userId);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/users/${buyer.email}`,
        headers: token ? bearer(token) : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json().error).toBe('Unauthorized');
    });

    it('accepts a well-formed token signed with the right key (the checks above are not vacuous)', async () => {
      const buyer = await createAccount(ctx.app, 'buyer');
      const token = signHs256({ sub: buyer.userId, ver: 0, iss: 'sellphones-api', aud: 'sellphones-apps', iat: now(), exp: now() + 600 }, secret);
      const response = await ctx.app.inject({ method: 'GET', url: `/users/${buyer.email}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    });

    it('ends the sessions of a user whose token version was bumped', async () => {
      const seller = await createAccount(ctx.app, 'seller');
      const before = await ctx.app.inject({ method: 'GET', url: `/users/${seller.email}`, headers: bearer(seller.accessToken) });
      expect(before.json()).toEqual({ isSeller: true });

      // Straight in the database, as a script would: the API hears of it through the database's
      // notice (auth/session-accounts.ts), which on a PostgreSQL server arrives a moment later.
      await bumpTokenVersion(ctx.app.db, seller.userId);
      await ctx.app.sessionAccounts.caughtUp();
      const after = await ctx.app.inject({ method: 'GET', url: `/users/${seller.email}`, headers: bearer(seller.accessToken) });
      expect(after.statusCode).toBe(401);

      // Signing in again gives a token that works.
      const fresh = await getAccessToken(ctx.app, seller);
      const again = await ctx.app.inject({ method: 'GET', url: `/users/${seller.email}`, headers: bearer(fresh) });
      expect(again.statusCode).toBe(200);
    });
  });

  describe('role lookups', () => {
    it('answer the caller about themselves', async () => {
      const seller = await createAccount(ctx.app, 'seller');
      const isSeller = await ctx.app.inject({ method: 'GET', url: `/users/${seller.email}`, headers: bearer(seller.accessToken) });
      expect(isSeller.json()).toEqual({ isSeller: true });
      const isAdmin = await ctx.app.inject({ method: 'GET', url: `/users/admin/${seller.email}`, headers: bearer(seller.accessToken) });
      expect(isAdmin.json()).toEqual({ isAdmin: false });
    });

    it('refuse to tell a buyer about somebody else', async () => {
      const buyer = await createAccount(ctx.app, 'buyer');
      const seller = await createAccount(ctx.app, 'seller');
      for (const url of [`/users/${seller.email}`, `/users/admin/${seller.email}`]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(buyer.accessToken) });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('You are not allowed to do this');
      }
    });

    it('answer an admin about anybody', async () => {
      const admin = await createAccount(ctx.app, 'admin');
      const seller = await createAccount(ctx.app, 'seller');
      const isSeller = await ctx.app.inject({ method: 'GET', url: `/users/${seller.email}`, headers: bearer(admin.accessToken) });
      expect(isSeller.statusCode).toBe(200);
      expect(isSeller.json()).toEqual({ isSeller: true });
      const isAdmin = await ctx.app.inject({ method: 'GET', url: `/users/admin/${admin.email}`, headers: bearer(admin.accessToken) });
      expect(isAdmin.json()).toEqual({ isAdmin: true });
    });
  });
});

describe('a Firebase token for another project', () => {
  it('is refused', async () => {
    const testApp = await buildTestApp({ firebaseProjectId: 'demo-another-project' });
    try {
      const session = await firebaseSignUp();
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/users',
        headers: bearer(session.idToken),
        payload: { name: 'Elsewhere', email: session.email },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await testApp.close();
    }
  });
});

describe('GET /jwt rate limit', () => {
  it('answers 429 once an address asks too often', async () => {
    const testApp = await buildTestApp({ jwtRateLimitPerMinute: 3 });
    try {
      const session = await firebaseSignUp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/jwt?email=${encodeURIComponent(session.email)}`,
          headers: bearer(session.idToken),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await testApp.close();
    }
  });
});
