import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  PaymentConfig,
  PaymentIntent,
  PaymentIntentRequest,
  PaymentRecord,
  PaymentRecorded,
} from '@sellphones/contracts/schemas';
import {
  findBookingForPayment,
  holdProductForBooking,
  MAX_HOLDS_PER_BUYER,
  releaseHold,
  setBookingIntent,
} from '../db/orders.repository.ts';
import { perCaller } from '../http/rate-limits.ts';
import { fulfilPayment } from '../payments/fulfilment.ts';
import { intentKeyOf, type CreatedIntent } from '../payments/payment-gateway.ts';
import { writerSession } from '../auth/writer-session.ts';

export const PAYMENT_MESSAGES = {
  bookingNotFound: 'This booking was not found.',
  notYours: 'This booking is not yours.',
  alreadyPaid: 'This booking is already paid.',
  cancelled: 'This phone was sold to another buyer.',
  cancelledByBuyer: 'You cancelled this booking. Book the phone again to pay for it.',
  sold: 'This phone has already been sold.',
  held: 'Someone is buying this phone right now. Try again in 15 minutes.',
  tooManyHolds: `You can pay for ${MAX_HOLDS_PER_BUYER} phones at a time. Finish one of those payments, or try again in 15 minutes.`,
  paymentNotFound: 'This payment was not found.',
} as const;

/** The time is the API's clock (UTC); minutes are what the buyer can act on. */
function coolingDownMessage(retryAt: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60_000));
  return `Your 15 minutes to pay for this phone ran out, so other buyers get a turn. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Card payment: which gateway the browser talks to, starting a payment (the API sets the amount
 * and holds the phone), and recording a payment the gateway confirmed (the sandbox's card form is
 * in sandbox-charge.ts).
 */
const paymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const gateway = fastify.paymentGateway;

  fastify.get('/payment-config', {
    schema: {
      tags: ['payments'],
      summary: 'Which card provider the payment page uses',
      response: { 200: PaymentConfig },
    },
  }, async () => {
    return gateway.publishableKey
      ? { gateway: gateway.name, publishableKey: gateway.publishableKey }
      : { gateway: gateway.name };
  });

  fastify.post('/create-payment-intent', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(30) },
    schema: {
      tags: ['payments'],
      summary: 'Start paying for one of your bookings (holds the phone for 15 minutes)',
      description: 'The amount is the booking\'s price; a productPrice sent by the client is ignored.',
      security: [{ apiToken: [] }],
      body: PaymentIntentRequest,
      response: {
        200: PaymentIntent,
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
    const { bookingId } = request.body;
    const booking = await findBookingForPayment(fastify.db, bookingId);
    if (!booking) throw fastify.httpErrors.notFound(PAYMENT_MESSAGES.bookingNotFound);
    if (booking.buyerId !== request.user.id) throw fastify.httpErrors.forbidden(PAYMENT_MESSAGES.notYours);
    if (booking.status === 'paid') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (booking.status === 'cancelled') {
      // Still for sale and listed: the buyer cancelled it themselves.
      const byBuyer = booking.productStatus === 'available' && booking.productDeletedAt === null;
      throw fastify.httpErrors.conflict(byBuyer ? PAYMENT_MESSAGES.cancelledByBuyer : PAYMENT_MESSAGES.cancelled);
    }
    if (booking.productStatus === 'sold' || booking.productDeletedAt !== null) {
      throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.sold);
    }

    // A payment made earlier whose confirmation never arrived (tab closed): record it now.
    const existing = booking.paymentIntentId ? await gateway.retrieveIntent(booking.paymentIntentId) : undefined;
    if (existing?.status === 'succeeded') {
      await fulfilPayment(fastify.db, gateway, { bookingId, intentId: existing.id, buyerId: request.user.id });
      throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.alreadyPaid);
    }

    const hold = await holdProductForBooking(fastify.db, writerSession(fastify, request), booking.productId, bookingId);
    if (hold.kind === 'held-by-another') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.held);
    if (hold.kind === 'unavailable') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.sold);
    if (hold.kind === 'too-many-holds') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.tooManyHolds);
    if (hold.kind === 'cooling-down') throw fastify.httpErrors.conflict(coolingDownMessage(hold.retryAt));

    let intent: Pick<CreatedIntent, 'id' | 'clientSecret'>;
    if (existing && existing.status !== 'canceled') {
      intent = existing;
    } else {
      try {
        intent = await gateway.createIntent({
          bookingId,
          amountCents: booking.priceCents,
          currency: 'usd',
          idempotencyKey: intentKeyOf(bookingId, hold.attempt, existing?.id),
        });
      } catch (err) {
        await releaseHold(fastify.db, booking.productId, bookingId);
        throw err;
      }
      if (intent.id !== booking.paymentIntentId) await setBookingIntent(fastify.db, bookingId, intent.id);
    }
    request.log.info({ bookingId, intentId: intent.id }, 'payment started');
    return {
      clientSecret: intent.clientSecret,
      gateway: gateway.name,
      ...(gateway.publishableKey ? { publishableKey: gateway.publishableKey } : {}),
      amount: booking.priceCents / 100,
    };
  });

  fastify.post('/payments', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(30) },
    schema: {
      tags: ['payments'],
      summary: 'Record a payment the card provider confirmed (payId: the booking, transactionId: the intent)',
      description: 'Checked with the gateway: succeeded, for this booking, for its price. A repeat returns the same result.',
      security: [{ apiToken: [] }],
      body: PaymentRecord,
      response: {
        200: PaymentRecorded,
        400: ErrorBody,
        401: ErrorBody,
        402: ErrorBody,
        403: ErrorBody,
        404: ErrorBody,
        409: ErrorBody,
        429: ErrorBody,
        502: ErrorBody,
        503: ErrorBody,
      },
    },
  }, async (request) => {
    const { payId, transactionId } = request.body;
    const result = await fulfilPayment(fastify.db, gateway, {
      bookingId: payId,
      intentId: transactionId,
      buyerId: request.user.id,
    });
    if (result.created) request.log.info({ bookingId: payId, paymentId: result.paymentId }, 'phone sold');
    return { acknowledged: true, insertedId: result.paymentId, transactionId: result.intentId };
  });
};

export default paymentRoutes;
