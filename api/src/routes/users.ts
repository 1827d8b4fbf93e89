import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmailParams,
  ErrorBody,
  IsAdmin,
  IsSeller,
  SavedUser,
  SaveUser,
} from '@sellphones/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import {
  findUserByEmail,
  findUserByFirebaseUid,
  insertUser,
  updateUserProfile,
  type UserRole,
} from '../db/users.repository.ts';
import { releaseProfilePhoto } from '../db/photo-uploads.repository.ts';
import { resolveProfilePhoto } from '../images/profile-photo.ts';

/** Accounts: saving one's own profile, and the two role lookups the apps make after sign-in. */
const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put('/users', {
    onRequest: fastify.authenticateFirebase,
    schema: {
      tags: ['accounts'],
      summary: "Save the signed-in user's own account (created on first call)",
      security: [{ firebaseIdToken: [] }],
      body: SaveUser,
      response: { 200: SavedUser, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 503: ErrorBody },
    },
  }, async (request) => {
    const caller = request.firebaseUser!;
    const body = request.body;
    if (body.email.toLowerCase() !== caller.email.toLowerCase()) {
      throw fastify.httpErrors.forbidden('You can only save your own account.');
    }
    // userPhoto is the photo the sign-up or profile form uploaded here: another address is refused.
    // A sign-in provider's photo (photoURL, the token's picture) that is not Google's is left out
    // instead, so that an odd provider photo never stops a sign-in. A save of an existing account
    // that names no photo keeps its photo: the token's picture may be one it has since replaced.
    const existing = await findUserByFirebaseUid(fastify.db, caller.uid);
    let photoUrl: string | null = null;
    if (body.userPhoto !== undefined) {
      photoUrl = await resolveProfilePhoto(body.userPhoto, fastify.config, fastify.db, existing?.id);
      if (!photoUrl) throw fastify.httpErrors.badRequest('Please choose your photo again: it was not uploaded here.');
    } else if (!existing || body.photoURL !== undefined) {
      const offered = body.photoURL ?? caller.picture;
      if (offered) photoUrl = await resolveProfilePhoto(offered, fastify.config, fastify.db, existing?.id);
    }

    if (existing) {
      if (existing.disabledAt !== null) throw fastify.httpErrors.forbidden('This account has been disabled.');
      // Name and photo may change; the role never does here (Google sign-in keeps a seller a seller).
      const saved = await updateUserProfile(fastify.db, existing.id, {
        name: body.name,
        photoUrl: photoUrl ?? existing.photoUrl,
      });
      if (!saved) throw fastify.httpErrors.forbidden('This account has been disabled.');
      if (saved.photoUrl !== existing.photoUrl) await releaseProfilePhoto(fastify.db, existing.id, existing.photoUrl);
      return { acknowledged: true, role: saved.role };
    }

    const sameEmail = await findUserByEmail(fastify.db, caller.email);
    if (sameEmail) throw fastify.httpErrors.conflict('This email already belongs to another account.');

    // Only an email/password sign-up can ask for a seller account; a federated one is a buyer.
    const federated = caller.signInProvider !== 'password' || body.photoURL !== undefined;
    const role: UserRole = body.sellerAccount === true && !federated ? 'seller' : 'buyer';
    const created = await insertUser(fastify.db, {
      firebaseUid: caller.uid,
      email: caller.email,
      name: body.name,
      photoUrl,
      role,
    });
    request.log.info({ userId: created.id, role }, 'account created');
    return { acknowledged: true, role: created.role };
  });

  /** Your own email, or any email when you are an admin. */
  function assertMayLookUp(request: FastifyRequest, email: string) {
    const caller = request.user;
    if (caller.role !== 'admin' && caller.email.toLowerCase() !== email.toLowerCase()) {
      throw fastify.httpErrors.forbidden('You are not allowed to do this');
    }
  }

  fastify.get('/users/:email', {
    onRequest: fastify.authenticate,
    schema: {
      tags: ['accounts'],
      summary: 'Whether an account is a seller',
      security: [{ apiToken: [] }],
      params: EmailParams,
      response: { 200: IsSeller, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    assertMayLookUp(request, request.params.email);
    const user = await findUserByEmail(fastify.db, request.params.email);
    return { isSeller: user?.role === 'seller' && user.disabledAt === null };
  });

  fastify.get('/users/admin/:email', {
    onRequest: fastify.authenticate,
    schema: {
      tags: ['accounts'],
      summary: 'Whether an account is an admin',
      security: [{ apiToken: [] }],
      params: EmailParams,
      response: { 200: IsAdmin, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    assertMayLookUp(request, request.params.email);
    const user = await findUserByEmail(fastify.db, request.params.email);
    return { isAdmin: user?.role === 'admin' && user.disabledAt === null };
  });
};

export default userRoutes;
