import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ImageUploaded } from '@sellphones/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { perCaller } from '../http/rate-limits.ts';
import { forwardToImgbb } from '../images/imgbb-forwarder.ts';
import { acceptPhotoForms } from '../images/photo-form.ts';
import { LocalPhotoStore, photoPath, STORED_PHOTO_NAME } from '../images/local-photo-store.ts';
import { PhotoRejected } from '../images/photo-rejected.ts';
import { reencodePhoto } from '../images/reencode-photo.ts';

const UPLOADS_PER_MINUTE = 30;

/** Reads the one file of the form, refusing a second one, other fields' files and oversize files. */
async function readOnePhoto(request: FastifyRequest): Promise<Buffer> {
  const { multipartErrors } = request.server;
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image') throw new PhotoRejected('Send the photo in the form field named image.');
      if (photo) throw new PhotoRejected('Send one photo at a time.');
      photo = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof PhotoRejected) throw err;
    if (err instanceof multipartErrors.RequestFileTooLargeError) {
      throw new PhotoRejected('This photo is larger than 5 MB. Please choose a smaller one.', 413);
    }
    if (err instanceof multipartErrors.FilesLimitError) throw new PhotoRejected('Send one photo at a time.');
    if (err instanceof multipartErrors.InvalidMultipartContentTypeError) {
      throw new PhotoRejected('Send the photo as a multipart form with one field named image.', 415);
    }
    if (
      err instanceof multipartErrors.PartsLimitError
      || err instanceof multipartErrors.FieldsLimitError
      || err instanceof multipartErrors.PrototypeViolationError
    ) {
      throw new PhotoRejected('Send only the photo, in the form field named image.');
    }
    // Only the form is being read here: busboy's plain Errors ("Unexpected end of multipart
    // data", "Boundary not found") mean a broken form, not a fault of ours.
    if (err instanceof Error && (err as { statusCode?: number }).statusCode === undefined) {
      throw new PhotoRejected('Send the photo as a multipart form with one field named image.');
    }
    throw err;
  }
  if (!photo) throw new PhotoRejected('Please select your photo.');
  return photo;
}

/** Photo upload (product and profile photos) and serving of the stored photos. */
const imageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  const store = new LocalPhotoStore(config.dataDir);

  await fastify.register(async (upload) => {
    // The upload route in a scope of its own: only it parses multipart forms (see photo-form.ts).
    await acceptPhotoForms(upload);
    upload.post('/images', {
      onRequest: fastify.authenticateAny,
      config: { rateLimit: perCaller(UPLOADS_PER_MINUTE) },
      schema: {
        tags: ['images'],
        summary: 'Upload one photo (multipart field "image", JPEG, PNG or WebP, at most 5 MB)',
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
    }, async (request) => {
      const photo = await reencodePhoto(await readOnePhoto(request));
      if (config.imgbbApiKey) {
        const displayUrl = await forwardToImgbb(photo.full, {
          apiKey: config.imgbbApiKey,
          uploadUrl: config.imgbbUploadUrl,
        });
        return { success: true, data: { display_url: displayUrl } };
      }
      const name = await store.save(photo);
      request.log.info({ photo: name }, 'photo stored');
      return { success: true, data: { display_url: `${config.publicUrl}${photoPath(name)}` } };
    });
  });

  fastify.get('/images/:name', {
    schema: {
      tags: ['images'],
      summary: 'A stored photo (WebP bytes; errors are the usual JSON body)',
      params: Type.Object(
        { name: Type.String({ pattern: STORED_PHOTO_NAME, maxLength: 60 }) },
        { additionalProperties: false },
      ),
    },
  }, async (request, reply) => {
    const file = store.fileOf(request.params.name);
    let bytes: Buffer;
    try {
      if (!file) throw new Error('not a stored name');
      bytes = await readFile(file);
    } catch {
      throw fastify.httpErrors.notFound('There is no such image.');
    }
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      // A stored photo never changes: a new photo gets a new random name.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
};

export default imageRoutes;
