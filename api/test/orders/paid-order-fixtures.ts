import { randomInt } from 'node:crypto';
import { imeiCheckDigit } from '@sellphones/contracts';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { bookings, products } from '../../src/db/schema.ts';
import { SANDBOX_CARDS, type SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { bearer, createAccount, type TestAccount } from '../helper.ts';
import { bookPhone, confirmPayment, listPhone, startPayment } from '../payments/phone-sale-fixtures.ts';

/** A made-up IMEI with a valid check digit, different on every call. */
export function validImei(): string {
  const first14 = `35${String(randomInt(0, 1e12)).padStart(12, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

export interface PaidOrder {
  orderId: string;
  productId: string;
  buyer: TestAccount;
  seller: TestAccount;
}

/**
 * A phone listed, booked and paid by card through the sandbox: an order waiting for its handover.
 * Fresh accounts unless a buyer and a seller are given.
 */
export async function paidOrder(
  app: App,
  imei?: string,
  between?: { buyer: TestAccount; seller: TestAccount },
): Promise<PaidOrder> {
  const { productId, seller } = await listPhone(app, 12_500, between?.seller);
  if (imei) await app.db.update(products).set({ imei }).where(eq(products.id, productId));
  const buyer = between?.buyer ?? (await createAccount(app, 'buyer', 'Rahim Uddin'));
  const orderId = await bookPhone(app, buyer, productId);
  await payByCard(app, buyer, orderId);
  return { orderId, productId, buyer, seller };
}

/** The buyer pays for the booking by card through the sandbox, as the payment page does. */
export async function payByCard(app: App, buyer: TestAccount, orderId: string): Promise<void> {
  const start = await startPayment(app, buyer, orderId);
  const outcome = await (app.paymentGateway as SandboxGateway).charge({
    clientSecret: start.json().clientSecret,
    cardNumber: SANDBOX_CARDS.succeeds,
    expiry: '12/30',
    cvc: '123',
  });
  if (outcome.status !== 'succeeded') throw new Error('sandbox charge failed');
  const paid = await confirmPayment(app, buyer, orderId, outcome.paymentIntentId);
  if (paid.statusCode !== 200) throw new Error(`payment not recorded: ${paid.body}`);
}

export function orderStep(app: App, account: TestAccount, orderId: string, step: 'handover' | 'receipt' | 'problem' | 'rating', payload?: unknown) {
  return app.inject({
    method: 'POST',
    url: `/orders/${orderId}/${step}`,
    headers: bearer(account.accessToken),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function readOrder(app: App, account: TestAccount, orderId: string) {
  return app.inject({ method: 'GET', url: `/orders/${orderId}`, headers: bearer(account.accessToken) });
}

/** As if the handover had happened `days` days ago (receipts and windows are computed from it). */
export async function handedOverDaysAgo(app: App, orderId: string, days: number): Promise<void> {
  await app.db
    .update(bookings)
    .set({ handedOverAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(bookings.id, orderId));
}

/** As if the buyer had confirmed receipt `days` days ago. */
export async function receivedDaysAgo(app: App, orderId: string, days: number): Promise<void> {
  await app.db
    .update(bookings)
    .set({ receivedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(bookings.id, orderId));
}
