import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { paidOrder } from '../orders/paid-order-fixtures.ts';
import { bookPhone, listPhone } from '../payments/phone-sale-fixtures.ts';
import { tamper } from '../support/forged-tokens.ts';
import { firebaseAccountMadeAgo, firebaseSignIn } from '../support/firebase-emulator.ts';

describe('DELETE /users/me: a person closes their own account', () => {
  const ctx = useTestApp();
  const now = () => Math.floor(Date.now() / 1000);

  /** The account's Firebase ID token as right after giving the password again (or `minutesAgo` before). */
  function signedInToken(account: TestAccount, minutesAgo = 0): string {
    return tamper(account.idToken, { auth_time: now() - minutesAgo * 60 });
  }

  function close(idToken: string) {
    return ctx.app.inject({ method: 'DELETE', url: '/users/me', headers: bearer(idToken) });
  }

  it("takes the seller's phones off sale, cancels the bookings on them and ends every way back in", async () => {
    const { productId, seller } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);

    const closed = await close(signedInToken(seller));
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ deletedCount: 1 });

    expect((await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).statusCode).toBe(410);
    const [booking] = await ctx.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.status).toBe('cancelled');
    // The API token of the session it was closed from, and a new sign-in, both end.
    const ownList = await ctx.app.inject({ method: 'GET', url: `/myProduct/${encodeURIComponent(seller.email)}`, headers: bearer(seller.accessToken) });
    expect(ownList.statusCode).toBe(401);
    await expect(firebaseSignIn(seller.email, 'Secret#123')).rejects.toThrow(/USER_DISABLED/);
    // Closed once: there is nothing left to close.
    expect((await close(signedInToken(seller))).statusCode).toBe(401);
  });

  it('asks for the password again when the sign-in is older than five minutes, and changes nothing', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    await firebaseAccountMadeAgo(buyer.uid, 3600);
    const refused = await close(signedInToken(buyer, 6));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Please give your password again to close your account.',
      code: 'ACCOUNT_CLOSING_SIGN_IN_AGAIN',
    });
    const myOrders = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${encodeURIComponent(buyer.email)}`, headers: bearer(buyer.accessToken) });
    expect(myOrders.statusCode).toBe(200);
  });

  it('is refused to both sides of an order in progress, which still need each other', async () => {
    const { buyer, seller } = await paidOrder(ctx.app);
    for (const side of [buyer, seller]) {
      const refused = await close(signedInToken(side));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ACCOUNT_CLOSING_ORDERS_IN_PROGRESS');
    }
  });

  it('is refused to an admin', async () => {
    const admin = await createAccount(ctx.app, 'admin');
    const refused = await close(signedInToken(admin));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_CLOSING_ADMIN');
  });
});
