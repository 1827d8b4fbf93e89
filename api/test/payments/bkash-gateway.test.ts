import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BkashStandIn } from '../../bkash-standin/server.ts';
import { findBkashToken } from '../../src/db/bkash-tokens.repository.ts';
import { bkashTokens } from '../../src/db/schema.ts';
import { BkashClient } from '../../src/payments/bkash/bkash-client.ts';
import { BKASH_TOKEN_RENEW_BEFORE_MS, BkashTokenStore } from '../../src/payments/bkash/bkash-token.ts';
import { BkashGateway } from '../../src/payments/bkash-gateway.ts';
import { useTestApp } from '../helper.ts';
import { bkashConfigFor, payInWallet } from './bkash-wallet.ts';

// The bKash gateway against the local stand-in, over HTTP: tokens, create, execute, status, refund.

describe('bKash gateway', () => {
  const ctx = useTestApp();
  const standIn = new BkashStandIn();
  let baseUrl = '';
  let clock = Date.now();

  beforeAll(async () => {
    baseUrl = await standIn.start();
  });
  afterAll(() => standIn.stop());

  /** A gateway as one API instance makes it; several share the database's token. */
  const instance = (account = 'standin-merchant', timeoutMs = 5_000) => {
    const client = new BkashClient({ ...bkashConfigFor(baseUrl).bkash!, timeoutMs });
    const tokens = new BkashTokenStore({ db: ctx.app.db, client, account, now: () => clock });
    return new BkashGateway({ client, tokens, callbackUrl: 'http://api.test/payments/bkash/callback' });
  };
  const counts = () => ({ ...standIn.ledger.counts });

  it('creates a sale in taka for the booking, mode 0011, with a page to send the buyer to', async () => {
    const bookingId = randomUUID();
    const created = await instance().createPayment({ bookingId, amountCents: 12_550, payerReference: 'buyer-1' });
    expect(created.bkashUrl).toMatch(/\/wallet\?paymentId=/);
    expect(standIn.ledger.payments.get(created.paymentId)).toMatchObject({
      amount: '125.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: bookingId,
      callbackURL: 'http://api.test/payments/bkash/callback',
      status: 'Initiated',
    });
    expect(await instance().retrieveIntent(created.paymentId)).toMatchObject({
      status: 'requires_action',
      amountCents: 12_550,
      currency: 'bdt',
      metadata: { bookingId },
    });
  });

  it('grants one token that every instance shares, and renews it by refresh before it expires', async () => {
    const account = `merchant-${randomUUID()}`;
    const before = counts();
    await instance(account).createPayment({ bookingId: randomUUID(), amountCents: 100, payerReference: 'x' });
    await instance(account).createPayment({ bookingId: randomUUID(), amountCents: 100, payerReference: 'x' });
    expect(counts().grants - before.grants).toBe(1);
    const granted = await findBkashToken(ctx.app.db, account);

    // Five minutes before the hour is up, the next call renews it first.
    clock += 3_600_000 - BKASH_TOKEN_RENEW_BEFORE_MS + 1_000;
    await instance(account).createPayment({ bookingId: randomUUID(), amountCents: 100, payerReference: 'x' });
    const renewed = await findBkashToken(ctx.app.db, account);
    expect(counts().refreshes - before.refreshes).toBe(1);
    expect(counts().grants - before.grants).toBe(1);
    expect(renewed?.idToken).not.toBe(granted?.idToken);
    expect(renewed!.expiresAt.getTime()).toBe(clock + 3_600_000);
  });

  it('renews once, across instances, a token bKash says has expired, and the call goes through', async () => {
    const account = `merchant-${randomUUID()}`;
    await instance(account).createPayment({ bookingId: randomUUID(), amountCents: 100, payerReference: 'x' });
    standIn.expireTokens();
    const before = counts();
    const made = await Promise.all([1, 2, 3].map(() => instance(account).createPayment({ bookingId: randomUUID(), amountCents: 100, payerReference: 'x' })));
    expect(made).toHaveLength(3);
    expect(counts().refreshes - before.refreshes).toBe(1);
  });

  it('grants a new token when bKash no longer takes the refresh token', async () => {
    const account = `merchant-${randomUUID()}`;
    await instance(account).createPayment({ bookingId: randomUUID(), amountCents: 100, payerReference: 'x' });
    await ctx.app.db.update(bkashTokens).set({ refreshToken: 'standin-refresh-REVOKED' }).where(eq(bkashTokens.account, account));
    clock += 3_600_000;
    const before = counts();
    await instance(account).createPayment({ bookingId: randomUUID(), amountCents: 100, payerReference: 'x' });
    expect(counts().grants - before.grants).toBe(1);
    expect(counts().refreshes - before.refreshes).toBe(0);
    expect((await findBkashToken(ctx.app.db, account))?.refreshToken).not.toBe('standin-refresh-REVOKED');
  });

  it('executes only a payment the buyer approved, and says when execute gave no answer', async () => {
    const gateway = instance();
    const unapproved = await gateway.createPayment({ bookingId: randomUUID(), amountCents: 900, payerReference: 'x' });
    expect(await gateway.execute(unapproved.paymentId)).toBe('refused');

    const approved = await gateway.createPayment({ bookingId: randomUUID(), amountCents: 900, payerReference: 'x' });
    await payInWallet(approved.bkashUrl);
    standIn.answerExecuteAfter(1_500);
    try {
      expect(await gateway.execute(approved.paymentId, 300)).toBe('no-answer');
    } finally {
      standIn.answerExecuteAfter(0);
    }
    // The status query is the word that counts: bKash took the money.
    expect((await gateway.retrieveIntent(approved.paymentId))?.status).toBe('succeeded');
    expect(await gateway.execute(approved.paymentId)).toBe('refused');
  });

  it('does not know a payment id it never made', async () => {
    expect(await instance().retrieveIntent('TR0011MADEUP00000')).toBeUndefined();
  });

  it('refunds the whole amount once, however often it is asked', async () => {
    const gateway = instance();
    const payment = await gateway.createPayment({ bookingId: randomUUID(), amountCents: 4_200, payerReference: 'x' });
    await gateway.refund(payment.paymentId);
    expect(await gateway.isRefunded(payment.paymentId)).toBe(false);

    await payInWallet(payment.bkashUrl);
    expect(await gateway.execute(payment.paymentId)).toBe('completed');
    const before = counts();
    await Promise.all([gateway.refund(payment.paymentId), instance().refund(payment.paymentId)]);
    await gateway.refund(payment.paymentId);
    expect(await gateway.isRefunded(payment.paymentId)).toBe(true);
    expect(counts().refunds - before.refunds).toBe(1);
    expect(standIn.ledger.payments.get(payment.paymentId)?.refund?.amount).toBe('42.00');
  });
});
