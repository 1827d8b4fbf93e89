import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SandboxGateway, SANDBOX_CARDS } from '../../src/payments/sandbox-gateway.ts';
import { useTestApp } from '../helper.ts';

const card = (clientSecret: string, cardNumber: string, expiry = '12/30') => ({ clientSecret, cardNumber, expiry, cvc: '123' });

describe('sandbox gateway', () => {
  // Its intents are rows in the app's database.
  const ctx = useTestApp();
  const sandbox = () => new SandboxGateway('test', ctx.app.db);

  it('refuses to run in production', () => {
    expect(() => new SandboxGateway('production', ctx.app.db)).toThrow(/cannot run in production/);
  });

  it('charges the test cards as Stripe does: 4242 succeeds, 0002 is declined, 9995 has no funds', async () => {
    const gateway = sandbox();
    const bookingId = randomUUID();
    const intent = await gateway.createIntent({ bookingId, amountCents: 1_000, currency: 'usd', idempotencyKey: `intent-${bookingId}` });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]+$`));

    // With Stripe's codes, by which the payment page says each refusal in the buyer's language.
    expect(await gateway.charge(card(intent.clientSecret, '4000 0000 0000 0002'))).toEqual({
      status: 'failed',
      paymentIntentId: intent.id,
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(await gateway.charge(card(intent.clientSecret, '4000000000009995'))).toEqual({
      status: 'failed',
      paymentIntentId: intent.id,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(await gateway.charge(card(intent.clientSecret, SANDBOX_CARDS.succeeds, '01/20'))).toMatchObject({
      status: 'failed',
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');

    expect(await gateway.charge(card(intent.clientSecret, '4242 4242 4242 4242'))).toEqual({ status: 'succeeded', paymentIntentId: intent.id });
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', amountCents: 1_000, currency: 'usd', metadata: { bookingId } });
  });

  it('gives one intent per idempotency key and needs the exact client secret', async () => {
    const gateway = sandbox();
    const input = { bookingId: randomUUID(), amountCents: 300, currency: 'usd' as const, idempotencyKey: `intent-${randomUUID()}` };
    const first = await gateway.createIntent(input);
    expect((await gateway.createIntent(input)).id).toBe(first.id);
    expect(await gateway.charge(card(`${first.id}_secret_guessed`, SANDBOX_CARDS.succeeds))).toEqual({ status: 'unknown-intent' });
    expect(await gateway.retrieveIntent('pi_sandbox_madeup')).toBeUndefined();
  });

  it('refunds only a paid intent', async () => {
    const gateway = sandbox();
    const intent = await gateway.createIntent({ bookingId: randomUUID(), amountCents: 300, currency: 'usd', idempotencyKey: `intent-${randomUUID()}` });
    await gateway.refund(intent.id);
    expect(await gateway.isRefunded(intent.id)).toBe(false);
    await gateway.charge(card(intent.clientSecret, SANDBOX_CARDS.succeeds));
    await gateway.refund(intent.id);
    expect(await gateway.isRefunded(intent.id)).toBe(true);
  });

  it('keeps its intents in the database: a new gateway (another instance, or after a restart) charges them', async () => {
    const bookingId = randomUUID();
    const input = { bookingId, amountCents: 700, currency: 'usd' as const, idempotencyKey: `intent-${bookingId}` };
    const made = await sandbox().createIntent(input);
    const other = sandbox();
    expect((await other.createIntent(input)).id).toBe(made.id);
    expect(await other.charge(card(made.clientSecret, SANDBOX_CARDS.succeeds))).toEqual({ status: 'succeeded', paymentIntentId: made.id });
    expect(await sandbox().retrieveIntent(made.id)).toMatchObject({ status: 'succeeded', amountCents: 700, metadata: { bookingId } });
  });
});
