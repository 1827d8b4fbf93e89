import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  PaymentConfig,
  type PaymentMethod,
  PaymentIntent,
  PaymentIntentRequest,
  PaymentRecord,
  PaymentRecorded,
} from '@sellphones/contracts/schemas';
import { releaseHold, setBookingIntent } from '../db/orders.repository.ts';
import { perCaller } from '../http/rate-limits.ts';
import { recoverBkashPayments } from '../payments/bkash-settlement.ts';
import { fulfilPayment } from '../payments/fulfilment.ts';
import { intentKeyOf, type CreatedIntent } from '../payments/payment-gateway.ts';
import { findPayableBooking, holdPhoneForPayment, PAYMENT_MESSAGES } from '../payments/payment-start.ts';

export { PAYMENT_MESSAGES };

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
      summary: 'Which card provider the payment page uses, and the ways a buyer may pay',
      response: { 200: PaymentConfig },
    },
  }, async () => {
    // Cash at the meetup needs no gateway: it is always offered.
    const methods: PaymentMethod[] = fastify.bkashGateway ? ['card', 'bkash', 'cash'] : ['card', 'cash'];
    return gateway.publishableKey
      ? { gateway: gateway.name, publishableKey: gateway.publishableKey, methods }
      : { gateway: gateway.name, methods };
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
    const booking = await findPayableBooking(fastify, request.user.id, bookingId);

    // A payment made earlier whose confirmation never arrived (tab closed): record it now.
    const existing = booking.paymentIntentId ? await gateway.retrieveIntent(booking.paymentIntentId) : undefined;
    if (existing?.status === 'succeeded') {
      await fulfilPayment(fastify.db, gateway, { bookingId, intentId: existing.id, buyerId: request.user.id });
      throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.alreadyPaid);
    }
    // The same for a bKash payment of this booking that bKash completed and the API never recorded.
    const recovered = fastify.bkashGateway && (await recoverBkashPayments(fastify.db, fastify.bkashGateway, bookingId));
    if (recovered) throw fastify.httpErrors.conflict(recovered.message ?? PAYMENT_MESSAGES.alreadyPaid);

    const hold = await holdPhoneForPayment(fastify, request, booking);

    let intent: Pick<CreatedIntent, 'id' | 'clientSecret'>;
    if (existing && existing.status !== 'canceled') {
      intent = existing;
    } else {
      try {
        intent = await gateway.createIntent({
          bookingId,
          amountCents: booking.priceCents,
          currency: gateway.currency,
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
