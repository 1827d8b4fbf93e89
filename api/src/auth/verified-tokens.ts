import { LRUCache } from 'lru-cache';

/**
 * A session sends the same API token with every request of its hour: its signature and claims
 * are checked once, and the outcome is kept under the token itself until the token expires. The
 * token is its own key: hashing it on every request (the JWT library's own cache) costs more
 * than the lookup, and this process holds the signing secret anyway. The account behind the
 * token is still checked on every request (token version, disabled).
 */
export function keepVerifiedTokens<Payload extends { exp?: number }>(
  verify: (token: string) => Payload,
  kept: number,
): (token: string) => Payload {
  const verified = new LRUCache<string, { payload: Payload; expiresAt: number }>({ max: kept });
  return (token) => {
    const known = verified.get(token);
    if (known !== undefined && Date.now() < known.expiresAt) return known.payload;
    const payload = verify(token);
    // `exp` is a required claim: a token without it never reaches this line.
    verified.set(token, { payload, expiresAt: (payload.exp ?? 0) * 1000 });
    return payload;
  };
}
