import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminRatingList,
  AdminReason,
  Acknowledged,
  ErrorBody,
  IdParams,
  OwnListQuery,
  RATING_PATHS,
  SellerRatings,
} from '@sellphones/contracts/schemas';
import { writerSession } from '../auth/writer-session.ts';
import { recordAdminAction } from '../db/audit-log.repository.ts';
import {
  findSellerRatingsOfListing,
  listRatingsForAdmins,
  lockRating,
  removeRatingComment,
} from '../db/seller-ratings.repository.ts';
import { lockWriterAccount } from '../db/writer-account.repository.ts';
import { perCaller } from '../http/rate-limits.ts';
import { PUBLIC_READ } from '../http/request-log.ts';

/** Moderating is a considered act; more than this a minute is a script. */
const REMOVALS_PER_MINUTE = 30;

/** Sellers' ratings: shown on the phone's page; admins list them all and remove abusive comments. */
const sellerRatingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminsOnly = [fastify.authenticate, fastify.requireRole('admin')];

  fastify.get('/products/:id/seller-ratings', {
    config: PUBLIC_READ,
    schema: {
      tags: ['ratings'],
      summary: "The seller of this phone: average rating, how many, and the latest ratings (buyers' first names only)",
      params: IdParams,
      response: { 200: SellerRatings, 400: ErrorBody, 404: ErrorBody },
    },
  }, async (request, reply) => {
    const found = await findSellerRatingsOfListing(fastify.db, request.params.id);
    if (!found) throw fastify.httpErrors.notFound('This phone is no longer listed.');
    reply.header('cache-control', 'public, no-cache');
    return {
      summary: found.summary,
      ratings: found.ratings.map((rating) => ({
        stars: rating.stars,
        ...(rating.comment !== null ? { comment: rating.comment } : {}),
        commentRemoved: rating.commentRemovedAt !== null,
        buyerFirstName: rating.buyerName.trim().split(/\s+/)[0] ?? '',
        ratedAt: rating.createdAt.toISOString(),
      })),
    };
  });

  fastify.get(RATING_PATHS.adminList, {
    onRequest: adminsOnly,
    schema: {
      tags: ['admin', 'ratings'],
      summary: 'Every rating, newest first, 50 a page',
      security: [{ apiToken: [] }],
      querystring: OwnListQuery,
      response: { 200: AdminRatingList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request, reply) => {
    const rows = await listRatingsForAdmins(fastify.db, request.query.page ?? 1);
    reply.header('cache-control', 'private, no-store');
    return rows.map((row) => ({
      _id: row.id,
      orderId: row.bookingId,
      stars: row.stars,
      ...(row.comment !== null ? { comment: row.comment } : {}),
      commentRemoved: row.commentRemovedAt !== null,
      sellerName: row.sellerName,
      sellerEmail: row.sellerEmail,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      ratedAt: row.createdAt.toISOString(),
    }));
  });

  fastify.post('/admin/ratings/:id/remove-comment', {
    onRequest: adminsOnly,
    config: { rateLimit: perCaller(REMOVALS_PER_MINUTE) },
    schema: {
      tags: ['admin', 'ratings'],
      summary: "Remove an abusive rating comment (the stars stay), with a reason written in the audit log",
      security: [{ apiToken: [] }],
      params: IdParams,
      body: AdminReason,
      response: { 200: Acknowledged, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
  }, async (request) => {
    const admin = request.user;
    const ratingId = request.params.id;
    const reason = request.body.reason.trim();
    if (reason.length < 3) throw fastify.httpErrors.badRequest('Write the reason for this decision.');
    await fastify.db.transaction(async (tx) => {
      await lockWriterAccount(tx, writerSession(fastify, request));
      const rating = await lockRating(tx, ratingId);
      if (!rating) throw fastify.httpErrors.notFound('This rating was not found.');
      if (rating.comment === null) throw fastify.httpErrors.conflict('This rating has no comment to remove.');
      await removeRatingComment(tx, ratingId);
      await recordAdminAction(tx, admin, {
        action: 'remove-rating-comment',
        subjectKind: 'rating',
        subjectId: ratingId,
        subjectLabel: rating.comment.slice(0, 80),
        reason,
      });
    });
    request.log.info({ ratingId, adminId: admin.id }, 'rating comment removed by admin');
    return { acknowledged: true, insertedId: ratingId };
  });
};

export default sellerRatingRoutes;
