import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminReason,
  ErrorBody,
  IdParams,
  ModerationDone,
  ModerationList,
  ModerationQuery,
  REPORT_PATHS,
  type ModerationItem,
  type ReportReason,
} from '@sellphones/contracts/schemas';
import { writerSession } from '../auth/writer-session.ts';
import { recordAdminAction } from '../db/audit-log.repository.ts';
import type { Transaction } from '../db/database.ts';
import { dismissReports, hideListing, listModerationQueue, lockListingForModeration, restoreListing } from '../db/moderation.repository.ts';
import { perCaller } from '../http/rate-limits.ts';
import { toPublicUrl } from '../http/public-url.ts';
import { showImei } from '../orders/shown-imei.ts';

export const MODERATION_MESSAGES = {
  notFound: 'This listing was not found.',
  notForSale: 'Only a listing that is for sale can be hidden.',
  notHidden: 'This listing is not hidden.',
  reason: 'Write the reason for this decision.',
  hiddenNotDismissed: 'A hidden listing is judged by restoring it or keeping it hidden.',
  nothingToDismiss: 'This listing has no report waiting.',
} as const;

/** Moderating is a considered act; more than this a minute is a script. */
const ACTIONS_PER_MINUTE = 30;

/** The admins' moderation queue: reported and clashing listings; hide, restore or dismiss the reports, each in the audit log. */
const moderationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminsOnly = [fastify.authenticate, fastify.requireRole('admin')];
  const actionResponses = {
    200: ModerationDone, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody,
  };

  fastify.get(REPORT_PATHS.moderationQueue, {
    onRequest: adminsOnly,
    schema: {
      tags: ['admin', 'moderation'],
      summary: 'Reported listings and listings whose IMEI someone else tried to list (show=flagged), or hidden ones (show=hidden)',
      description: 'A listing hidden and then restored is flagged again only by a report or clash newer than its hiding.',
      security: [{ apiToken: [] }],
      querystring: ModerationQuery,
      response: { 200: ModerationList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request, reply) => {
    const rows = await listModerationQueue(fastify.db, { show: request.query.show ?? 'flagged', page: request.query.page ?? 1 });
    reply.header('cache-control', 'private, no-store');
    return rows.map((row): ModerationItem => ({
      productId: row.id,
      productName: row.name,
      categoryName: row.categoryName,
      img: toPublicUrl(fastify.config.publicUrl, row.imageUrl),
      price: row.resalePriceCents / 100,
      sellerName: row.sellerName,
      sellerEmail: row.sellerEmail,
      ...showImei(row.imei, true),
      sold: row.status === 'sold',
      hidden: row.status === 'hidden',
      ...(row.status === 'hidden' && row.hiddenReason !== null && row.hiddenAt !== null
        ? { hiddenReason: row.hiddenReason, hiddenAt: row.hiddenAt.toISOString() }
        : {}),
      reports: row.reports.map((report) => ({
        reason: report.reason as ReportReason,
        text: report.text,
        reporterName: report.reporterName,
        reporterEmail: report.reporterEmail,
        reportedAt: report.createdAt.toISOString(),
      })),
      imeiClashes: row.clashes.map((clash) => ({
        sellerName: clash.sellerName,
        sellerEmail: clash.sellerEmail,
        attemptedAt: clash.createdAt.toISOString(),
      })),
      lastFlaggedAt: row.lastFlaggedAt.toISOString(),
    }));
  });

  const summaries = {
    hide: 'Hide a listing with a reason: gone from every list and page at once, its unpaid bookings cancelled, its seller told why',
    restore: 'Put a hidden listing back on sale, with a reason',
    'dismiss-reports': 'Judge a shown listing\'s reports and IMEI clashes to need no action, with a reason: it leaves the queue until reported again',
  } as const;
  type ModerationAction = keyof typeof summaries;
  const auditActions = { hide: 'hide-listing', restore: 'restore-listing', 'dismiss-reports': 'dismiss-reports' } as const;

  for (const action of ['hide', 'restore', 'dismiss-reports'] as const) {
    fastify.post(`/admin/products/:id/${action}`, {
      onRequest: adminsOnly,
      config: { rateLimit: perCaller(ACTIONS_PER_MINUTE) },
      schema: {
        tags: ['admin', 'moderation'],
        summary: summaries[action],
        security: [{ apiToken: [] }],
        params: IdParams,
        body: AdminReason,
        response: actionResponses,
      },
    }, async (request) => {
      const admin = request.user;
      const productId = request.params.id;
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw fastify.httpErrors.badRequest(MODERATION_MESSAGES.reason);
      const cancelledBookings = await fastify.db.transaction(async (tx) => {
        const listing = await lockListingForModeration(tx, writerSession(fastify, request), productId);
        if (!listing) throw fastify.httpErrors.notFound(MODERATION_MESSAGES.notFound);
        const cancelled = await decide(tx, action, listing, reason);
        await recordAdminAction(tx, admin, {
          action: auditActions[action],
          subjectKind: 'listing',
          subjectId: productId,
          subjectLabel: listing.name,
          reason,
        });
        return cancelled;
      });
      request.log.info({ productId, action, cancelledBookings, adminId: admin.id }, 'listing moderated by admin');
      return { productId, hidden: action === 'hide', cancelledBookings };
    });
  }

  /** Carries out one decision on the locked listing; answers how many unpaid bookings it cancelled. */
  async function decide(tx: Transaction, action: ModerationAction, listing: { id: string; status: string }, reason: string): Promise<number> {
    if (action === 'hide') {
      if (listing.status !== 'available') throw fastify.httpErrors.conflict(MODERATION_MESSAGES.notForSale);
      return hideListing(tx, listing.id, reason);
    }
    if (action === 'restore') {
      if (listing.status !== 'hidden') throw fastify.httpErrors.conflict(MODERATION_MESSAGES.notHidden);
      await restoreListing(tx, listing.id);
      return 0;
    }
    // A hidden listing is judged by restoring it (or leaving it hidden).
    if (listing.status === 'hidden') throw fastify.httpErrors.conflict(MODERATION_MESSAGES.hiddenNotDismissed);
    if (!(await dismissReports(tx, listing.id))) throw fastify.httpErrors.conflict(MODERATION_MESSAGES.nothingToDismiss);
    return 0;
  }
};

export default moderationRoutes;
