import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The `iss` claim of a JWT, read without verifying: only used to pick which verifier to run. */
export function peekIssuer(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims && typeof claims === 'object' && 'iss' in claims && typeof claims.iss === 'string') {
      return claims.iss;
    }
  } catch {
    // Not a JWT at all: the verifier will refuse it.
  }
  return undefined;
}
