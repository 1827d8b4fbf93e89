/**
 * What the API needs from a payment provider. The card: Stripe (when keys are configured) or the
 * built-in sandbox (local runs and tests); the wallet: bKash (bkash-gateway.ts). Amounts are
 * integer cents of the gateway's currency.
 */

/** The card's providers: one of them is the app's card gateway. */
export type CardGatewayName = 'stripe' | 'sandbox';
export type GatewayName = CardGatewayName | 'bkash';

/** Stripe's PaymentIntent statuses; the sandbox uses a subset. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'
  // Statuses a newer API version may add.
  | (string & {});

export interface CreateIntentInput {
  bookingId: string;
  amountCents: number;
  /** Lower case, as Stripe writes it: the gateway's own `currency`. */
  currency: string;
  /** The same key always gives back the same intent (a reload never creates a second one). */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
}

export interface RetrievedIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: { bookingId?: string };
  /** The number on the buyer's own record of a completed payment, where it is not `id` (bKash's TrxID). */
  receiptId?: string;
}

/** A verified webhook event; `intent` is set for payment_intent.* events. */
export interface GatewayEvent {
  id: string;
  type: string;
  intent?: RetrievedIntent;
}

export interface PaymentGateway<Name extends GatewayName = GatewayName> {
  readonly name: Name;
  /** What a payment through it must be in, lower case as Stripe writes it ('usd', 'bdt'). */
  readonly currency: string;
  /** Handed to the browser (Stripe Elements); the sandbox has none. */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Undefined when the gateway does not know this id (made up, or another account's). */
  retrieveIntent(id: string): Promise<RetrievedIntent | undefined>;
  /** Gives the whole amount back; refunding an already refunded intent is not an error. */
  refund(intentId: string): Promise<void>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The idempotency key of the intent of one payment hold of a booking: a reload or retry within
 * the hold gets the same intent back, a later hold gets a new one. When the intent the booking
 * had was cancelled, its id is part of the key, so a new intent replaces it at once (Stripe keeps
 * a key's answer for a day: the bare booking id left the buyer unable to pay that long).
 */
export function intentKeyOf(bookingId: string, holdAttempt: number, replacedIntentId?: string): string {
  return replacedIntentId ? `intent-${bookingId}-${holdAttempt}-after-${replacedIntentId}` : `intent-${bookingId}-${holdAttempt}`;
}
