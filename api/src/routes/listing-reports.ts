import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Acknowledged, ErrorBody, NewReport, REPORT_MESSAGES, REPORT_PATHS } from '@sellphones/contracts/schemas';
import { writerSession } from '../auth/writer-session.ts';
import { insertListingReport } from '../db/moderation.repository.ts';
import { perCaller } from '../http/rate-limits.ts';

/** Nobody has a reason to report more than a few listings a minute; more is a script or a grudge. */
const REPORTS_PER_MINUTE = 5;

/** Any signed-in user reports a suspicious listing to the admins, once per listing. */
const listingReportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(REPORT_PATHS.reports, {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(REPORTS_PER_MINUTE) },
    schema: {
      tags: ['moderation'],
      summary: 'Report a listing (stolen or blocked IMEI, fake or clone, wrong information, scam, other), once per listing',
      security: [{ apiToken: [] }],
      body: NewReport,
      response: { 201: Acknowledged, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
  }, async (request, reply) => {
    const { productId, reason } = request.body;
    const text = request.body.text.trim();
    if (text.length < 10) throw fastify.httpErrors.badRequest('Tell us what is wrong in a few words (at least 10 characters).');
    const outcome = await insertListingReport(fastify.db, writerSession(fastify, request), { productId, reason, text });
    if (outcome === 'missing') throw fastify.httpErrors.notFound(REPORT_MESSAGES.notFound);
    if (outcome === 'own') throw fastify.httpErrors.conflict(REPORT_MESSAGES.own);
    if (outcome === 'duplicate') throw fastify.httpErrors.conflict(REPORT_MESSAGES.duplicate);
    request.log.info({ productId, reason }, 'listing reported');
    reply.code(201);
    return { acknowledged: true, insertedId: productId };
  });
};

export default listingReportRoutes;
