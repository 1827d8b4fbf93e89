import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ReviewList, type Review } from '@sellphones/contracts/schemas';
import { listReviews } from '../db/catalogue.repository.ts';
import { sendJsonAnswer, toJsonAnswer } from '../http/json-answer.ts';
import { toPublicUrl } from '../http/public-url.ts';
import { PUBLIC_READ } from '../http/request-log.ts';

/** The home page's "Great reviews" grid. Public. */
const reviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/reviews', {
    config: PUBLIC_READ,
    schema: {
      tags: ['catalogue'],
      summary: 'Customer reviews shown on the home page',
      response: { 200: ReviewList, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const answer = await fastify.catalogue.publicAnswer('/reviews', async () => {
      const rows = await listReviews(fastify.db);
      const reviews: Review[] = rows.map((row) => ({
        _id: row.id,
        name: row.name,
        img: toPublicUrl(fastify.config.publicUrl, row.imageUrl),
        location: row.location,
        review: row.text,
      }));
      return toJsonAnswer(reply, reviews, { cacheControl: 'public, max-age=300' });
    });
    return sendJsonAnswer(request, reply, answer);
  });
};

export default reviewRoutes;
