import { normalizeIP, type CreateRateLimitOptions, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  return addressKey(request);
}

/**
 * The caller's address: the socket's, or with TRUST_PROXY the one the front door saw. An IPv6
 * address counts as its /56, as one household or phone gets a whole block.
 */
export function addressKey(request: FastifyRequest): string {
  return `address:${normalizeIP(request.ip)}`;
}

/**
 * A route's limit of `max` requests a minute per account. Counted in preHandler, after the
 * route's authentication (onRequest) has verified who the caller is.
 */
export function perCaller(max: number): RateLimitOptions {
  return { max, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: accountKey };
}

/**
 * A public route's limit of `max` requests a minute per address (`addressKey`), signed in or not:
 * what it guards is work per request, which a token does not make cheaper.
 */
export function perAddress(max: number): RateLimitOptions {
  return { max, timeWindow: '1 minute', keyGenerator: addressKey };
}

/** The 429's message, with the wait in words a person reads. */
export function tooManyRequestsMessage(waitSeconds: number): string {
  const wait = waitSeconds > 90 ? `${Math.ceil(waitSeconds / 60)} minutes` : waitSeconds === 1 ? '1 second' : `${waitSeconds} seconds`;
  return `Too many requests. Please wait ${wait} and try again.`;
}

/**
 * A limit as a hook of its own, for a route with two limits (the plugin's route limits skip all
 * but the first on a request) or one that must count before authentication. `name` keeps its
 * counts apart from every other limit's. Counted in the same store as the route limits.
 */
export function limitHook(fastify: FastifyInstance, name: string, options: CreateRateLimitOptions & {
  keyGenerator: (request: FastifyRequest) => string;
}) {
  const { keyGenerator } = options;
  const count = fastify.createRateLimit({ ...options, keyGenerator: (request) => `${name}:${keyGenerator(request)}` });
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw fastify.httpErrors.tooManyRequests(tooManyRequestsMessage(result.ttlInSeconds));
  };
}
