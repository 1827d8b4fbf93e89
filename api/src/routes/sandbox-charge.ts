import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, SandboxCharge, SandboxChargeResult } from '@sellphones/contracts/schemas';
import { refusalCodeOf } from '../errors/refusal-codes.ts';
import { perCaller } from '../http/rate-limits.ts';
import { fulfilPayment, PaymentRefusedError } from '../payments/fulfilment.ts';
import { SandboxGateway } from '../payments/sandbox-gateway.ts';
import { PAYMENT_MESSAGES } from './payments.ts';

/**
 * The sandbox's card form: charge a test card. Only when the sandbox is the gateway (development
 * and test; production requires Stripe): otherwise the route does not exist, nor its /docs entry.
 */
const sandboxChargeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const gateway = fastify.paymentGateway;
  if (!(gateway instanceof SandboxGateway)) return;

  fastify.post('/sandbox/charge', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(20) },
    schema: {
      tags: ['payments'],
      summary: 'Sandbox gateway only: charge a test card for a payment',
      security: [{ apiToken: [] }],
      body: SandboxCharge,
      response: { 200: SandboxChargeResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    },
  }, async (request) => {
    const outcome = await gateway.charge(request.body);
    if (outcome.status === 'unknown-intent') throw fastify.httpErrors.notFound(PAYMENT_MESSAGES.paymentNotFound);
    if (outcome.status === 'failed') return outcome;

    // The sandbox's stand-in for Stripe's webhook: the sale is recorded even if the tab closes now.
    const intent = await gateway.retrieveIntent(outcome.paymentIntentId);
    const bookingId = intent?.metadata.bookingId;
    if (intent && bookingId) {
      try {
        await fulfilPayment(fastify.db, gateway, { bookingId, intentId: intent.id, intent });
      } catch (err) {
        if (err instanceof PaymentRefusedError) {
          // With its code, as the API's other refusals: the page says it in the buyer's language.
          const code = refusalCodeOf(err.message);
          return { status: 'failed' as const, paymentIntentId: outcome.paymentIntentId, message: err.message, ...(code ? { code } : {}) };
        }
        throw err;
      }
    }
    return outcome;
  });
};

export default sandboxChargeRoutes;
