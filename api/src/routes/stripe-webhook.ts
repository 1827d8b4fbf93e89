import type { FastifyPluginAsync } from 'fastify';
import { recordGatewayEvent } from '../db/payments.repository.ts';
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

    // Each event is handled once. Its id is recorded in the same transaction as what it does:
    // a second delivery waits on the first's row and then finds it (acknowledged, ignored), and a
    // handling that fails rolls the record back, so Stripe's retry tries again.
    const bookingId = event.intent?.metadata.bookingId;
    await fastify.db.transaction(async (tx) => {
      if (!(await recordGatewayEvent(tx, event.id, event.type))) return;
      if (event.type !== 'payment_intent.succeeded' || !event.intent || !bookingId) return;
      try {
        await fulfilPayment(tx, gateway, { bookingId, intentId: event.intent.id, intent: event.intent });
      } catch (err) {
        // Refused or refunded: the event is handled; Stripe must not retry it.
        if (!(err instanceof PaymentRefusedError)) throw err;
        request.log.warn({ eventId: event.id, bookingId, reason: err.message }, 'webhook payment not recorded');
      }
    });
    reply.code(200);
    return { received: true };
  });
};

export default stripeWebhookRoutes;
