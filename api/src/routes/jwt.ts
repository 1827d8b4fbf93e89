import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccessToken, EMAIL_NOT_VERIFIED_MESSAGE, ErrorBody, JwtQuery } from '@sellphones/contracts/schemas';
import { findUserByFirebaseUid } from '../db/users.repository.ts';
import { accountKey, addressKey, limitHook } from '../http/rate-limits.ts';

/**
 * Exchanges a verified Firebase ID token for the API token (the app's "phoneToken").
 * The email in the query is only checked against the token: identity comes from the token.
 */
const jwtRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  // Every attempt from an address counts, a refused token included: counted before it is checked.
  const attemptsPerAddress = limitHook(fastify, 'sign-in-attempts', {
    max: config.jwtRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: addressKey,
  });
  // Verified sign-ins per account, from whatever address: one account cannot be hammered from many.
  const signInsPerAccount = limitHook(fastify, 'sign-ins', {
    max: config.jwtAccountRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: accountKey,
  });

  fastify.get('/jwt', {
    onRequest: [attemptsPerAddress, fastify.authenticateFirebase],
    preHandler: signInsPerAccount,
    schema: {
      tags: ['accounts'],
      summary: 'Get the API token for the signed-in Firebase user',
      security: [{ firebaseIdToken: [] }],
      querystring: JwtQuery,
      response: { 200: AccessToken, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
  }, async (request) => {
    const caller = request.firebaseUser!;
    if (caller.email.toLowerCase() !== request.query.email.toLowerCase()) {
      throw fastify.httpErrors.forbidden('You can only sign in as yourself.');
    }
    // Anyone can sign up with someone else's address: a password account counts only once its
    // owner has opened the verification link (Google verifies its own accounts).
    if (caller.signInProvider === 'password' && !caller.emailVerified) {
      throw fastify.httpErrors.forbidden(EMAIL_NOT_VERIFIED_MESSAGE);
    }
    const user = await findUserByFirebaseUid(fastify.db, caller.uid);
    if (!user) throw fastify.httpErrors.notFound('Account not found; sign up first');
    if (user.disabledAt !== null) throw fastify.httpErrors.forbidden('This account has been disabled.');
    return { accessToken: await fastify.issueApiToken(user), ...(user.language ? { language: user.language } : {}) };
  });
};

export default jwtRoutes;
