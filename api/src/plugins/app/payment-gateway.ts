import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { CardGatewayName, PaymentGateway } from '../../payments/payment-gateway.ts';
import { SandboxGateway } from '../../payments/sandbox-gateway.ts';
import { StripeGateway, type StripeGatewayOptions } from '../../payments/stripe-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox (never in production). */
    paymentGateway: PaymentGateway<CardGatewayName>;
  }
}

/**
 * Where the Stripe SDK sends its calls. Not an environment setting: only tests give it, to point
 * the SDK at a local server standing in for Stripe's API.
 */
export interface StripeApiOverride {
  stripeApi?: StripeGatewayOptions['api'];
}

/** `db` keeps the sandbox's intents, so every API instance knows them. */
export function createPaymentGateway(config: AppConfig & StripeApiOverride, db: Database): PaymentGateway<CardGatewayName> {
  if (config.stripeSecretKey && config.stripePublishableKey) {
    return new StripeGateway({
      secretKey: config.stripeSecretKey,
      publishableKey: config.stripePublishableKey,
      webhookSecret: config.stripeWebhookSecret,
      api: config.stripeApi,
      currency: config.currency,
    });
  }
  return new SandboxGateway(config.nodeEnv, db, config.currency);
}

export default fp(async (fastify) => {
  const gateway = createPaymentGateway(fastify.config, fastify.db);
  if (gateway.name === 'sandbox') {
    fastify.log.info('payments use the built-in sandbox gateway (test cards only); set STRIPE_* keys for real payments');
  }
  fastify.decorate('paymentGateway', gateway);
}, { name: 'payment-gateway', dependencies: ['config', 'database'] });
