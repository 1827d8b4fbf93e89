import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BkashCallbackQuery, BkashPaymentRequest, BkashPaymentStarted, ErrorBody } from '@sellphones/contracts/schemas';
import { findBookingOfBkashPayment, recordBkashPayment } from '../db/bkash-payments.repository.ts';
import { releaseHold } from '../db/orders.repository.ts';
import { isUpstreamError } from '../errors/upstream-error.ts';
import { perCaller } from '../http/rate-limits.ts';
import { BKASH_CALLBACK_PATH } from '../plugins/app/bkash-gateway.ts';
import { recoverBkashPayments, settleBkashCallback } from '../payments/bkash-settlement.ts';
import { findPayableBooking, holdPhoneForPayment, PAYMENT_MESSAGES } from '../payments/payment-start.ts';

export const BKASH_MESSAGES = {
  notAvailable: 'bKash payments are not available.',
  paymentNotFound: PAYMENT_MESSAGES.paymentNotFound,
} as const;

/**
 * Paying a booking with bKash: the buyer starts here and is sent to bKash's page; bKash sends the
 * buyer back to the callback, which settles the payment and lands the buyer on the booking's
 * payment page with the outcome (?bkash=paid|refunded|cancelled|failed|pending).
 */
const bkashPaymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const bkashGateway = () => {
    if (!fastify.bkashGateway) throw fastify.httpErrors.notFound(BKASH_MESSAGES.notAvailable);
    return fastify.bkashGateway;
  };

  fastify.post('/payments/bkash', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(30) },
    schema: {
      tags: ['payments'],
      summary: 'Start paying for one of your bookings with bKash (holds the phone for 15 minutes)',
      description: 'The amount is the booking\'s price. Answers the bKash page to send the buyer to.',
      security: [{ apiToken: [] }],
      body: BkashPaymentRequest,
      response: {
        200: BkashPaymentStarted,
        400: ErrorBody,
        401: ErrorBody,
        403: ErrorBody,
        404: ErrorBody,
        409: ErrorBody,
        429: ErrorBody,
        502: ErrorBody,
        503: ErrorBody,
      },
    },
  }, async (request) => {
    const gateway = bkashGateway();
    const { bookingId } = request.body;
    const booking = await findPayableBooking(fastify, request.user.id, bookingId);
    // Paid through bKash already, and the API did not hear of it (crash, lost callback): record it.
    const recovered = await recoverBkashPayments(fastify.db, gateway, bookingId);
    if (recovered) throw fastify.httpErrors.conflict(recovered.message ?? PAYMENT_MESSAGES.alreadyPaid);

    await holdPhoneForPayment(fastify, request, booking);
    let created;
    try {
      created = await gateway.createPayment({ bookingId, amountCents: booking.priceCents, payerReference: request.user.id });
    } catch (err) {
      await releaseHold(fastify.db, booking.productId, bookingId);
      throw err;
    }
    await recordBkashPayment(fastify.db, created.paymentId, bookingId);
    request.log.info({ bookingId, bkashPaymentId: created.paymentId }, 'bKash payment started');
    return { bkashURL: created.bkashUrl, paymentID: created.paymentId, amount: booking.priceCents / 100 };
  });

  fastify.get(BKASH_CALLBACK_PATH, {
    config: { rateLimit: perCaller(30) },
    schema: {
      tags: ['payments'],
      summary: 'Where bKash sends the buyer back: settles the payment and opens its payment page',
      description: 'The callback\'s status is not believed: the API executes after success and then asks bKash for the payment\'s status.',
      querystring: BkashCallbackQuery,
      response: { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 502: ErrorBody, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const gateway = bkashGateway();
    const { paymentID, status } = request.query;
    let settled;
    try {
      settled = await settleBkashCallback(fastify.db, gateway, paymentID, status);
    } catch (err) {
      // bKash cannot be asked right now: the buyer's next visit or retry settles it.
      if (!isUpstreamError(err)) throw err;
      request.log.warn({ err, bkashPaymentId: paymentID }, 'bKash payment not settled yet');
      settled = await settleLater(paymentID);
    }
    if (!settled) throw fastify.httpErrors.notFound(BKASH_MESSAGES.paymentNotFound);
    request.log.info({ bookingId: settled.bookingId, bkashPaymentId: paymentID, outcome: settled.outcome }, 'bKash callback');
    const returnUrl = fastify.config.bkash?.returnUrl ?? '';
    const page = new URL(`${returnUrl}/dashboard/payment/${encodeURIComponent(settled.bookingId)}`);
    page.searchParams.set('bkash', settled.outcome);
    return reply.redirect(page.toString(), 303);
  });

  async function settleLater(paymentId: string) {
    const bookingId = await findBookingOfBkashPayment(fastify.db, paymentId);
    return bookingId ? { bookingId, outcome: 'pending' as const } : undefined;
  }
};

export default bkashPaymentRoutes;
