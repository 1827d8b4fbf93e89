import { UpstreamError } from '../errors/upstream-error.ts';
import { BkashRefusal, BkashTokenRejected, type BkashClient } from './bkash/bkash-client.ts';
import type { BkashTokenStore } from './bkash/bkash-token.ts';
import {
  WebhookSignatureError,
  type CreatedIntent,
  type CreateIntentInput,
  type GatewayEvent,
  type IntentStatus,
  type PaymentGateway,
  type RetrievedIntent,
} from './payment-gateway.ts';

export interface BkashGatewayOptions {
  client: BkashClient;
  tokens: BkashTokenStore;
  /** The API's callback, where bKash sends the buyer back (…/payments/bkash/callback). */
  callbackUrl: string;
}

export interface BkashPaymentInput {
  bookingId: string;
  /** The booking's price, in poisha (1/100 taka). */
  amountCents: number;
  /** Who pays, as bKash shows it to them: the buyer's account id. */
  payerReference: string;
}

export interface CreatedBkashPayment {
  paymentId: string;
  /** bKash's page where the buyer enters their wallet number, OTP and PIN. */
  bkashUrl: string;
}

/** What an execute call came to: bKash's word, or none (timed out: ask for the status). */
export type BkashExecution = 'completed' | 'refused' | 'no-answer';

/** bKash's transactionStatus in the words the fulfilment reads (Stripe's). */
const STATUS_OF: Record<string, IntentStatus> = {
  Initiated: 'requires_action',
  Authorized: 'requires_capture',
  Completed: 'succeeded',
  Cancelled: 'canceled',
  Failed: 'canceled',
  Expired: 'canceled',
  Declined: 'canceled',
};

const taka = (cents: number) => (cents / 100).toFixed(2);
const cents = (amount: unknown) => Math.round(Number(amount) * 100);

/**
 * bKash Tokenized Checkout behind the PaymentGateway: create (mode 0011, intent sale, BDT, the
 * booking as the merchant invoice number), execute after the buyer approved on bKash's page, the
 * status query as the word that counts before anything is fulfilled, and the refund.
 */
export class BkashGateway implements PaymentGateway {
  readonly name = 'bkash' as const;
  readonly currency = 'bdt';
  readonly publishableKey = undefined;
  readonly #client: BkashClient;
  readonly #tokens: BkashTokenStore;
  readonly #callbackUrl: string;

  constructor(options: BkashGatewayOptions) {
    this.#client = options.client;
    this.#tokens = options.tokens;
    this.#callbackUrl = options.callbackUrl;
  }

