import { describe, expect, it } from 'vitest';
import { stubSessionFrom } from '../src/standalone/stub-session.ts';

// A remote's stub shell acts as the person whose API token is in its address, so pages that
// check "your own" data (My Products asks for the signed-in seller's email) work with a real token.

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (claims: object) => `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.signature`;

describe('the stub shell session', () => {
  it("is the token holder's: email from the token, role and API from the address", () => {
    const token = tokenFor({ sub: 'a1', ver: 0, email: 'demo.seller@sellphones.test' });
    const session = stubSessionFrom(`?role=seller&token=${token}&api=http://127.0.0.1:4100`);
    expect(session.user.email).toBe('demo.seller@sellphones.test');
    expect(session.role).toBe('seller');
    expect(session.token).toBe(token);
    expect(session.apiUrl).toBe('http://127.0.0.1:4100');
  });

  it('falls back to a stand-in user without a readable token, and to buyer for an unknown role', () => {
    for (const search of ['', '?token=not-a-jwt', `?token=${tokenFor({ sub: 'a1', ver: 0 })}&role=owner`]) {
      const session = stubSessionFrom(search);
      expect(session.user.email).toBe('standalone@sellphones.test');
      expect(session.role).toBe('buyer');
      expect(session.apiUrl).toBe('http://127.0.0.1:4000');
    }
  });
});
