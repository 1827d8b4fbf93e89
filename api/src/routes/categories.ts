import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryList, ErrorBody, type Category } from '@sellphones/contracts/schemas';
import { listCategories } from '../db/catalogue.repository.ts';
import { replyNotModified } from '../http/etag.ts';
import { toPublicUrl } from '../http/public-url.ts';

/** The brand grid of the home page. Public; cached by browsers for five minutes. */
const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/categories', {
    schema: {
      tags: ['catalogue'],
      summary: 'The five phone brands',
      response: { 200: CategoryList, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const rows = await listCategories(fastify.db);
    const categories: Category[] = rows.map((row) => ({
      _id: row.id,
      categoryName: row.name,
      categoryImage: toPublicUrl(fastify.config.publicUrl, row.imageUrl),
    }));
    reply.header('cache-control', 'public, max-age=300');
    if (replyNotModified(request, reply, categories)) return reply;
    return categories;
  });
};

export default categoryRoutes;
