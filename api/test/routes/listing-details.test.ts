import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { LISTING_MESSAGES } from '../../src/routes/seller-products.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { useListingChangeCast } from './listing-change-cast.ts';
import { bookPhone, expireHold, listPhone, startPayment } from '../payments/phone-sale-fixtures.ts';

const NEW_DETAILS = {
  condition: 'Fair',
  usedYear: 3,
  phone: '+8801812345678',
  division: 'chattogram',
  district: 'coxs-bazar',
  area: '  Kolatoli  ',
  description: '  Screen replaced last month; battery holds a day.  ',
};

describe("a seller changes a phone's details: PUT /product/:id/details", () => {
  const ctx = useTestApp();
  const cast = useListingChangeCast(ctx);

  const changeDetails = (productId: string, details: object = NEW_DETAILS, token: string | null = cast.seller.accessToken) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/product/${productId}/details`,
      headers: token ? bearer(token) : {},
      payload: details,
    });
  const phonePage = async (productId: string) => (await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).json();
  const listed = async () => (await listPhone(ctx.app, 12_500, cast.seller)).productId;

  it("shows the new details on the phone's page and in My Products at once; the name and price stay", async () => {
    const productId = await listed();
    const before = await phonePage(productId);

    const changed = await changeDetails(productId);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      condition: 'Fair',
      usedYear: 3,
      phone: '01812345678',
      division: 'chattogram',
      district: 'coxs-bazar',
      area: 'Kolatoli',
      description: 'Screen replaced last month; battery holds a day.',
    });

    expect(await phonePage(productId)).toMatchObject({
      name: before.name,
      resalePrice: 125,
      condition: 'Fair',
      usedYear: 3,
      division: 'chattogram',
      district: 'coxs-bazar',
      area: 'Kolatoli',
      location: "Kolatoli, Cox's Bazar, Chattogram",
      description: 'Screen replaced last month; battery holds a day.',
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/myProduct/${encodeURIComponent(cast.seller.email)}?limit=100`,
      headers: bearer(cast.seller.accessToken),
    });
    expect(mine.json().find((row: { _id: string }) => row._id === productId)).toMatchObject({ phone: '01812345678', condition: 'Fair' });

    // The area is optional: left out, the place is the district and division alone.
    const { area: _area, ...withoutArea } = NEW_DETAILS;
    expect((await changeDetails(productId, withoutArea)).json()).not.toHaveProperty('area');
    expect(await phonePage(productId)).toMatchObject({ location: "Cox's Bazar, Chattogram" });
    // So is the condition: left out, the phone names none (not one the seller never chose).
    const { condition: _condition, ...withoutCondition } = NEW_DETAILS;
    expect((await changeDetails(productId, withoutCondition)).json()).not.toHaveProperty('condition');
    expect(await phonePage(productId)).not.toHaveProperty('condition');
  });

  it('tells a buyer who booked before the change to read the details again before paying, and no one who booked after', async () => {
    const productId = await listed();
    const earlier = await bookPhone(ctx.app, cast.buyer, productId);
    const paymentPage = async (account: TestAccount, bookingId: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/bookingData/${bookingId}`, headers: bearer(account.accessToken) })).json();
    expect(await paymentPage(cast.buyer, earlier)).not.toHaveProperty('detailsChangedAt');

    expect((await changeDetails(productId)).statusCode).toBe(200);
    const told = await paymentPage(cast.buyer, earlier);
    expect(Date.parse(told.detailsChangedAt)).toBeGreaterThan(Date.parse(told.bookedAt));
    expect(told).not.toHaveProperty('photosChangedAt');

    const later = await createAccount(ctx.app, 'buyer');
    expect(await paymentPage(later, await bookPhone(ctx.app, later, productId))).not.toHaveProperty('detailsChangedAt');
  });

  it('refuses a number that is not a Bangladeshi mobile, a district of another division, and anything else', async () => {
    const productId = await listed();
    const badPhone = await changeDetails(productId, { ...NEW_DETAILS, phone: '01234567890' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ code: 'PHONE_INVALID' });
    const elsewhere = await changeDetails(productId, { ...NEW_DETAILS, division: 'sylhet' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'PLACE_DISTRICT_NOT_IN_DIVISION' });
    for (const wrong of [
      { ...NEW_DETAILS, description: '' },
      { ...NEW_DETAILS, usedYear: 31 },
      { ...NEW_DETAILS, condition: 'Like new' },
      { ...NEW_DETAILS, name: 'Another phone' },
      { ...NEW_DETAILS, resalePrice: 1 },
    ]) {
      expect((await changeDetails(productId, wrong)).statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect(await phonePage(productId)).toMatchObject({ description: 'A phone for payment tests', usedYear: 1, resalePrice: 125 });
  });

  it("is the seller's own: not another seller's, a buyer's, an admin's or a visitor's", async () => {
    const productId = await listed();
    expect((await changeDetails(productId, NEW_DETAILS, cast.otherSeller.accessToken)).statusCode).toBe(403);
    expect((await changeDetails(productId, NEW_DETAILS, cast.buyer.accessToken)).statusCode).toBe(403);
    expect((await changeDetails(productId, NEW_DETAILS, cast.admin.accessToken)).statusCode).toBe(403);
    expect((await changeDetails(productId, NEW_DETAILS, null)).statusCode).toBe(401);
    expect((await changeDetails('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await phonePage(productId)).toMatchObject({ description: 'A phone for payment tests' });
  });

  it('waits while a buyer is paying (they pay for the phone as it was), and changes nothing of a sold phone', async () => {
    const productId = await listed();
    const bookingId = await bookPhone(ctx.app, cast.buyer, productId);
    expect((await startPayment(ctx.app, cast.buyer, bookingId)).statusCode).toBe(200);
    const during = await changeDetails(productId);
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ message: LISTING_MESSAGES.beingPaid, code: 'LISTING_BEING_PAID' });
    expect(await phonePage(productId)).toMatchObject({ description: 'A phone for payment tests' });

    await expireHold(ctx.app, productId);
    expect((await changeDetails(productId)).statusCode).toBe(200);

    await ctx.app.db.update(products).set({ status: 'sold' }).where(eq(products.id, productId));
    const sold = await changeDetails(productId, { ...NEW_DETAILS, description: 'Changed after the sale' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ message: LISTING_MESSAGES.detailsNotForSale, code: 'LISTING_DETAILS_NOT_FOR_SALE' });
    const [row] = await ctx.app.db.select({ description: products.description }).from(products).where(eq(products.id, productId));
    expect(row!.description).toBe('Screen replaced last month; battery holds a day.');
  });
});
