import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localBdMobile } from '@sellphones/contracts';
import {
  CashReservation,
  ErrorBody,
  Handover,
  IdParams,
  ORDER_PATHS,
  OrderDetails,
  ReservationList,
} from '@sellphones/contracts/schemas';
import { Type } from 'typebox';
import { writerSession } from '../auth/writer-session.ts';
import { CASH_GATEWAY, findCashSale, listReservationsOfSeller, reserveForCash } from '../db/cash-reservations.repository.ts';
import { findOrderRecord } from '../db/order-steps.repository.ts';
import { recordConfirmedPayment } from '../db/payments.repository.ts';
import { perCaller } from '../http/rate-limits.ts';
import { toPublicThumbnailUrl, toPublicUrl } from '../http/public-url.ts';
import { toOrderDetails } from '../orders/order-details.ts';
import { CASH_MESSAGES } from '../payments/cash-messages.ts';
import { PAYMENT_MESSAGES } from '../payments/payment-start.ts';

/** Reserving and confirming are clicks with a confirmation; more than this a minute is a script. */
const CASH_STEPS_PER_MINUTE = 20;

const NoBody = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);

/**
 * Cash at the meetup: the buyer reserves the phone (kept for them for CASH_AT_MEETUP.reservationHours),
 * the seller sees who is coming, and confirms "handed over, paid in cash" with the NEIR
 * de-registration tick. The sale is then recorded as any payment is, and the order goes on from
 * handed over: the buyer confirms receipt, may report a problem, and rates the seller.
 */
const cashPaymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { publicUrl } = fastify.config;

  fastify.post('/bookings/:id/cash-reservation', {
    onRequest: [fastify.authenticate, fastify.requireRole('buyer')],
    config: { rateLimit: perCaller(CASH_STEPS_PER_MINUTE) },
    schema: {
      tags: ['payments'],
      summary: 'Pay in cash at the meetup: the phone is kept for you for 48 hours (your own unpaid booking)',
      description: 'Asking again while the reservation runs answers the same one. A buyer who let 3 reservations run out in 30 days cannot reserve for 7 days.',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: Type.Optional(NoBody),
      response: { 200: CashReservation, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
  }, async (request) => {
    const bookingId = request.params.id;
    const outcome = await reserveForCash(fastify.db, writerSession(fastify, request), bookingId);
    switch (outcome.kind) {
      case 'reserved':
        request.log.info({ bookingId, until: outcome.until }, 'phone reserved for cash at the meetup');
        return { bookingId, reservedUntil: outcome.until.toISOString() };
      case 'missing':
        throw fastify.httpErrors.notFound(PAYMENT_MESSAGES.bookingNotFound);
      case 'paid':
        throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.alreadyPaid);
      case 'cancelled':
        throw fastify.httpErrors.conflict(CASH_MESSAGES.cancelled);
      case 'unavailable':
        throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.sold);
      case 'held-by-another':
        throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.held);
      case 'lapsed':
        throw fastify.httpErrors.conflict(CASH_MESSAGES.lapsed);
      case 'barred':
        request.log.info({ bookingId, until: outcome.until }, 'cash reservation refused: too many lapsed');
        throw fastify.httpErrors.conflict(CASH_MESSAGES.barred);
    }
  });

  fastify.get(ORDER_PATHS.myReservations, {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    schema: {
      tags: ['orders'],
      summary: 'Your phones kept for a buyer who pays in cash at the meetup: who, where, and until when',
      security: [{ apiToken: [] }],
      response: { 200: ReservationList, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const rows = await listReservationsOfSeller(fastify.db, request.user.id);
    return rows.map((row) => ({
      _id: row.id,
      productId: row.productId,
      productName: row.productName,
      productImage: toPublicUrl(publicUrl, row.productImageUrl),
      productThumb: toPublicThumbnailUrl(publicUrl, row.productImageUrl),
      price: row.priceCents / 100,
      buyerName: row.buyerName,
      buyerPhone: localBdMobile(row.buyerPhone),
      meetingLocation: row.meetingLocation,
      reservedUntil: row.reservedUntil!.toISOString(),
    }));
  });

  fastify.post('/bookings/:id/cash-sale', {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    config: { rateLimit: perCaller(CASH_STEPS_PER_MINUTE) },
    schema: {
      tags: ['orders'],
      summary: 'The seller confirms the phone was handed over and paid in cash, having de-registered it from their NID in NEIR',
      description: 'Only while the buyer\'s reservation runs. The order is then handed over, as a paid one would be.',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: Handover,
      response: { 200: OrderDetails, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
  }, async (request) => {
    const bookingId = request.params.id;
    const sale = await findCashSale(fastify.db, bookingId);
    // Another seller's booking answers as a missing one: its id tells the caller nothing.
    if (!sale || sale.sellerId !== request.user.id) throw fastify.httpErrors.notFound(CASH_MESSAGES.notYourPhone);
    if (sale.status === 'paid') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (sale.status === 'cancelled') throw fastify.httpErrors.conflict(CASH_MESSAGES.cancelled);
    if (!sale.cashReservedUntil || sale.cashReservedUntil <= sale.now) throw fastify.httpErrors.conflict(CASH_MESSAGES.notReserved);

    const outcome = await recordConfirmedPayment(fastify.db, {
      bookingId,
      gateway: CASH_GATEWAY,
      // One cash payment per booking: a repeated confirmation finds this one.
      intentId: `cash:${bookingId}`,
      amountCents: sale.priceCents,
      currency: fastify.paymentGateway.currency,
      handedOver: true,
    });
    // No money went through us, so nothing is refunded: the phone simply cannot be sold this way.
    if (outcome.kind === 'refund') throw fastify.httpErrors.conflict(CASH_MESSAGES.cannotSell);
    request.log.info({ bookingId, created: outcome.created }, 'cash sale recorded: handed over and paid at the meetup');
    const order = await findOrderRecord(fastify.db, bookingId);
    if (!order) throw fastify.httpErrors.notFound(CASH_MESSAGES.notYourPhone);
    return toOrderDetails(order, 'seller', publicUrl, new Date());
  });
};

export default cashPaymentRoutes;
