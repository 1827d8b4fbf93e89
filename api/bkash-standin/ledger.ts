import { randomBytes } from 'node:crypto';

/** The published test values of the stand-in's wallet page (as bKash publishes for its sandbox). */
export const TEST_WALLET = { number: '01770618575', otp: '123456', pin: '12121' } as const;

export type StandInStatus = 'Initiated' | 'Completed' | 'Cancelled' | 'Failed';

export interface StandInPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  status: StandInStatus;
  /** The buyer approved on the wallet page: execute may take the money. */
  authorized: boolean;
  createTime: string;
  customerMsisdn?: string;
  trxID?: string;
  executeTime?: string;
  refund?: { refundTrxID: string; amount: string; completedTime: string };
}

interface IssuedToken {
  expiresAt: number;
}

const id = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;
/** bKash's time format: 2026-11-23T22:40:11:123 GMT+0000. */
const bkashTime = () => `${new Date().toISOString().replace(/\.(\d{3})Z$/, ':$1')} GMT+0000`;

/**
 * What the stand-in keeps in memory: issued tokens with their expiry, and payments. Lost on a
 * restart, like a sandbox reset; the API keeps its own records.
 */
export class Ledger {
  readonly payments = new Map<string, StandInPayment>();
  readonly #idTokens = new Map<string, IssuedToken>();
  readonly #refreshTokens = new Map<string, IssuedToken>();
  readonly counts = { grants: 0, refreshes: 0, executes: 0, refunds: 0 };
  tokenLifetimeSeconds: number;

  constructor(tokenLifetimeSeconds: number) {
    this.tokenLifetimeSeconds = tokenLifetimeSeconds;
  }

  issueToken(refreshToken?: string) {
    const idToken = id('standin-id-', 24);
    this.#idTokens.set(idToken, { expiresAt: Date.now() + this.tokenLifetimeSeconds * 1000 });
    const refresh = refreshToken ?? id('standin-refresh-', 24);
    // bKash's refresh token lives 28 days.
    if (!refreshToken) this.#refreshTokens.set(refresh, { expiresAt: Date.now() + 28 * 86_400_000 });
    return { id_token: idToken, token_type: 'Bearer', expires_in: this.tokenLifetimeSeconds, refresh_token: refresh };
  }

  isLiveIdToken(token: string | undefined): boolean {
    const issued = token === undefined ? undefined : this.#idTokens.get(token);
    return issued !== undefined && issued.expiresAt > Date.now();
  }

  isLiveRefreshToken(token: unknown): token is string {
    const issued = typeof token === 'string' ? this.#refreshTokens.get(token) : undefined;
    return issued !== undefined && issued.expiresAt > Date.now();
  }

  /** Every id token issued so far is expired from now on (refresh tokens stay good). */
  expireIdTokens(): void {
    for (const token of this.#idTokens.values()) token.expiresAt = 0;
  }

  create(fields: Pick<StandInPayment, 'amount' | 'currency' | 'intent' | 'merchantInvoiceNumber' | 'payerReference' | 'callbackURL'>): StandInPayment {
    const payment: StandInPayment = { ...fields, paymentID: id('TR0011', 10), status: 'Initiated', authorized: false, createTime: bkashTime() };
    this.payments.set(payment.paymentID, payment);
    return payment;
  }

  complete(payment: StandInPayment): void {
    payment.status = 'Completed';
    payment.trxID = id('', 5);
    payment.executeTime = bkashTime();
  }

  refund(payment: StandInPayment, amount: string): void {
    payment.refund = { refundTrxID: id('', 5), amount, completedTime: bkashTime() };
  }
}
