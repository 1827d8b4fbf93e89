import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ASSETS_DIR } from '../plugins/external/static-files.ts';

const ONE_WEEK_MS = 7 * 24 * 3600 * 1000;

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
    reply.header('x-content-type-options', 'nosniff');
    if (relative.endsWith('.svg')) {
      // An SVG opened directly must not run script.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    // The files change only with a release; their names are their identity. Content type, ETag,
    // 304 and Range come from @fastify/static; a missing file gets the 404 handler's answer.
    return reply.sendFile(relative, ASSETS_DIR, { maxAge: ONE_WEEK_MS, immutable: true });
  });
};

export default assetRoutes;
