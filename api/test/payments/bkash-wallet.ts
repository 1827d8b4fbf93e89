import type { AppConfig, BkashConfig } from '../../src/config.ts';
import { STANDIN_CREDENTIALS } from '../../bkash-standin/credentials.ts';
import { TEST_WALLET } from '../../bkash-standin/ledger.ts';

/** The app's bKash settings for a stand-in at `baseUrl`. */
export function bkashConfigFor(baseUrl: string, overrides: Partial<BkashConfig> = {}): Pick<AppConfig, 'bkash'> {
  return { bkash: { baseUrl, ...STANDIN_CREDENTIALS, returnUrl: 'http://shop.test', timeoutMs: 5_000, ...overrides } };
}

export interface WalletEntries {
  wallet?: string;
  otp?: string;
  pin?: string;
  /** Press Cancel instead of Confirm at this step. */
  cancelAt?: 'wallet' | 'otp' | 'pin';
}

/**
 * The buyer on bKash's page (the stand-in's, over HTTP): wallet number, OTP, PIN, each confirmed
 * in turn. Returns where bKash sends the browser back to (the API's callback with its query).
 */
export async function payInWallet(bkashUrl: string, entries: WalletEntries = {}): Promise<URL> {
  const opened = await fetch(bkashUrl);
  if (opened.status !== 200) throw new Error(`the wallet page answered ${opened.status}`);
  const paymentId = new URL(bkashUrl).searchParams.get('paymentId') ?? '';
  const values = { wallet: entries.wallet ?? TEST_WALLET.number, otp: entries.otp ?? TEST_WALLET.otp, pin: entries.pin ?? TEST_WALLET.pin };
  const form = new URLSearchParams({ paymentId });
  for (const step of ['wallet', 'otp', 'pin'] as const) {
    form.set('step', step);
    form.set(step, values[step]);
    form.set('action', entries.cancelAt === step ? 'cancel' : 'confirm');
    const answer = await fetch(new URL('/wallet', bkashUrl), { method: 'POST', body: form, redirect: 'manual' });
    if (answer.status === 303) return new URL(answer.headers.get('location') ?? '');
    if (answer.status !== 200) throw new Error(`the wallet page answered ${answer.status} at the ${step} step: ${await answer.text()}`);
  }
  throw new Error('the wallet page never sent the buyer back');
}

/** The path and query of a URL, for app.inject. */
export const pathOf = (url: URL) => `${url.pathname}${url.search}`;
