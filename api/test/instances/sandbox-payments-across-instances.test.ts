import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../helper.ts';
import { bookPhone, confirmPayment, listPhone, saleState, startPayment } from '../payments/phone-sale-fixtures.ts';
import { useTwoInstances } from '../support/two-instances.ts';

// The sandbox gateway's intents are rows in the database (payments/sandbox-gateway.ts): a buyer
// whose requests reach different instances behind the front door pays as on one.
describe('a sandbox payment across two API instances', () => {
  const instances = useTwoInstances();

  it('an intent started through A is charged and confirmed through B, once', async () => {
    const { productId } = await listPhone(instances.a, 15_000);
    const buyer = await createAccount(instances.a, 'buyer');
    const bookingId = await bookPhone(instances.a, buyer, productId);

    const started = await startPayment(instances.a, buyer, bookingId);
    expect(started.statusCode, started.body).toBe(200);
    // A reload that reaches B gets the same intent back.
    const again = await startPayment(instances.b, buyer, bookingId);
    expect(again.json().clientSecret).toBe(started.json().clientSecret);

    const charged = await instances.b.inject({
      method: 'POST',
      url: '/sandbox/charge',
      headers: bearer(buyer.accessToken),
      payload: { clientSecret: started.json().clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json().status).toBe('succeeded');
    const intentId = charged.json().paymentIntentId;

    const confirmedOnB = await confirmPayment(instances.b, buyer, bookingId, intentId);
    const confirmedOnA = await confirmPayment(instances.a, buyer, bookingId, intentId);
    expect(confirmedOnB.statusCode, confirmedOnB.body).toBe(200);
    expect(confirmedOnA.statusCode, confirmedOnA.body).toBe(200);
    expect(confirmedOnA.json().insertedId).toBe(confirmedOnB.json().insertedId);

    const state = await saleState(instances.b, productId);
    expect(state.productStatus).toBe('sold');
    expect(state.payments).toEqual([{ id: confirmedOnB.json().insertedId, bookingId, amountCents: 15_000 }]);
  });
});
