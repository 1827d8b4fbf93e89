import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const ASSETS_DIR = path.resolve(import.meta.dirname, '..', '..', 'assets');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

// Folder/name.ext in lower case: no dots elsewhere, so no way out of the assets folder.
const ASSET_PATH = '^[a-z0-9-]+(/[a-z0-9-]+)*\\.(svg|png|webp|jpg)$';

/** The artwork shipped with the API (category and review images, demo phones). */
const assetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/assets/*', {
    schema: {
      tags: ['catalogue'],
      summary: 'Artwork shipped with the API (image bytes; errors are the usual JSON body)',
      params: Type.Object(
        { '*': Type.String({ pattern: ASSET_PATH, maxLength: 200 }) },
        { additionalProperties: false },
      ),
    },
  }, async (request, reply) => {
    const relative = request.params['*'];
    const file = path.resolve(ASSETS_DIR, relative);
    if (!file.startsWith(ASSETS_DIR + path.sep)) throw fastify.httpErrors.notFound('There is no such image.');
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw fastify.httpErrors.notFound('There is no such image.');
    }
    const extension = path.extname(file);
    reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      // The files change only with a release; their names are their identity.
      .header('cache-control', 'public, max-age=604800, immutable');
    if (extension === '.svg') {
      // An SVG opened directly must not run script.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    return reply.send(bytes);
  });
};

export default assetRoutes;
