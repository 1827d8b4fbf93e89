import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { peekIssuer, readBearerToken } from '../../auth/bearer-token.ts';
import {
  createFirebaseIdentity,
  type FirebaseIdentity,
  type FirebaseUser,
} from '../../auth/firebase-identity.ts';
import { keepSessionAccounts, type SessionAccounts } from '../../auth/session-accounts.ts';
import { keepVerifiedTokens } from '../../auth/verified-tokens.ts';
import { answerAfterOwnNotices } from '../../db/change-notices.ts';
import type { UserRole } from '../../db/users.repository.ts';

export const API_TOKEN_ISSUER = 'sellphones-api';
export const API_TOKEN_AUDIENCE = 'sellphones-apps';
export const API_TOKEN_LIFETIME = '1h';

/**
 * What the API's own JWT carries: the user id and the token version it was issued for, and the
 * holder's own email, for tools that show whose token it is (the remotes' stub shell). The API
 * never reads the email: the caller is loaded by `sub`.
 */
export interface ApiTokenPayload {
  sub: string;
  ver: number;
  email?: string;
  /** When it expires, in seconds since 1970: set by the signer (API_TOKEN_LIFETIME), required by the verifier. */
  exp?: number;
}

/** The caller of a route guarded by `fastify.authenticate`, loaded fresh from the database. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  photoUrl: string | null;
  role: UserRole;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: ApiTokenPayload;
    user: AuthenticatedUser;
  }
}

/** A hook that guards a route; use it as `onRequest` (401/403 before the body is even read). */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: requires the API token (GET /jwt); sets `request.user`. 401 otherwise. */
    authenticate: AuthHook;
    /** Hook: requires a Firebase ID token; sets `request.firebaseUser`. 401 otherwise. */
    authenticateFirebase: AuthHook;
    /** Hook: either token; sets `request.user` or `request.firebaseUser`. */
    authenticateAny: AuthHook;
    /** Hook (after `authenticate`): 403 unless the caller has one of these roles. */
    requireRole(...roles: UserRole[]): AuthHook;
    /** Issues the API token for a user row. */
    issueApiToken(user: { id: string; tokenVersion: number; email: string }): Promise<string>;
    /** firebase-admin for this app (Auth emulator when configured). */
    firebase: FirebaseIdentity;
    /** The accounts of signed-in callers this instance keeps (auth/session-accounts.ts). */
    sessionAccounts: SessionAccounts;
  }
  interface FastifyRequest {
    /** Set by `authenticateFirebase` (and `authenticateAny` for a Firebase token). */
    firebaseUser?: FirebaseUser;
  }
}

/** Verified API tokens kept per instance: one per signed-in session, as many as accounts kept. */
const VERIFIED_TOKENS_KEPT = 10_000;

const SIGN_IN_AGAIN = 'Your session has expired or is not valid. Please sign in again.';

/** The requests that change accounts: each answers once its notices are heard (answerAfterOwnNotices). */
export const ACCOUNT_WRITES: ReadonlySet<string> = new Set(['PUT /users', 'DELETE /users/delete/:id', 'DELETE /users/me']);

export default fp(async (fastify) => {
  const { config } = fastify;

  await fastify.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: {
      algorithm: 'HS256',
      iss: API_TOKEN_ISSUER,
      aud: API_TOKEN_AUDIENCE,
      expiresIn: API_TOKEN_LIFETIME,
    },
    // Pinned: a token signed with another algorithm (or none) is refused. Every claim that limits
    // a token is required: without `exp` a token signed with the secret would never expire.
    verify: {
      algorithms: ['HS256'],
      allowedIss: API_TOKEN_ISSUER,
      allowedAud: API_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iss', 'aud', 'sub'],
    },
  });

  const firebase = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    emulatorHost: config.firebaseAuthEmulatorHost,
  });
  fastify.decorate('firebase', firebase);
  fastify.addHook('onClose', async () => firebase.close());
  fastify.decorateRequest('firebaseUser', undefined);

  const verifyToken = keepVerifiedTokens((token) => fastify.jwt.verify<ApiTokenPayload>(token), VERIFIED_TOKENS_KEPT);
  const accounts = await keepSessionAccounts(fastify);
  fastify.decorate('sessionAccounts', accounts);
  answerAfterOwnNotices(fastify, ACCOUNT_WRITES, accounts);

  function unauthorized(reply: FastifyReply, message = SIGN_IN_AGAIN) {
    reply.header('www-authenticate', 'Bearer');
    return fastify.httpErrors.unauthorized(message);
  }

  async function verifyApiToken(request: FastifyRequest, reply: FastifyReply, token: string) {
    let payload: ApiTokenPayload;
    try {
      payload = verifyToken(token);
    } catch {
      throw unauthorized(reply);
    }
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw unauthorized(reply);
    const user = await accounts.find(payload.sub);
    // Deleted, disabled, or issued before the last token-version bump: the session is over.
    if (!user || user.disabledAt !== null || user.tokenVersion !== payload.ver) throw unauthorized(reply);
    request.user = {
      id: user.id,
      email: user.email,
      name: user.name,
      photoUrl: user.photoUrl,
      role: user.role,
    };
  }

  async function verifyFirebaseToken(request: FastifyRequest, reply: FastifyReply, token: string) {
    const result = await firebase.verify(token);
    if (result.ok) {
      request.firebaseUser = result.user;
      return;
    }
    if (result.reason === 'unavailable') {
      throw fastify.httpErrors.serviceUnavailable('Sign-in cannot be checked right now. Please try again shortly.');
    }
    if (result.reason === 'no-email') {
      throw fastify.httpErrors.forbidden('This sign-in has no email address; use email or Google sign-in.');
    }
    throw unauthorized(reply);
  }

  function requireToken(request: FastifyRequest, reply: FastifyReply): string {
    const token = readBearerToken(request);
    if (!token) throw unauthorized(reply, 'Please sign in first.');
    return token;
  }

  fastify.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    await verifyApiToken(request, reply, requireToken(request, reply));
  });

  fastify.decorate(
    'authenticateFirebase',
    async function authenticateFirebase(request: FastifyRequest, reply: FastifyReply) {
      await verifyFirebaseToken(request, reply, requireToken(request, reply));
    },
  );

  fastify.decorate('authenticateAny', async function authenticateAny(request: FastifyRequest, reply: FastifyReply) {
    const token = requireToken(request, reply);
    if (peekIssuer(token) === API_TOKEN_ISSUER) await verifyApiToken(request, reply, token);
    else await verifyFirebaseToken(request, reply, token);
  });

  fastify.decorate('requireRole', function requireRole(...roles: UserRole[]) {
    return async function roleCheck(request: FastifyRequest, _reply: FastifyReply) {
      if (!roles.includes(request.user.role)) {
        throw fastify.httpErrors.forbidden('You are not allowed to do this');
      }
    };
  });

  fastify.decorate('issueApiToken', async function issueApiToken(user: { id: string; tokenVersion: number; email: string }) {
    return fastify.jwt.sign({ sub: user.id, ver: user.tokenVersion, email: user.email });
  });
}, { name: 'auth', dependencies: ['config', 'database'] });
