import { TEST_WALLET, type Ledger, type StandInPayment } from './ledger.ts';

/** One step of the wallet page: what it asks, the field's rule, and the test value that passes. */
interface Step {
  name: 'wallet' | 'otp' | 'pin';
  label: string;
  hint: string;
  inputMode: 'numeric';
  pattern: RegExp;
  formatMessage: string;
  passes: (value: string) => boolean;
  secret: boolean;
}

const STEPS: Step[] = [
  {
    name: 'wallet',
    label: 'Your bKash account number',
    hint: `Test wallet: ${TEST_WALLET.number}. Any other number fails the payment.`,
    inputMode: 'numeric',
    pattern: /^01[3-9]\d{8}$/,
    formatMessage: 'Enter an 11-digit bKash number starting with 01, for example 01770618575.',
    passes: (value) => value === TEST_WALLET.number,
    secret: false,
  },
  {
    name: 'otp',
    label: 'Verification code (sent by SMS)',
    hint: `Test code: ${TEST_WALLET.otp}. Any other code fails the payment.`,
    inputMode: 'numeric',
    pattern: /^\d{6}$/,
    formatMessage: 'Enter the 6-digit verification code.',
    passes: (value) => value === TEST_WALLET.otp,
    secret: false,
  },
  {
    name: 'pin',
    label: 'bKash PIN',
    hint: `Test PIN: ${TEST_WALLET.pin}. Any other PIN fails the payment.`,
    inputMode: 'numeric',
    pattern: /^\d{5}$/,
    formatMessage: 'Enter your 5-digit PIN.',
    passes: (value) => value === TEST_WALLET.pin,
    secret: true,
  },
];

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type WalletAnswer = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string };

function callback(payment: StandInPayment, status: 'success' | 'failure' | 'cancel'): WalletAnswer {
  const url = new URL(payment.callbackURL);
  url.searchParams.set('paymentID', payment.paymentID);
  url.searchParams.set('status', status);
  url.searchParams.set('apiVersion', '1.2.0-beta');
  return { kind: 'redirect', location: url.toString() };
}

function page(title: string, body: string, status = 200): WalletAnswer {
  return {
    kind: 'page',
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – bKash (local stand-in)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a}
main{max-width:420px;margin:0 auto;padding:16px;box-sizing:border-box}
header{background:#e2136e;color:#fff;padding:12px 16px;font-weight:700}
.card{background:#fff;border-radius:8px;padding:16px;margin-top:12px}
label{display:block;font-weight:600;margin-bottom:6px}
input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:10px;border:1px solid #767676;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;margin:6px 0 0}
.hint{color:#444;font-size:.9rem;margin:6px 0 0}
.actions{display:flex;gap:8px;margin-top:16px;flex-wrap:wrap}
button{flex:1;min-width:120px;font-size:1rem;padding:10px;border-radius:6px;border:0;cursor:pointer}
.confirm{background:#e2136e;color:#fff}.cancel{background:#ddd;color:#1a1a1a}
button:focus-visible,input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
</style></head><body><header>bKash <span style="font-weight:400">(local stand-in, never real money)</span></header><main>${body}</main></body></html>`,
  };
}

function stepPage(payment: StandInPayment, step: Step, answers: Record<string, string>, error?: string): WalletAnswer {
  const carried = STEPS.slice(0, STEPS.indexOf(step))
    .map((earlier) => `<input type="hidden" name="${earlier.name}" value="${escape(answers[earlier.name] ?? '')}">`)
    .join('');
  const describedBy = error ? `${step.name}-error ${step.name}-hint` : `${step.name}-hint`;
  return page(
    step.label,
    `<section class="card" aria-labelledby="merchant">
<h1 id="merchant" style="font-size:1.1rem;margin:0 0 4px">Sell Phones BD</h1>
<p style="margin:0">Invoice ${escape(payment.merchantInvoiceNumber)}</p>
<p style="margin:4px 0 0;font-size:1.3rem;font-weight:700">৳ ${escape(payment.amount)}</p>
</section>
<form class="card" method="post" action="/wallet" novalidate>
<input type="hidden" name="paymentId" value="${escape(payment.paymentID)}">
<input type="hidden" name="step" value="${step.name}">${carried}
<label for="${step.name}">${escape(step.label)}</label>
<input id="${step.name}" name="${step.name}" type="${step.secret ? 'password' : 'text'}" inputmode="${step.inputMode}" autocomplete="off" autofocus
 aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
${error ? `<p id="${step.name}-error" class="error" role="alert">${escape(error)}</p>` : ''}
<p id="${step.name}-hint" class="hint">${escape(step.hint)}</p>
<div class="actions"><button class="confirm" type="submit" name="action" value="confirm">Confirm</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button></div>
</form>`,
    error ? 400 : 200,
  );
}

function endedPage(message: string): WalletAnswer {
  return page('Payment closed', `<section class="card"><h1 style="font-size:1.1rem">${escape(message)}</h1></section>`, 409);
}

/** GET /wallet?paymentId=…: the first step of a payment that can still be paid. */
export function openWallet(ledger: Ledger, paymentId: string | null): WalletAnswer {
  const payment = paymentId ? ledger.payments.get(paymentId) : undefined;
  if (!payment) return page('Payment not found', '<section class="card"><h1 style="font-size:1.1rem">This payment was not found.</h1></section>', 404);
  if (payment.status !== 'Initiated' || payment.authorized) return endedPage('This payment is already closed.');
  return stepPage(payment, STEPS[0]!, {});
}

/**
 * POST /wallet: one step answered. A value of the wrong shape asks again with the reason; a
 * well-formed value other than the test one fails the payment (a way to fail each step); Cancel
 * cancels it. After the PIN the payment is approved and the buyer goes back to the merchant.
 */
export function answerWallet(ledger: Ledger, form: URLSearchParams): WalletAnswer {
  const payment = ledger.payments.get(form.get('paymentId') ?? '');
  if (!payment) return openWallet(ledger, null);
  if (payment.status !== 'Initiated' || payment.authorized) return endedPage('This payment is already closed.');
  if (form.get('action') === 'cancel') {
    payment.status = 'Cancelled';
    return callback(payment, 'cancel');
  }
  const step = STEPS.find((candidate) => candidate.name === form.get('step')) ?? STEPS[0]!;
  const answers = Object.fromEntries(STEPS.map((s) => [s.name, (form.get(s.name) ?? '').trim()]));
  const value = answers[step.name] ?? '';
  if (!step.pattern.test(value)) return stepPage(payment, step, answers, step.formatMessage);
  // Earlier answers travel in the form: each is checked again, so a skipped step cannot pass.
  const upTo = STEPS.slice(0, STEPS.indexOf(step) + 1);
  if (!upTo.every((s) => s.passes(answers[s.name] ?? ''))) {
    payment.status = 'Failed';
    return callback(payment, 'failure');
  }
  const next = STEPS[STEPS.indexOf(step) + 1];
  if (next) return stepPage(payment, next, answers);
  payment.authorized = true;
  payment.customerMsisdn = answers.wallet;
  return callback(payment, 'success');
}
