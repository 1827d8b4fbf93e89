import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { uploadPhoto } from '../support/proof-cast.ts';
import { bookPhone } from '../payments/phone-sale-fixtures.ts';
import { addPhoneWithPhotos, phoneListing } from './photo-fixtures.ts';

describe('a listing with several photos', () => {
  const ctx = useTestApp();

  it("shows the cover first, then the others in the seller's order, on the phone's page", async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const [cover, second, third] = [
      await uploadPhoto(ctx.app, seller.accessToken),
      await uploadPhoto(ctx.app, seller.accessToken),
      await uploadPhoto(ctx.app, seller.accessToken),
    ];
    // A photo sent twice is kept once.
    const listed = await addPhoneWithPhotos(ctx.app, seller, cover, [third, second, third]);
    expect(listed.statusCode).toBe(200);

    const page = await ctx.app.inject({ method: 'GET', url: `/phones/${listed.json().insertedId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().img).toBe(cover);
    expect(page.json().photos).toEqual([cover, third, second]);
    // The row of small pictures under the cover: each photo's thumbnail, in the same order.
    const thumbOf = (photo: string) => photo.replace(/\.webp$/, '-thumb.webp');
    expect(page.json().photoThumbs).toEqual([cover, third, second].map(thumbOf));
  });

  it('keeps a one-photo listing to its one photo', async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const cover = await uploadPhoto(ctx.app, seller.accessToken);
    const listed = await ctx.app.inject({ method: 'POST', url: '/addProduct', headers: bearer(seller.accessToken), payload: phoneListing(cover) });
    const page = await ctx.app.inject({ method: 'GET', url: `/phones/${listed.json().insertedId}` });
    expect(page.json().photos).toEqual([cover]);
    expect(page.json().photoThumbs).toEqual([cover.replace(/\.webp$/, '-thumb.webp')]);
  });

  it('refuses more than five photos', async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const photos = [];
    for (let i = 0; i < 6; i++) photos.push(await uploadPhoto(ctx.app, seller.accessToken));
    const [cover, ...more] = photos;
    const refused = await addPhoneWithPhotos(ctx.app, seller, cover!, more);
    expect(refused.statusCode).toBe(400);
  });

  it("refuses another account's upload among the other photos, and lists nothing", async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const other = await createAccount(ctx.app, 'seller');
    const cover = await uploadPhoto(ctx.app, seller.accessToken);
    const theirs = await uploadPhoto(ctx.app, other.accessToken);
    const refused = await addPhoneWithPhotos(ctx.app, seller, cover, [theirs]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LISTING_PHOTO_NOT_UPLOADED',
      message: 'Please select your photo again: it was not uploaded here.',
    });
    const mine = await ctx.app.inject({ method: 'GET', url: `/myProduct/${seller.email}`, headers: bearer(seller.accessToken) });
    expect(mine.json()).toEqual([]);
  });
});

describe("a seller rearranges a phone's photos: PUT /product/:id/photos", () => {
  const ctx = useTestApp();

  async function listWithPhotos() {
    const seller = await createAccount(ctx.app, 'seller');
    const [cover, second] = [await uploadPhoto(ctx.app, seller.accessToken), await uploadPhoto(ctx.app, seller.accessToken)];
    const listed = await addPhoneWithPhotos(ctx.app, seller, cover, [second]);
    return { seller, cover, second, productId: listed.json<{ insertedId: string }>().insertedId };
  }
  const changePhotos = (productId: string, token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/product/${productId}/photos`, headers: bearer(token), payload });
  const photosOf = async (productId: string) => (await ctx.app.inject({ method: 'GET', url: `/phones/${productId}` })).json().photos;

  it('makes another photo the cover, drops one and adds a new upload; the page shows them at once', async () => {
    const { seller, cover, second, productId } = await listWithPhotos();
    const added = await uploadPhoto(ctx.app, seller.accessToken);

    const changed = await changePhotos(productId, seller.accessToken, { img: second, morePhotos: [added] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ img: second, morePhotos: [added] });
    expect(await photosOf(productId)).toEqual([second, added]);

    // Back to one photo, the first cover, which the phone no longer has but the seller uploaded.
    expect((await changePhotos(productId, seller.accessToken, { img: cover })).json()).toEqual({ img: cover });
    expect(await photosOf(productId)).toEqual([cover]);
  });

  it("refuses a photo that is neither the phone's nor the seller's upload, and another seller's change", async () => {
    const { seller, cover, productId } = await listWithPhotos();
    const other = await listWithPhotos();
    const elsewhere = await changePhotos(productId, seller.accessToken, { img: cover, morePhotos: ['https://example.com/phone.webp'] });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'LISTING_PHOTO_NOT_UPLOADED' });
    // Another seller's photo, even one of their listed phones.
    expect((await changePhotos(productId, seller.accessToken, { img: other.cover })).statusCode).toBe(400);
    expect((await changePhotos(productId, other.seller.accessToken, { img: other.cover })).statusCode).toBe(403);
    expect((await changePhotos(productId, seller.accessToken, { img: cover, morePhotos: Array(5).fill(cover) })).statusCode).toBe(400);
    expect(await photosOf(productId)).toHaveLength(2);
  });

  it('tells a buyer who booked before the change to look at the photos again before paying', async () => {
    const { seller, second, productId } = await listWithPhotos();
    const buyer = await createAccount(ctx.app, 'buyer');
    const bookingId = await bookPhone(ctx.app, buyer, productId);
    const paymentPage = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/bookingData/${bookingId}`, headers: bearer(buyer.accessToken) })).json();
    expect(await paymentPage()).not.toHaveProperty('photosChangedAt');

    expect((await changePhotos(productId, seller.accessToken, { img: second })).statusCode).toBe(200);
    const told = await paymentPage();
    expect(Date.parse(told.photosChangedAt)).toBeGreaterThan(Date.parse(told.bookedAt));
    // The photos alone changed: the details are as booked.
    expect(told).not.toHaveProperty('detailsChangedAt');
  });
});
