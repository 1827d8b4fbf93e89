import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ReviewList, type Review } from '@sellphones/contracts/schemas';
import { listReviews } from '../db/catalogue.repository.ts';
import { replyNotModified } from '../http/etag.ts';
import { toPublicUrl } from '../http/public-url.ts';

/** The home page's "Great reviews" grid. Public. */
const reviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/reviews', {
    schema: {
      tags: ['catalogue'],
      summary: 'Customer reviews shown on the home page',
      response: { 200: ReviewList, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const rows = await listReviews(fastify.db);
    const reviews: Review[] = rows.map((row) => ({
      _id: row.id,
      name: row.name,
      img: toPublicUrl(fastify.config.publicUrl, row.imageUrl),
      location: row.location,
      review: row.text,
    }));
    reply.header('cache-control', 'public, max-age=300');
    if (replyNotModified(request, reply, reviews)) return reply;
    return reviews;
  });
};

export default reviewRoutes;
