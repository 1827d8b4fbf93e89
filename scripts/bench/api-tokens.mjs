// The API's own tokens for the bench's seeded people, signed as GET /jwt signs them (HS256 with
// the issuer, audience and token version the API checks), with the secret the bench starts the
// API with: signing in through Firebase thousands of times would measure the emulator instead.
import { randomBytes } from 'node:crypto';
import { createSigner } from 'fast-jwt';

/** A fresh secret for each bench run; the API under test is started with it (JWT_SECRET). */
export const BENCH_JWT_SECRET = randomBytes(32).toString('hex');

const sign = createSigner({
  key: BENCH_JWT_SECRET,
  algorithm: 'HS256',
  iss: 'sellphones-api',
  aud: 'sellphones-apps',
  expiresIn: 3_600_000,
});

/** `{ id, email, ver }` to the Authorization header value of that user's session. */
export const bearerFor = (user) => `Bearer ${sign({ sub: user.id, ver: user.ver, email: user.email })}`;
