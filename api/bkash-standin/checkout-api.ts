import type { BkashStandInCredentials } from './credentials.ts';
import type { Ledger, StandInPayment } from './ledger.ts';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface CheckoutApiOptions {
  ledger: Ledger;
  credentials: BkashStandInCredentials;
  /** Where the wallet page is (the bkashURL of a payment). */
  walletUrl: (paymentID: string) => string;
  /** Execute takes the money and then answers this late (to let a caller time out). */
  executeDelayMs: () => number;
}

const ok = (body: Record<string, unknown>): ApiAnswer => ({ status: 200, body: { ...body, statusCode: '0000', statusMessage: 'Successful' } });
const refused = (statusCode: string, statusMessage: string): ApiAnswer => ({ status: 200, body: { statusCode, statusMessage } });

/** The stand-in's refusal codes, in bKash's style (a 200 with a statusCode that is not 0000). */
export const STANDIN_CODES = {
  invalidCredentials: ['2079', 'Invalid username and password'],
  invalidAppKey: ['2001', 'Invalid App Key'],
  invalidRefreshToken: ['2080', 'Invalid refresh token'],
  invalidRequest: ['2065', 'Mandatory field missing'],
  invalidAmount: ['2007', 'Invalid Amount'],
  invalidCurrency: ['2008', 'Invalid Currency'],
  invalidIntent: ['2009', 'Invalid Intent'],
  invalidMode: ['2011', 'Invalid Mode'],
  paymentNotFound: ['2056', 'Invalid Payment State'],
  notAuthorized: ['2056', 'Invalid Payment State'],
  alreadyCompleted: ['2062', 'The payment has already been completed'],
  refundTooLarge: ['2073', 'Refund amount exceeds the paid amount'],
  alreadyRefunded: ['2071', 'Refund already done'],
  notRefunded: ['2072', 'No refund was made for this transaction'],
} as const;

const refusedWith = (code: keyof typeof STANDIN_CODES) => refused(STANDIN_CODES[code][0], STANDIN_CODES[code][1]);

const paymentView = (payment: StandInPayment) => ({
  paymentID: payment.paymentID,
  mode: '0011',
  paymentCreateTime: payment.createTime,
  paymentExecuteTime: payment.executeTime ?? '',
  trxID: payment.trxID ?? '',
  transactionStatus: payment.status,
  amount: payment.amount,
  currency: payment.currency,
  intent: payment.intent,
  merchantInvoiceNumber: payment.merchantInvoiceNumber,
  payerReference: payment.payerReference,
  customerMsisdn: payment.customerMsisdn ?? '',
  userVerificationStatus: payment.authorized ? 'Complete' : 'Incomplete',
});

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The documented Tokenized Checkout calls (v1.2.0-beta): token grant and refresh, create, execute,
 * payment status, refund and refund status. Returns the HTTP status and JSON body.
 */
export async function answerCheckoutCall(
  options: CheckoutApiOptions,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  body: Record<string, unknown>,
): Promise<ApiAnswer> {
  const { ledger, credentials } = options;
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

  if (path === '/tokenized/checkout/token/grant' || path === '/tokenized/checkout/token/refresh') {
    if (header('username') !== credentials.username || header('password') !== credentials.password) return refusedWith('invalidCredentials');
    if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) return refusedWith('invalidAppKey');
    if (path.endsWith('/grant')) {
      ledger.counts.grants++;
      return ok(ledger.issueToken());
    }
    if (!ledger.isLiveRefreshToken(body.refresh_token)) return refusedWith('invalidRefreshToken');
    ledger.counts.refreshes++;
    return ok(ledger.issueToken(body.refresh_token));
  }

  // Every other call: a live id token and the app key, or the gateway in front of bKash says 401.
  if (!ledger.isLiveIdToken(header('authorization'))) return { status: 401, body: { message: 'The incoming token has expired' } };
  if (header('x-app-key') !== credentials.appKey) return { status: 403, body: { message: 'Forbidden' } };

  const payment = typeof body.paymentID === 'string' ? ledger.payments.get(body.paymentID) : undefined;
  switch (path) {
    case '/tokenized/checkout/create': {
      const { mode, payerReference, callbackURL, amount, currency, intent, merchantInvoiceNumber } = body;
      if (typeof payerReference !== 'string' || typeof callbackURL !== 'string' || typeof merchantInvoiceNumber !== 'string') {
        return refusedWith('invalidRequest');
      }
      if (mode !== '0011') return refusedWith('invalidMode');
      if (intent !== 'sale') return refusedWith('invalidIntent');
      if (currency !== 'BDT') return refusedWith('invalidCurrency');
      if (typeof amount !== 'string' || !AMOUNT.test(amount) || Number(amount) <= 0) return refusedWith('invalidAmount');
      const created = ledger.create({ amount, currency, intent, merchantInvoiceNumber, payerReference, callbackURL });
      return ok({
        ...paymentView(created),
        bkashURL: options.walletUrl(created.paymentID),
        callbackURL,
        successCallbackURL: `${callbackURL}?paymentID=${created.paymentID}&status=success`,
        failureCallbackURL: `${callbackURL}?paymentID=${created.paymentID}&status=failure`,
        cancelledCallbackURL: `${callbackURL}?paymentID=${created.paymentID}&status=cancel`,
      });
    }
    case '/tokenized/checkout/execute': {
      if (!payment) return refusedWith('paymentNotFound');
      ledger.counts.executes++;
      if (payment.status === 'Completed') return refusedWith('alreadyCompleted');
      if (payment.status !== 'Initiated' || !payment.authorized) return refusedWith('notAuthorized');
      ledger.complete(payment);
      // The money is taken; the answer may come too late for the caller.
      const delay = options.executeDelayMs();
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return ok(paymentView(payment));
    }
    case '/tokenized/checkout/payment/status':
      return payment ? ok(paymentView(payment)) : refusedWith('paymentNotFound');
    case '/tokenized/checkout/payment/refund': {
      if (!payment || payment.status !== 'Completed' || body.trxID !== payment.trxID) return refusedWith('paymentNotFound');
      const refundView = () => ({
        originalTrxID: payment.trxID,
        refundTrxID: payment.refund?.refundTrxID,
        transactionStatus: 'Completed',
        amount: payment.refund?.amount,
        currency: payment.currency,
        charge: '0.00',
        completedTime: payment.refund?.completedTime,
      });
      // Without an amount it is the refund status query.
      if (body.amount === undefined) return payment.refund ? ok(refundView()) : refusedWith('notRefunded');
      if (payment.refund) return refusedWith('alreadyRefunded');
      if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount)) return refusedWith('invalidAmount');
      if (Number(body.amount) > Number(payment.amount)) return refusedWith('refundTooLarge');
      ledger.counts.refunds++;
      ledger.refund(payment, body.amount);
      return ok(refundView());
    }
    default:
      return { status: 404, body: { message: 'Not Found' } };
  }
}
