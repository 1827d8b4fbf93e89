import { describe, expect, it } from 'vitest';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '../../src/plugins/app/auth.ts';
import { bearer, createAccount, testConfig, useTestApp } from '../helper.ts';
import { claimsOf, signHs256 } from '../support/forged-tokens.ts';

describe('API tokens must carry exp, iss, aud and sub', () => {
  const ctx = useTestApp();
  const secret = testConfig().jwtSecret;

  /** A read only the token's holder may make: 200 with a good token, 401 otherwise. */
  const ownBookings = (email: string, token: string) =>
    ctx.app.inject({ method: 'GET', url: `/bookedProduct/${encodeURIComponent(email)}`, headers: bearer(token) });

  it('regression: a token signed with the secret but missing a claim is refused', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const issued = claimsOf(buyer.accessToken);
    expect(issued).toMatchObject({ sub: buyer.userId, iss: API_TOKEN_ISSUER, aud: API_TOKEN_AUDIENCE, exp: expect.any(Number) });
    // The same claims signed again with the real secret: accepted, so only the missing claim can explain a 401.
    expect((await ownBookings(buyer.email, signHs256(issued, secret))).statusCode).toBe(200);

    for (const claim of ['exp', 'iss', 'aud', 'sub']) {
      const { [claim]: _left, ...rest } = issued;
      const answer = await ownBookings(buyer.email, signHs256(rest, secret));
      expect(answer.statusCode, `without ${claim}`).toBe(401);
      expect(answer.json().message).toBe('Your session has expired or is not valid. Please sign in again.');
    }
  });

  it('refuses a token once it has expired, though it was accepted (and its check kept) before', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const issued = claimsOf(buyer.accessToken);
    const shortLived = signHs256({ ...issued, exp: Math.floor(Date.now() / 1000) + 2 }, secret);
    expect((await ownBookings(buyer.email, shortLived)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const answer = await ownBookings(buyer.email, shortLived);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Your session has expired or is not valid. Please sign in again.');
  });

  it('refuses a token whose signature was changed after the same token was accepted', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    expect((await ownBookings(buyer.email, buyer.accessToken)).statusCode).toBe(200);
    const [head, body, signature] = buyer.accessToken.split('.');
    const flipped = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await ownBookings(buyer.email, flipped)).statusCode).toBe(401);
  });
});
