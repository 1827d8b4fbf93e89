import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES } from '@sellphones/contracts/schemas';

/** One photo of at most 5 MB per request (POST /images); more is refused while it streams in. */
const PHOTO_FORM_LIMITS: FastifyMultipartOptions = {
  limits: {
    fileSize: PHOTO_MAX_BYTES,
    files: 1,
    fields: 5,
    fieldSize: 1024,
    parts: 6,
    headerPairs: 50,
  },
};

/**
 * The multipart parser, for the scope of the upload route alone: it adds a hook on arrival and
 * one on completion of every request in its scope (to clean up saved files), which every
 * catalogue read would otherwise pay for. Elsewhere a multipart body is refused with 415.
 */
export async function acceptPhotoForms(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, PHOTO_FORM_LIMITS);
}
