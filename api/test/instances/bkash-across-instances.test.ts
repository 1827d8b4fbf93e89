import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { BkashStandIn } from '../../bkash-standin/server.ts';
import { bearer, createAccount, type TestAccount } from '../helper.ts';
import { bkashConfigFor, pathOf, payInWallet } from '../payments/bkash-wallet.ts';
import { bookPhone, listPhone, saleState } from '../payments/phone-sale-fixtures.ts';
import { useTwoInstances } from '../support/two-instances.ts';
import type { App } from '../../src/app.ts';

// bKash behind the front door: a payment started through one instance is settled through the
// other, and both use one token, renewed once.
describe('bKash across two API instances', () => {
  const standIn = new BkashStandIn();
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  const instances = useTwoInstances(() => bkashConfigFor(standIn.baseUrl));

  const startBkash = (app: App, buyer: TestAccount, bookingId: string) =>
    app.inject({ method: 'POST', url: '/payments/bkash', headers: bearer(buyer.accessToken), payload: { bookingId } });

  it('started through A, settled through B, once, with one token for both', async () => {
    const { productId } = await listPhone(instances.a, 15_000);
    const buyer = await createAccount(instances.a, 'buyer');
    const bookingId = await bookPhone(instances.a, buyer, productId);

    const started = await startBkash(instances.a, buyer, bookingId);
    expect(started.statusCode, started.body).toBe(200);
    const back = await payInWallet(started.json().bkashURL);
    const [onB, onA] = await Promise.all([
      instances.b.inject({ method: 'GET', url: pathOf(back) }),
      instances.a.inject({ method: 'GET', url: pathOf(back) }),
    ]);
    expect([onB.headers.location, onA.headers.location]).toEqual([
      `http://shop.test/dashboard/payment/${bookingId}?bkash=paid`,
      `http://shop.test/dashboard/payment/${bookingId}?bkash=paid`,
    ]);
    expect((await saleState(instances.a, productId)).payments).toEqual([{ id: expect.any(String), bookingId, amountCents: 15_000 }]);
    expect(standIn.ledger.counts.grants).toBe(1);
  });

  it('a token bKash says has expired is renewed once for calls through both', async () => {
    const buyers: Array<{ buyer: TestAccount; bookingId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const buyer = await createAccount(instances.a, 'buyer');
      buyers.push({ buyer, bookingId: await bookPhone(instances.a, buyer, (await listPhone(instances.a)).productId) });
    }
    standIn.expireTokens();
    const refreshesBefore = standIn.ledger.counts.refreshes;
    const started = await Promise.all(buyers.map(({ buyer, bookingId }, i) => startBkash(i % 2 ? instances.b : instances.a, buyer, bookingId)));
    expect(started.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(standIn.ledger.counts.refreshes - refreshesBefore).toBe(1);
  });
});
