import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryList, ErrorBody, type Category } from '@sellphones/contracts/schemas';
import { listCategories } from '../db/catalogue.repository.ts';
import { sendJsonAnswer, toJsonAnswer } from '../http/json-answer.ts';
import { toPublicUrl } from '../http/public-url.ts';
import { PUBLIC_READ } from '../http/request-log.ts';

/** The brand grid of the home page. Public; cached by browsers for five minutes. */
const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/categories', {
    config: PUBLIC_READ,
    schema: {
      tags: ['catalogue'],
      summary: 'The five phone brands',
      response: { 200: CategoryList, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const answer = await fastify.catalogue.publicAnswer('/categories', async () => {
      const rows = await listCategories(fastify.db);
      const categories: Category[] = rows.map((row) => ({
        _id: row.id,
        categoryName: row.name,
        categoryImage: toPublicUrl(fastify.config.publicUrl, row.imageUrl),
      }));
      return toJsonAnswer(reply, categories, { cacheControl: 'public, max-age=300' });
    });
    return sendJsonAnswer(request, reply, answer);
  });
};

export default categoryRoutes;
