import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DisputeList,
  DisputeQuery,
  DisputeResolution,
  ErrorBody,
  IdParams,
  ORDER_PATHS,
  OrderDetails,
} from '@sellphones/contracts/schemas';
import { recordAdminAction } from '../db/audit-log.repository.ts';
import { writerSession } from '../auth/writer-session.ts';
import {
  findOrderRecord,
  listDisputedOrders,
  recordDisputeOutcome,
  withLockedOrder,
} from '../db/order-steps.repository.ts';
import { perCaller } from '../http/rate-limits.ts';
import { toDisputeRow, toOrderDetails } from '../orders/order-details.ts';
import { CASH_GATEWAY } from '../db/cash-reservations.repository.ts';
import { checkStep } from '../orders/order-stages.ts';
import { ORDER_STEP_MESSAGES } from './order-handover.ts';

/** Resolving is a considered act; more than this a minute is a script. */
const RESOLUTIONS_PER_MINUTE = 20;

/** The admins' dispute queue and its one action: refund the buyer through the gateway, or close. */
const disputeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminsOnly = [fastify.authenticate, fastify.requireRole('admin')];

  fastify.get(ORDER_PATHS.adminDisputes, {
    onRequest: adminsOnly,
    schema: {
      tags: ['admin', 'orders'],
      summary: 'Orders in dispute: open ones oldest first (default), or all (open=false) newest first',
      security: [{ apiToken: [] }],
      querystring: DisputeQuery,
      response: { 200: DisputeList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request, reply) => {
    const now = new Date();
    const orders = await listDisputedOrders(fastify.db, { open: request.query.open ?? true, page: request.query.page ?? 1 });
    reply.header('cache-control', 'private, no-store');
    return orders.flatMap((order) => toDisputeRow(order, now) ?? []);
  });

  fastify.post('/admin/disputes/:id/resolve', {
    onRequest: adminsOnly,
    config: { rateLimit: perCaller(RESOLUTIONS_PER_MINUTE) },
    schema: {
      tags: ['admin', 'orders'],
      summary: 'Resolve a dispute: refund the buyer through the payment gateway, or close it (the order is completed); written in the audit log',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: DisputeResolution,
      response: { 200: OrderDetails, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody, 503: ErrorBody },
    },
  }, async (request) => {
    const admin = request.user;
    const orderId = request.params.id;
    const { outcome } = request.body;
    const reason = request.body.reason.trim();
    if (reason.length < 3) throw fastify.httpErrors.badRequest('Write the reason for this decision.');

    const refuseUnlessInDispute = (order: Awaited<ReturnType<typeof findOrderRecord>>) => {
      if (!order) throw fastify.httpErrors.notFound(ORDER_STEP_MESSAGES.notFound);
      const check = checkStep('resolveDispute', 'admin', order, new Date());
      if (!check.allowed) throw fastify.httpErrors.createError(check.statusCode, check.message);
      return order;
    };
    // The refund is asked of the gateway before anything is written, and outside the row lock: a
    // slow gateway holds no database row. Refunding one intent twice is no error at the gateway, so
    // two admins resolving at once both get through here, and the lock below lets one record it.
    const order = refuseUnlessInDispute(await findOrderRecord(fastify.db, orderId));
    // Cash changed hands at the meetup: the seller gives it back in person, and the decision is recorded.
    if (outcome === 'refund' && order.gateway !== CASH_GATEWAY) {
      // The money goes back the way it came: through bKash for a bKash payment, else the card gateway.
      const gateway = order.gateway === 'bkash' ? fastify.bkashGateway : fastify.paymentGateway;
      if (!gateway) throw fastify.httpErrors.serviceUnavailable('bKash is not available right now, so this refund cannot be made. Please try again later.');
      await gateway.refund(order.gatewayPaymentId);
    }

    await withLockedOrder(fastify.db, writerSession(fastify, request), orderId, async (tx, locked) => {
      refuseUnlessInDispute(locked);
      const now = new Date();
      await recordDisputeOutcome(tx, orderId, { outcome, resolution: reason, adminId: admin.id, at: now });
      await recordAdminAction(tx, admin, {
        action: outcome === 'refund' ? 'refund-dispute' : 'close-dispute',
        subjectKind: 'order',
        subjectId: orderId,
        // Words of no language: the admin's log shows the label as it is, in English or Bangla.
        subjectLabel: `${order.productName} (${order.buyerEmail}, ${order.sellerEmail})`,
        reason,
      });
    });
    request.log.info({ orderId, outcome, adminId: admin.id }, 'dispute resolved');
    const resolved = await findOrderRecord(fastify.db, orderId);
    if (!resolved) throw fastify.httpErrors.notFound(ORDER_STEP_MESSAGES.notFound);
    return toOrderDetails(resolved, 'admin', fastify.config.publicUrl, new Date());
  });
};

export default disputeRoutes;
