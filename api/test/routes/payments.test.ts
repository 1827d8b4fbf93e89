import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments } from '../../src/db/schema.ts';
import { SANDBOX_CARDS, type SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import {
  bookPhone,
  confirmPayment,
  expireHold,
  listPhone,
  saleState,
  startPayment,
} from '../payments/phone-sale-fixtures.ts';

const HELD = 'Someone is buying this phone right now. Try again in 15 minutes.';
const SOLD_REFUNDED = 'This phone was sold to another buyer; your payment has been refunded.';

describe('card payment with the sandbox gateway', () => {
  // In taka, the product's own currency: amounts in poisha, intents in 'bdt'.
  const ctx = useTestApp({ currency: 'BDT' });
  const sandbox = () => ctx.app.paymentGateway as SandboxGateway;

  async function chargeThroughRoute(token: string, clientSecret: string, cardNumber: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/sandbox/charge',
      headers: bearer(token),
      payload: { clientSecret, cardNumber, expiry: '12/30', cvc: '123' },
    });
  }

  it('a transactionId with a NUL byte gets 400, not a database error', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const { productId } = await listPhone(ctx.app);
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const answer = await confirmPayment(ctx.app, buyer, bookingId, 'pi_\u0000');
    expect(answer.statusCode).toBe(400);
  });

  it('a sandbox charge with a NUL byte in its client secret gets 400, not a database error', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const answer = await chargeThroughRoute(buyer.accessToken, '\u0000', SANDBOX_CARDS.succeeds);
    expect(answer.statusCode).toBe(400);
  });

  it('GET /payment-config names the sandbox, publicly', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/payment-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gateway: 'sandbox', methods: ['card', 'cash'] });
  });

  it('starts a payment at the booking\'s price whatever price the client sends, and a reload gets the same intent', async () => {
    // ৳52,000.50, charged in poisha.
    const { productId } = await listPhone(ctx.app, 5_200_050);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);

    const first = await startPayment(ctx.app, buyer, bookingId, { productPrice: 1 });
    expect(first.statusCode).toBe(200);
    const intent = first.json();
    expect(intent).toMatchObject({ gateway: 'sandbox', amount: 52_000.5 });
    expect(intent.clientSecret).toMatch(/^pi_sandbox_[0-9a-f]+_secret_[0-9a-f]+$/);

    const intentId = intent.clientSecret.split('_secret_')[0];
    expect(await sandbox().retrieveIntent(intentId)).toMatchObject({
      amountCents: 5_200_050,
      currency: 'bdt',
      metadata: { bookingId },
    });

    const reload = await startPayment(ctx.app, buyer, bookingId);
    expect(reload.json().clientSecret).toBe(intent.clientSecret);
    const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.paymentIntentId).toBe(intentId);
  });

  it('holds the phone for the first buyer; a second buyer is told it is being bought until the hold runs out', async () => {
    const { productId } = await listPhone(ctx.app);
    const [first, second] = [await createAccount(ctx.app, 'buyer'), await createAccount(ctx.app, 'buyer')];
    const firstBooking = await bookPhone(ctx.app, first, productId);
    const secondBooking = await bookPhone(ctx.app, second, productId);

    expect((await startPayment(ctx.app, first, firstBooking)).statusCode).toBe(200);
    const refused = await startPayment(ctx.app, second, secondBooking);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HELD);

    await expireHold(ctx.app, productId);
    expect((await startPayment(ctx.app, second, secondBooking)).statusCode).toBe(200);
  });

  it('only the booking\'s buyer may start paying for it', async () => {
    const { productId } = await listPhone(ctx.app);
    const owner = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, owner, productId);
    const response = await startPayment(ctx.app, other, bookingId);
    expect(response.statusCode).toBe(403);
    expect((await saleState(ctx.app, productId)).bookings[0]?.status).toBe('unpaid');
  });

  it('a declined card and a card without funds show the card provider\'s message and change nothing', async () => {
    const { productId } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const { clientSecret } = (await startPayment(ctx.app, buyer, bookingId)).json();
    const before = await saleState(ctx.app, productId);

    const declined = await chargeThroughRoute(buyer.accessToken, clientSecret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'failed', code: 'card_declined', message: 'Your card was declined.' });
    const poor = await chargeThroughRoute(buyer.accessToken, clientSecret, '4000 0000 0000 9995');
    expect(poor.json()).toMatchObject({ status: 'failed', code: 'card_declined', declineCode: 'insufficient_funds' });

    const recorded = await confirmPayment(ctx.app, buyer, bookingId, declined.json().paymentIntentId);
    expect(recorded.statusCode).toBe(402);
    expect(recorded.json().message).toBe('This payment has not been completed.');
    expect(await saleState(ctx.app, productId)).toEqual(before);
  });

  it('pays, sells the phone, cancels the other buyers\' bookings, and a repeat returns the same payment', async () => {
    const { productId } = await listPhone(ctx.app, 9_900);
    const buyer = await createAccount(ctx.app, 'buyer');
    const rival = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const rivalBooking = await bookPhone(ctx.app, rival, productId);
    const { clientSecret } = (await startPayment(ctx.app, buyer, bookingId)).json();

    const charged = await chargeThroughRoute(buyer.accessToken, clientSecret, '4242 4242 4242 4242');
    expect(charged.json().status).toBe('succeeded');
    const transactionId = charged.json().paymentIntentId;

    const recorded = await confirmPayment(ctx.app, buyer, bookingId, transactionId, { productPrice: 0.01 });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ acknowledged: true, transactionId });
    const again = await confirmPayment(ctx.app, buyer, bookingId, transactionId);
    expect(again.statusCode).toBe(200);
    expect(again.json().insertedId).toBe(recorded.json().insertedId);

    const state = await saleState(ctx.app, productId);
    expect(state.productStatus).toBe('sold');
    expect(state.payments).toEqual([{ id: recorded.json().insertedId, bookingId, amountCents: 9_900 }]);
    expect(Object.fromEntries(state.bookings.map((b) => [b.id, b.status]))).toEqual({
      [bookingId]: 'paid',
      [rivalBooking]: 'cancelled',
    });

    const mine = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) });
    expect(mine.json()[0]).toMatchObject({ _id: bookingId, paid: true, status: 'paid' });
    expect(mine.json()[0]).not.toHaveProperty('cancelledBecause');
    const theirs = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${rival.email}`, headers: bearer(rival.accessToken) });
    expect(theirs.json()[0]).toMatchObject({ _id: rivalBooking, paid: false, status: 'cancelled', cancelledBecause: 'sold-to-another' });

    // Paid and cancelled bookings cannot start another payment.
    expect((await startPayment(ctx.app, buyer, bookingId)).json().message).toBe('This booking is already paid.');
    expect((await startPayment(ctx.app, rival, rivalBooking)).statusCode).toBe(409);
  });

  it('refuses a made-up transaction id and another buyer\'s booking, changing nothing', async () => {
    const { productId } = await listPhone(ctx.app);
    const owner = await createAccount(ctx.app, 'buyer');
    const thief = await createAccount(ctx.app, 'buyer');
    const ownerBooking = await bookPhone(ctx.app, owner, productId);
    const thiefBooking = await bookPhone(ctx.app, thief, productId);
    const { clientSecret } = (await startPayment(ctx.app, owner, ownerBooking)).json();
    const ownerIntent = (await chargeThroughRoute(owner.accessToken, clientSecret, SANDBOX_CARDS.succeeds)).json().paymentIntentId;
    // The charge itself recorded the owner's sale (the sandbox's webhook); start again on a fresh phone.
    const fresh = await listPhone(ctx.app);
    const freshOwner = await bookPhone(ctx.app, owner, fresh.productId);
    const freshThief = await bookPhone(ctx.app, thief, fresh.productId);
    const before = await saleState(ctx.app, fresh.productId);

    const madeUp = await confirmPayment(ctx.app, thief, freshThief, 'pi_sandbox_000000000000000000000000');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe('This payment was not found.');

    const borrowed = await confirmPayment(ctx.app, thief, freshThief, ownerIntent);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe('This payment is not for this booking.');

    const notTheirs = await confirmPayment(ctx.app, thief, freshOwner, ownerIntent);
    expect(notTheirs.statusCode).toBe(403);

    expect(await saleState(ctx.app, fresh.productId)).toEqual(before);
    expect(thiefBooking).not.toBe(ownerBooking);
  });

  it("a card charged after the phone was sold to another buyer is refunded, with the refusal's code", async () => {
    const { productId } = await listPhone(ctx.app);
    const [late, first] = await Promise.all([createAccount(ctx.app, 'buyer'), createAccount(ctx.app, 'buyer')]);
    const lateBooking = await bookPhone(ctx.app, late, productId);
    const firstBooking = await bookPhone(ctx.app, first, productId);
    const { clientSecret } = (await startPayment(ctx.app, late, lateBooking)).json();
    await expireHold(ctx.app, productId);
    const firstStart = (await startPayment(ctx.app, first, firstBooking)).json();
    const firstCharge = await chargeThroughRoute(first.accessToken, firstStart.clientSecret, SANDBOX_CARDS.succeeds);
    expect(firstCharge.json()).toMatchObject({ status: 'succeeded' });

    // The card form's own charge records the sale; the phone is gone, so the money goes back.
    const lateCharge = await chargeThroughRoute(late.accessToken, clientSecret, SANDBOX_CARDS.succeeds);
    expect(lateCharge.statusCode).toBe(200);
    expect(lateCharge.json()).toMatchObject({ status: 'failed', message: SOLD_REFUNDED, code: 'REFUND_SOLD_TO_ANOTHER' });
    expect(await sandbox().isRefunded(lateCharge.json().paymentIntentId)).toBe(true);
  });

  it('twenty buyers paying for one phone at the same moment: one sale, every other charge refunded', async () => {
    const { productId } = await listPhone(ctx.app, 20_000);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createAccount(ctx.app, 'buyer')));
    const bookingIds = await Promise.all(buyers.map((buyer) => bookPhone(ctx.app, buyer, productId)));

    // All twenty open the payment page at once: the hold lets exactly one through.
    const starts = await Promise.all(buyers.map((buyer, i) => startPayment(ctx.app, buyer, bookingIds[i]!)));
    expect(starts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(starts.filter((r) => r.statusCode === 409 && r.json().message === HELD)).toHaveLength(19);

    // Worst case: every hold runs out in turn and every buyer's card is charged.
    const intentIds: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      await expireHold(ctx.app, productId);
      const start = await startPayment(ctx.app, buyer, bookingIds[i]!);
      expect(start.statusCode).toBe(200);
      const outcome = await sandbox().charge({ clientSecret: start.json().clientSecret, cardNumber: SANDBOX_CARDS.succeeds, expiry: '12/30', cvc: '123' });
      expect(outcome.status).toBe('succeeded');
      intentIds.push((outcome as { paymentIntentId: string }).paymentIntentId);
    }

    const results = await Promise.all(buyers.map((buyer, i) => confirmPayment(ctx.app, buyer, bookingIds[i]!, intentIds[i]!)));
    const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode === 409);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.json()).toMatchObject({ message: SOLD_REFUNDED, code: 'REFUND_SOLD_TO_ANOTHER' });

    // No second charge left standing: every intent but the winner's has been refunded.
    const winner = winners[0]!;
    for (const [i, id] of intentIds.entries()) expect(await sandbox().isRefunded(id)).toBe(i !== winner);

    const state = await saleState(ctx.app, productId);
    expect(state.productStatus).toBe('sold');
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]?.bookingId).toBe(bookingIds[winner]);
    expect(state.bookings.filter((b) => b.status === 'paid')).toHaveLength(1);
    expect(state.bookings.filter((b) => b.status === 'cancelled')).toHaveLength(19);
    const rows = await ctx.app.db.select().from(payments).where(eq(payments.bookingId, bookingIds[winner]!));
    expect(rows).toHaveLength(1);
  });
});
