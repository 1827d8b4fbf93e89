import { DEFAULT_CURRENCY, type Currency } from '@sellphones/contracts';
import Stripe from 'stripe';
import { UpstreamError } from '../errors/upstream-error.ts';
import {
  WebhookSignatureError,
  type CreatedIntent,
  type CreateIntentInput,
  type GatewayEvent,
  type PaymentGateway,
  type RetrievedIntent,
} from './payment-gateway.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  /** Without it, webhooks are refused (POST /payments still records payments). */
  webhookSecret: string | undefined;
  /** Where Stripe's API is; tests point it at a local server standing in for Stripe. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** What intents are charged in (CURRENCY); DEFAULT_CURRENCY unless set. */
  currency?: Currency;
}

const INTENT_ID = /^pi_[A-Za-z0-9_]{1,100}$/;

function toRetrieved(intent: Stripe.PaymentIntent): RetrievedIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { bookingId: intent.metadata?.bookingId },
  };
}

function stripeCode(err: unknown): string | undefined {
  return err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/**
 * Stripe could not be reached, was overloaded or failed on its side (503: try again shortly), or
 * refused the API's own request (502: a wrong key, a bad parameter; the operators must look).
 */
function stripeFailure(err: unknown): UpstreamError {
  const passing =
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    err instanceof Stripe.errors.StripeAPIError;
  return new UpstreamError('stripe', passing ? 503 : 502, err);
}

/** Stripe through its own SDK; amounts in cents, one intent per booking by idempotency key. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  /** The configured currency (CURRENCY) in Stripe's lower case; Stripe charges BDT in poisha. */
  readonly currency: string;
  readonly publishableKey: string;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;

  constructor(options: StripeGatewayOptions) {
    this.currency = (options.currency ?? DEFAULT_CURRENCY).toLowerCase();
    this.publishableKey = options.publishableKey;
    this.#webhookSecret = options.webhookSecret;
    this.#stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.api ?? {}),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.#stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          metadata: { bookingId: input.bookingId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (err) {
      throw stripeFailure(err);
    }
    return { id: intent.id, clientSecret: intent.client_secret ?? '', status: intent.status };
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | undefined> {
    if (!INTENT_ID.test(id)) return undefined;
    try {
      return toRetrieved(await this.#stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (stripeCode(err) === 'resource_missing') return undefined;
      throw stripeFailure(err);
    }
  }

  async refund(intentId: string): Promise<void> {
    try {
      await this.#stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` });
    } catch (err) {
      if (stripeCode(err) === 'charge_already_refunded') return;
      throw stripeFailure(err);
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    if (!this.#webhookSecret) throw new WebhookSignatureError('Webhooks are not configured.');
    if (!signature) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    const object = event.data.object as { object?: string };
    const intent = object.object === 'payment_intent' ? toRetrieved(object as Stripe.PaymentIntent) : undefined;
    return { id: event.id, type: event.type, intent };
  }
}
