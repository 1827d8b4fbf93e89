import { DEFAULT_CURRENCY, type Currency } from '@sellphones/contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import {
  findSandboxIntent,
  insertSandboxIntent,
  markSandboxIntentRefunded,
  markSandboxIntentSucceeded,
} from '../db/sandbox-intents.repository.ts';
import type { SandboxIntentRow } from '../db/schema.ts';
import {
  WebhookSignatureError,
  type CreatedIntent,
  type CreateIntentInput,
  type GatewayEvent,
  type PaymentGateway,
  type RetrievedIntent,
} from './payment-gateway.ts';

/** Stripe's well-known test cards and what they do here. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** A card refusal as Stripe.js reports it: its code (and reason), for the page, and its English words. */
export interface CardRefusal {
  code: string;
  declineCode?: string;
  message: string;
}

/** The refusals the sandbox makes, with Stripe's codes and words for them. */
export const SANDBOX_REFUSALS = {
  declined: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
} as const satisfies Record<string, CardRefusal>;

export interface SandboxCard {
  clientSecret: string;
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type SandboxChargeOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | ({ status: 'failed'; paymentIntentId: string } & CardRefusal)
  | { status: 'unknown-intent' };

const random = (bytes: number) => randomBytes(bytes).toString('hex');

const toRetrievedIntent = (row: SandboxIntentRow): RetrievedIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.bookingId === null ? {} : { bookingId: row.bookingId },
});

/**
 * A stand-in for Stripe, so the product runs and is tested without a provider account. Its
 * intents are rows in the database (sandbox_payment_intents), like Stripe's are on Stripe's
 * side: an intent made through one API instance is charged and confirmed through any other,
 * and survives a restart.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** The configured currency (CURRENCY), in Stripe's lower case: 'bdt' or 'usd'. */
  readonly currency: string;
  readonly publishableKey = undefined;
  readonly #db: Database;

  constructor(nodeEnv: string, db: Database, currency: Currency = DEFAULT_CURRENCY) {
    this.currency = currency.toLowerCase();
    if (nodeEnv === 'production') {
      throw new Error('The sandbox payment gateway cannot run in production: set the STRIPE_* keys.');
    }
    this.#db = db;
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const id = `pi_sandbox_${random(12)}`;
    // The same key gives back the intent stored first, whichever instance stored it.
    const intent = await insertSandboxIntent(this.#db, {
      id,
      clientSecret: `${id}_secret_${random(12)}`,
      idempotencyKey: input.idempotencyKey,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      bookingId: input.bookingId,
    });
    return { id: intent.id, clientSecret: intent.clientSecret, status: intent.status };
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | undefined> {
    const row = await findSandboxIntent(this.#db, id);
    return row && toRetrievedIntent(row);
  }

  async refund(intentId: string): Promise<void> {
    await markSandboxIntentRefunded(this.#db, intentId);
  }

  /** The sandbox has no webhooks: its charge call is the confirmation. */
  verifyWebhook(_rawBody: Buffer, _signature: string | undefined): GatewayEvent {
    throw new WebhookSignatureError('The sandbox gateway does not send webhooks.');
  }

  /** The sandbox card form's "confirmCardPayment": charges the card for the intent. */
  async charge(card: SandboxCard): Promise<SandboxChargeOutcome> {
    const id = card.clientSecret.split('_secret_')[0] ?? '';
    const intent = await findSandboxIntent(this.#db, id);
    if (!intent || intent.clientSecret !== card.clientSecret) return { status: 'unknown-intent' };
    // Confirming a paid intent again is harmless, as with Stripe's confirm of a succeeded intent.
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: id };
    const failure = cardProblem(card);
    if (failure) return { status: 'failed', paymentIntentId: id, ...failure };
    await markSandboxIntentSucceeded(this.#db, id);
    return { status: 'succeeded', paymentIntentId: id };
  }

  /** Whether money taken for this intent has been given back (tests check no charge is left). */
  async isRefunded(intentId: string): Promise<boolean> {
    return (await findSandboxIntent(this.#db, intentId))?.refunded ?? false;
  }
}

function cardProblem(card: SandboxCard): CardRefusal | undefined {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return SANDBOX_REFUSALS.incorrectNumber;
  if (isExpired(card.expiry)) return SANDBOX_REFUSALS.expired;
  switch (digits) {
    case SANDBOX_CARDS.succeeds:
      return undefined;
    case SANDBOX_CARDS.declined:
      return SANDBOX_REFUSALS.declined;
    case SANDBOX_CARDS.insufficientFunds:
      return SANDBOX_REFUSALS.insufficientFunds;
    default:
      // Only the documented test cards exist here; anything else is a card the sandbox refuses.
      return SANDBOX_REFUSALS.declined;
  }
}

function isExpired(expiry: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const now = new Date();
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}
