import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in account a request is counted against: the verified API token's user, or the
 * verified Firebase user (signing up, uploading a profile photo). Never a header: the token
 * reader accepts any case and spacing of "Bearer", so a header-keyed limit was a new bucket for
 * every spelling. Only an unauthenticated request falls back to its address.
 */
export function accountKey(request: FastifyRequest): string {
  const user = request.user as { id?: string } | null | undefined;
  if (user?.id) return `user:${user.id}`;
  if (request.firebaseUser) return `firebase:${request.firebaseUser.uid}`;
  return `address:${request.ip}`;
}

/**
 * A route's limit of `max` requests a minute per account. Counted in preHandler, after the
 * route's authentication (onRequest) has verified who the caller is.
 */
export function perCaller(max: number): RateLimitOptions {
  return { max, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: accountKey };
}
