import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Handover,
  IdParams,
  NewProblem,
  NewRating,
  ORDER_PATHS,
  OWN_LIST_DEFAULT_LIMIT,
  OrderDetails,
  OwnListQuery,
  SaleList,
} from '@sellphones/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { writerSession } from '../auth/writer-session.ts';
import {
  findOrderRecord,
  insertRating,
  listSalesOfSeller,
  openDispute,
  recordHandover,
  recordReceipt,
  withLockedOrder,
  type OrderRecord,
} from '../db/order-steps.repository.ts';
import type { Transaction } from '../db/database.ts';
import { perCaller } from '../http/rate-limits.ts';
import { sideOf, toOrderDetails, toSaleRow } from '../orders/order-details.ts';
import { checkStep, type OrderStep } from '../orders/order-stages.ts';

export const ORDER_STEP_MESSAGES = {
  notFound: 'This order was not found.',
} as const;

/** A step is a click with a confirmation; more than this a minute is a script. */
const STEPS_PER_MINUTE = 20;

const NoBody = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);

/**
 * After payment: the order's page for both sides, and the steps of the handover (seller),
 * receipt, problem report and rating (buyer). The steps and who takes them are the table in
 * orders/order-stages.ts; these routes only ask it.
 */
const orderHandoverRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { publicUrl } = fastify.config;
  const stepResponses = {
    200: OrderDetails, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody,
  };

  /**
   * Runs one step under the order's row lock. Someone who is neither side (nor an admin) is told
   * the order does not exist; the wrong side gets 403, the wrong stage 409. Answers the order as
   * the caller now sees it.
   */
  async function takeStep(
    request: FastifyRequest & { params: { id: string } },
    step: OrderStep,
    write: (tx: Transaction, order: OrderRecord, now: Date) => Promise<void>,
  ) {
    const caller = request.user;
    const orderId = request.params.id;
    await withLockedOrder(fastify.db, writerSession(fastify, request), orderId, async (tx, order) => {
      const side = order && sideOf(order, caller);
      if (!order || !side) throw fastify.httpErrors.notFound(ORDER_STEP_MESSAGES.notFound);
      const now = new Date();
      const check = checkStep(step, side, order, now);
      if (!check.allowed) {
        request.log.info({ orderId, step, side, refused: check.statusCode }, 'order step refused');
        throw fastify.httpErrors.createError(check.statusCode, check.message);
      }
      await write(tx, order, now);
    });
    request.log.info({ orderId, step }, 'order step taken');
    const updated = await findOrderRecord(fastify.db, orderId);
    if (!updated) throw fastify.httpErrors.notFound(ORDER_STEP_MESSAGES.notFound);
    return toOrderDetails(updated, sideOf(updated, caller) ?? 'buyer', publicUrl, new Date());
  }

  fastify.get('/orders/:id', {
    onRequest: fastify.authenticate,
    schema: {
      tags: ['orders'],
      summary: "A paid order's timeline, the other side's name and phone, the meeting place, and the steps you may take (its buyer or seller; admins)",
      security: [{ apiToken: [] }],
      params: IdParams,
      response: { 200: OrderDetails, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
  }, async (request, reply) => {
    const order = await findOrderRecord(fastify.db, request.params.id);
    const side = order && sideOf(order, request.user);
    if (!order || !side) throw fastify.httpErrors.notFound(ORDER_STEP_MESSAGES.notFound);
    reply.header('cache-control', 'private, no-store');
    return toOrderDetails(order, side, publicUrl, new Date());
  });

  fastify.get(ORDER_PATHS.mySales, {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    schema: {
      tags: ['orders'],
      summary: 'Your sold phones, newest payment first, a page at a time: what to hand over, and to whom',
      description: `page (from 1) and limit (default ${OWN_LIST_DEFAULT_LIMIT}, at most 100).`,
      security: [{ apiToken: [] }],
      querystring: OwnListQuery,
      response: { 200: SaleList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request, reply) => {
    const { page = 1, limit = OWN_LIST_DEFAULT_LIMIT } = request.query;
    const now = new Date();
    reply.header('cache-control', 'private, no-store');
    return (await listSalesOfSeller(fastify.db, request.user.id, { page, limit })).map((order) => toSaleRow(order, publicUrl, now));
  });

  fastify.post('/orders/:id/handover', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(STEPS_PER_MINUTE) },
    schema: {
      tags: ['orders'],
      summary: 'The seller confirms handing the phone over, having de-registered it from their NID in NEIR (*16161# or the NEIR portal)',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: Handover,
      response: stepResponses,
    },
  }, async (request) => takeStep(request, 'handOver', (tx, order, now) => recordHandover(tx, order.id, now)));

  fastify.post('/orders/:id/receipt', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(STEPS_PER_MINUTE) },
    schema: {
      tags: ['orders'],
      summary: 'The buyer confirms receiving the phone (counted automatically 7 days after handover otherwise)',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: Type.Optional(NoBody),
      response: stepResponses,
    },
  }, async (request) => takeStep(request, 'confirmReceipt', (tx, order, now) => recordReceipt(tx, order.id, now)));

  fastify.post('/orders/:id/problem', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(STEPS_PER_MINUTE) },
    schema: {
      tags: ['orders'],
      summary: 'The buyer reports a problem within 3 days of handover: the order is in dispute until an admin resolves it',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: NewProblem,
      response: stepResponses,
    },
  }, async (request) => {
    const text = request.body.text.trim();
    if (text.length < 10) throw fastify.httpErrors.badRequest('Describe the problem in a few words (at least 10 characters).');
    return takeStep(request, 'reportProblem', (tx, order, now) => openDispute(tx, order.id, { reason: request.body.reason, text, at: now }));
  });

  fastify.post('/orders/:id/rating', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(STEPS_PER_MINUTE) },
    schema: {
      tags: ['orders', 'ratings'],
      summary: 'The buyer rates the seller once, after the order is completed: 1-5 stars and an optional comment',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: NewRating,
      response: stepResponses,
    },
  }, async (request) => {
    const comment = request.body.comment?.trim() || null;
    return takeStep(request, 'rate', (tx, order, now) => insertRating(tx, order, { stars: request.body.stars, comment, at: now }));
  });
};

export default orderHandoverRoutes;
