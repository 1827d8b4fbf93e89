import type { FastifyPluginAsync } from 'fastify';
import { isGatewayEventRecorded, recordGatewayEvent } from '../db/payments.repository.ts';
import { fulfilPayment, PaymentRefusedError } from '../payments/fulfilment.ts';
import { WebhookSignatureError } from '../payments/payment-gateway.ts';

/**
 * Stripe's webhook. The signature is computed over the exact bytes Stripe sent, so this plugin
 * (encapsulated: other routes keep JSON parsing) takes the body raw. A paid intent goes through
 * the same fulfilment as POST /payments, so a buyer who closed the tab still gets the phone.
 */
const stripeWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  fastify.post('/webhooks/stripe', {
    schema: { tags: ['payments'], summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)', hide: false },
  }, async (request, reply) => {
    const gateway = fastify.paymentGateway;
    if (gateway.name !== 'stripe') throw fastify.httpErrors.notFound('There is nothing at this address.');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = gateway.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw fastify.httpErrors.badRequest(err.message);
      throw err;
    }

    // Each event is handled once; a replay is acknowledged and ignored.
    if (await isGatewayEventRecorded(fastify.db, event.id)) return { received: true };

    const bookingId = event.intent?.metadata.bookingId;
    if (event.type === 'payment_intent.succeeded' && event.intent && bookingId) {
      try {
        await fulfilPayment(fastify.db, gateway, { bookingId, intentId: event.intent.id, intent: event.intent });
      } catch (err) {
        // Refused or refunded: the event is handled; Stripe must not retry it.
        if (!(err instanceof PaymentRefusedError)) throw err;
        request.log.warn({ eventId: event.id, bookingId, reason: err.message }, 'webhook payment not recorded');
      }
    }
    // Recorded after handling, so a failure above lets Stripe's retry try again.
    await recordGatewayEvent(fastify.db, event.id, event.type);
    reply.code(200);
    return { received: true };
  });
};

export default stripeWebhookRoutes;
