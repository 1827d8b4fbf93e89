import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { uploadPhoto } from '../support/proof-cast.ts';
import { phoneListing } from './photo-fixtures.ts';

describe('a listing with several photos', () => {
  const ctx = useTestApp();

  it("shows the cover first, then the others in the seller's order, on the phone's page", async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const [cover, second, third] = [
      await uploadPhoto(ctx.app, seller.accessToken),
      await uploadPhoto(ctx.app, seller.accessToken),
      await uploadPhoto(ctx.app, seller.accessToken),
    ];
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(seller.accessToken),
      // A photo sent twice is kept once.
      payload: { ...phoneListing(cover), morePhotos: [third, second, third] },
    });
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
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(seller.accessToken),
      payload: { ...phoneListing(cover!), morePhotos: more },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("refuses another account's upload among the other photos, and lists nothing", async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const other = await createAccount(ctx.app, 'seller');
    const cover = await uploadPhoto(ctx.app, seller.accessToken);
    const theirs = await uploadPhoto(ctx.app, other.accessToken);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(seller.accessToken),
      payload: { ...phoneListing(cover), morePhotos: [theirs] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LISTING_PHOTO_NOT_UPLOADED',
      message: 'Please select your photo again: it was not uploaded here.',
    });
    const mine = await ctx.app.inject({ method: 'GET', url: `/myProduct/${seller.email}`, headers: bearer(seller.accessToken) });
    expect(mine.json()).toEqual([]);
  });
});