  async createPayment(input: BkashPaymentInput): Promise<CreatedBkashPayment> {
    const body = await this.#call('/tokenized/checkout/create', {
      mode: '0011',
      payerReference: input.payerReference,
      callbackURL: this.#callbackUrl,
      amount: taka(input.amountCents),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.bookingId,
    });
    if (typeof body.paymentID !== 'string' || typeof body.bkashURL !== 'string') {
      throw new UpstreamError('bkash', 502, new Error('bKash created a payment without paymentID or bkashURL'));
    }
    return { paymentId: body.paymentID, bkashUrl: body.bkashURL };
  }

  /** The PaymentGateway's form of createPayment: the client secret is bKash's page. */
  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const created = await this.createPayment({ bookingId: input.bookingId, amountCents: input.amountCents, payerReference: input.bookingId });
    return { id: created.paymentId, clientSecret: created.bkashUrl, status: 'requires_action' };
  }

  /**
   * Takes the money the buyer approved. Never trusted alone: a refusal may mean it was executed
   * already (a second callback), and no answer may mean it was; the status query decides.
   */
  async execute(paymentId: string, timeoutMs?: number): Promise<BkashExecution> {
    try {
      const body = await this.#call('/tokenized/checkout/execute', { paymentID: paymentId }, timeoutMs);
      return body.transactionStatus === 'Completed' ? 'completed' : 'refused';
    } catch (err) {
      if (err instanceof BkashRefusal) return 'refused';
      if (err instanceof UpstreamError && err.statusCode === 503) return 'no-answer';
      throw err;
    }
  }

  /** bKash's payment status query; undefined for a payment bKash does not know for this merchant. */
  async retrieveIntent(id: string): Promise<RetrievedIntent | undefined> {
    let body;
    try {
      body = await this.#call('/tokenized/checkout/payment/status', { paymentID: id });
    } catch (err) {
      if (err instanceof BkashRefusal) return undefined;
      throw err;
    }
    if (body.paymentID !== id) return undefined;
    const invoice = body.merchantInvoiceNumber;
    return {
      id,
      clientSecret: '',
      status: STATUS_OF[String(body.transactionStatus)] ?? String(body.transactionStatus),
      amountCents: cents(body.amount),
      currency: String(body.currency ?? '').toLowerCase(),
      metadata: typeof invoice === 'string' ? { bookingId: invoice } : {},
      ...(typeof body.trxID === 'string' && body.trxID !== '' ? { receiptId: body.trxID } : {}),
    };
  }

  /** Gives the whole amount back; a payment refunded already (by another instance too) is not an error. */
  async refund(paymentId: string): Promise<void> {
    const payment = await this.#completedPayment(paymentId);
    if (!payment || (await this.#refundOf(payment))) return;
    try {
      await this.#call('/tokenized/checkout/payment/refund', {
        paymentID: paymentId,
        trxID: payment.trxId,
        amount: payment.amount,
        sku: 'phone',
        reason: 'The phone could not be sold to this buyer',
      });
    } catch (err) {
      if (err instanceof BkashRefusal && (await this.#refundOf(payment))) return;
      throw err;
    }
  }

  /** Whether money taken for this payment has been given back (tests check none is left). */
  async isRefunded(paymentId: string): Promise<boolean> {
    const payment = await this.#completedPayment(paymentId);
    return payment !== undefined && (await this.#refundOf(payment));
  }

  /** bKash sends the buyer back to a callback instead of signed webhooks. */
  verifyWebhook(_rawBody: Buffer, _signature: string | undefined): GatewayEvent {
    throw new WebhookSignatureError('bKash does not send webhooks here.');
  }

  async #completedPayment(paymentId: string): Promise<{ paymentId: string; trxId: string; amount: string } | undefined> {
    let body;
    try {
      body = await this.#call('/tokenized/checkout/payment/status', { paymentID: paymentId });
    } catch (err) {
      if (err instanceof BkashRefusal) return undefined;
      throw err;
    }
    if (body.transactionStatus !== 'Completed' || typeof body.trxID !== 'string') return undefined;
    return { paymentId, trxId: body.trxID, amount: String(body.amount) };
  }

  /** bKash's refund status: the same call without an amount. */
  async #refundOf(payment: { paymentId: string; trxId: string }): Promise<boolean> {
    try {
      const body = await this.#call('/tokenized/checkout/payment/refund', { paymentID: payment.paymentId, trxID: payment.trxId });
      return body.transactionStatus === 'Completed' && typeof body.refundTrxID === 'string';
    } catch (err) {
      if (err instanceof BkashRefusal) return false;
      throw err;
    }
  }

  /** A call with the shared token; a token bKash turned down is renewed once and the call made again. */
  async #call(path: string, payload: Record<string, unknown>, timeoutMs?: number) {
    const token = await this.#tokens.current();
    try {
      return await this.#client.call(path, token, payload, timeoutMs);
    } catch (err) {
      if (!(err instanceof BkashTokenRejected)) throw err;
      const renewed = await this.#tokens.renewAfterRejection(token);
      try {
        return await this.#client.call(path, renewed, payload, timeoutMs);
      } catch (again) {
        if (again instanceof BkashTokenRejected) throw new UpstreamError('bkash', 502, again);
        throw again;
      }
    }
  }
}
