import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** One photo of at most 5 MB per request (POST /images); more is refused while it streams in. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export default fp(async (fastify) => {
  await fastify.register(multipart, {
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });
}, { name: 'multipart' });
