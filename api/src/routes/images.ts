import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ImageUploaded } from '@sellphones/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { findUserByFirebaseUid } from '../db/users.repository.ts';
import { recordPendingUpload } from '../db/photo-uploads.repository.ts';
import { toPublicUrl } from '../http/public-url.ts';
import { perCaller } from '../http/rate-limits.ts';
import { acceptPhotoForms } from '../images/photo-form.ts';
import { PHOTO_MESSAGES, PhotoRejected } from '../images/photo-rejected.ts';
import { reencodePhoto } from '../images/reencode-photo.ts';
import { newPhotoName, STORED_PHOTO_NAME } from '../images/stored-photo-name.ts';

const UPLOADS_PER_MINUTE = 30;

/** Reads the one file of the form, refusing a second one, other fields' files and oversize files. */
async function readOnePhoto(request: FastifyRequest): Promise<Buffer> {
  const { multipartErrors } = request.server;
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image') throw new PhotoRejected(PHOTO_MESSAGES.wrongField);
      if (photo) throw new PhotoRejected(PHOTO_MESSAGES.oneAtATime);
      photo = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof PhotoRejected) throw err;
    if (err instanceof multipartErrors.RequestFileTooLargeError) {
      throw new PhotoRejected(PHOTO_MESSAGES.tooLarge, 413);
    }
    if (err instanceof multipartErrors.FilesLimitError) throw new PhotoRejected(PHOTO_MESSAGES.oneAtATime);
    if (err instanceof multipartErrors.InvalidMultipartContentTypeError) {
      throw new PhotoRejected(PHOTO_MESSAGES.notAForm, 415);
    }
    if (
      err instanceof multipartErrors.PartsLimitError
      || err instanceof multipartErrors.FieldsLimitError
      || err instanceof multipartErrors.PrototypeViolationError
    ) {
      throw new PhotoRejected(PHOTO_MESSAGES.onlyThePhoto);
    }
    // Only the form is being read here: busboy's plain Errors ("Unexpected end of multipart
    // data", "Boundary not found") mean a broken form, not a fault of ours.
    if (err instanceof Error && (err as { statusCode?: number }).statusCode === undefined) {
      throw new PhotoRejected(PHOTO_MESSAGES.notAForm);
    }
    throw err;
  }
  if (!photo) throw new PhotoRejected(PHOTO_MESSAGES.missing);
  return photo;
}

/** Seconds an upload refused for lack of capacity is told to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a photo is uploaded for (set by `requireUploaderAccount`). */
    uploaderId?: string;
  }
}

/** Photo upload (product and profile photos) and serving of the stored photos. */
const imageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, photos } = fastify;
  fastify.decorateRequest('uploaderId', undefined);

  /**
   * Only accounts upload: the API token's user, or a Firebase identity whose account exists
   * (sign-up saves the account before its photo). A bare Firebase identity could otherwise fill
   * the store without ever becoming a user.
   */
  async function requireUploaderAccount(request: FastifyRequest, _reply: FastifyReply) {
    if (request.user?.id) {
      request.uploaderId = request.user.id;
      return;
    }
    const account = await findUserByFirebaseUid(fastify.db, request.firebaseUser!.uid);
    if (!account) throw fastify.httpErrors.forbidden('Please create your account before uploading a photo.');
    if (account.disabledAt !== null) throw fastify.httpErrors.forbidden('This account has been disabled.');
    request.uploaderId = account.id;
  }

  await fastify.register(async (upload) => {
    // The upload route in a scope of its own: only it parses multipart forms (see photo-form.ts).
    await acceptPhotoForms(upload);
    upload.post('/images', {
      onRequest: [fastify.authenticateAny, requireUploaderAccount],
      config: { rateLimit: perCaller(UPLOADS_PER_MINUTE) },
      schema: {
        tags: ['images'],
        summary: 'Upload one photo (multipart field "image", JPEG, PNG or WebP, at most 5 MB); kept a day unless used',
        consumes: ['multipart/form-data'],
        security: [{ apiToken: [] }, { firebaseIdToken: [] }],
        response: {
          200: ImageUploaded,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    }, async (request, reply) => {
      // A place is taken before the body is read, so waiting uploads hold at most 5 MB each.
      const place = photos.imageWork.enter();
      if (!place) {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        throw fastify.httpErrors.serviceUnavailable('Many photos are being uploaded right now. Please try again in a few seconds.');
      }
      try {
        const bytes = await readOnePhoto(request);
        const photo = await place.run(() => reencodePhoto(bytes));
        const name = newPhotoName();
        // Recorded before it is stored: a photo whose storing fails is swept like an unused one.
        if (photos.store.servedHere) await recordPendingUpload(fastify.db, { name, ownerId: request.uploaderId! });
        const shownAt = await photos.store.save(name, photo);
        request.log.info({ photo: name }, 'photo stored');
        return { success: true, data: { display_url: toPublicUrl(config.publicUrl, shownAt) } };
      } finally {
        place.leave();
      }
    });
  });

  fastify.get('/images/:name', {
    schema: {
      tags: ['images'],
      summary: 'A stored photo (WebP bytes, with ETag, 304 and Range; errors are the usual JSON body)',
      params: Type.Object(
        { name: Type.String({ pattern: STORED_PHOTO_NAME, maxLength: 60 }) },
        { additionalProperties: false },
      ),
    },
  }, async (request, reply) => photos.store.send(await photos.lateCopies.nameToSend(request.params.name), request, reply));
};

export default imageRoutes;
