import { access, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../helper.ts';
import { bookPhone } from '../payments/phone-sale-fixtures.ts';
import { uploadPhoto } from '../support/proof-cast.ts';
import { addPhoneWithPhotos, ageUpload, listPhoneWith, storedNameOf, useAppStoringPhotos } from './photo-fixtures.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'unused-uploads-'));
const fileOf = (displayUrl: string, copy: '' | '-medium' | '-thumb' | '-small' = '') =>
  path.join(dataDir, 'images', storedNameOf(displayUrl).replace('.webp', `${copy}.webp`));
const exists = (file: string) => access(file).then(() => true, () => false);
const pathOf = (url: string) => new URL(url).pathname;

describe('uploads that no product or profile uses', () => {
  const ctx = useAppStoringPhotos(dataDir);

  it('are deleted a day after upload, files and all, while used and recent ones stay', async () => {
    const unused = await uploadPhoto(ctx.app, ctx.seller.accessToken);
    const onAProduct = await uploadPhoto(ctx.app, ctx.seller.accessToken);
    const onAProfile = await uploadPhoto(ctx.app, ctx.seller.accessToken);
    const recent = await uploadPhoto(ctx.app, ctx.seller.accessToken);
    expect(await listPhoneWith(ctx.app, ctx.seller, onAProduct)).toBe(200);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(ctx.seller.idToken),
      payload: { name: 'Seller With Photo', email: ctx.seller.email, userPhoto: onAProfile },
    });
    expect(profile.statusCode).toBe(200);
    for (const url of [unused, onAProduct, onAProfile]) await ageUpload(ctx.app, url, 25);
    await ageUpload(ctx.app, recent, 23);

    expect(await ctx.app.photos.sweepUnused()).toBe(1);

    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url: pathOf(url) })).statusCode;
    expect(await status(unused)).toBe(404);
    expect(await exists(fileOf(unused))).toBe(false);
    expect(await exists(fileOf(unused, '-thumb'))).toBe(false);
    expect(await exists(fileOf(unused, '-small'))).toBe(false);
    expect(await exists(fileOf(unused, '-medium'))).toBe(false);
    for (const kept of [onAProduct, onAProfile, recent]) {
      expect(await status(kept)).toBe(200);
      expect(await exists(fileOf(kept, '-thumb'))).toBe(true);
      expect(await exists(fileOf(kept, '-small'))).toBe(true);
    }
    // A swept photo can no longer be put on a phone: the seller is asked to choose it again.
    expect(await listPhoneWith(ctx.app, ctx.seller, unused)).toBe(400);
  });

  it('are deleted once when two sweeps run at the same time', async () => {
    const old = await uploadPhoto(ctx.app, ctx.seller.accessToken);
    await ageUpload(ctx.app, old, 30);
    const counts = await Promise.all([ctx.app.photos.sweepUnused(), ctx.app.photos.sweepUnused()]);
    expect(counts.sort()).toEqual([0, 1]);
  });

  it("include a photo the seller took off a listing, unless it is back on it or on another of their listings", async () => {
    const upload = () => uploadPhoto(ctx.app, ctx.seller.accessToken);
    const [cover, takenOff, onAnother, putBack] = await Promise.all([upload(), upload(), upload(), upload()]);
    const listed = await addPhoneWithPhotos(ctx.app, ctx.seller, cover, [takenOff, onAnother, putBack]);
    expect(listed.statusCode).toBe(200);
    // The API lets a seller show one upload on several listings.
    expect(await listPhoneWith(ctx.app, ctx.seller, onAnother)).toBe(200);
    const changePhotos = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/product/${listed.json<{ insertedId: string }>().insertedId}/photos`,
        headers: bearer(ctx.seller.accessToken),
        payload,
      });
    expect((await changePhotos({ img: cover })).statusCode).toBe(200);
    expect((await changePhotos({ img: cover, morePhotos: [putBack] })).statusCode).toBe(200);
    for (const url of [cover, takenOff, onAnother, putBack]) await ageUpload(ctx.app, url, 25);

    expect(await ctx.app.photos.sweepUnused()).toBe(1);

    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url: pathOf(url) })).statusCode;
    expect(await status(takenOff)).toBe(404);
    expect(await exists(fileOf(takenOff, '-thumb'))).toBe(false);
    for (const kept of [cover, onAnother, putBack]) expect(await status(kept)).toBe(200);
  });

  it("include the photos of a listing deleted before anyone booked it, not those of a booked one", async () => {
    const upload = () => uploadPhoto(ctx.app, ctx.seller.accessToken);
    const [cover, more, bookedCover, onAnother] = await Promise.all([upload(), upload(), upload(), upload()]);
    const list = async (photo: string, morePhotos: string[]) => {
      const listed = await addPhoneWithPhotos(ctx.app, ctx.seller, photo, morePhotos);
      expect(listed.statusCode).toBe(200);
      return listed.json<{ insertedId: string }>().insertedId;
    };
    const unbooked = await list(cover, [more, onAnother]);
    const booked = await list(bookedCover, []);
    expect(await listPhoneWith(ctx.app, ctx.seller, onAnother)).toBe(200);
    await bookPhone(ctx.app, await createAccount(ctx.app, 'buyer'), booked);
    const admin = await createAccount(ctx.app, 'admin');
    const deleteAs = (token: string, id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/product/${id}`, headers: bearer(token) });
    expect((await deleteAs(ctx.seller.accessToken, unbooked)).statusCode).toBe(200);
    // An admin's delete hands the seller's photos back as the seller's own would.
    expect((await deleteAs(admin.accessToken, booked)).statusCode).toBe(200);
    for (const url of [cover, more, bookedCover, onAnother]) await ageUpload(ctx.app, url, 25);

    expect(await ctx.app.photos.sweepUnused()).toBe(2);

    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url: pathOf(url) })).statusCode;
    for (const gone of [cover, more]) {
      expect(await status(gone)).toBe(404);
      expect(await exists(fileOf(gone, '-thumb'))).toBe(false);
    }
    // The buyer's My Orders still shows the booked phone; the other listing still shows its photo.
    for (const kept of [bookedCover, onAnother]) expect(await status(kept)).toBe(200);
  });

  const saveProfilePhoto = (account: { idToken: string; email: string }, userPhoto: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(account.idToken),
      payload: { name: 'Seller With Photo', email: account.email, userPhoto },
    });

  it("include a deleted seller account's profile photo and its unsold listings' photos", async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const upload = () => uploadPhoto(ctx.app, seller.accessToken);
    const [cover, more, profilePhoto] = await Promise.all([upload(), upload(), upload()]);
    expect((await saveProfilePhoto(seller, profilePhoto)).statusCode).toBe(200);
    const listed = await addPhoneWithPhotos(ctx.app, seller, cover, [more]);
    expect(listed.statusCode).toBe(200);
    const admin = await createAccount(ctx.app, 'admin');
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/users/delete/${seller.userId}`, headers: bearer(admin.accessToken) });
    expect(deleted.statusCode).toBe(200);
    for (const url of [cover, more, profilePhoto]) await ageUpload(ctx.app, url, 25);

    expect(await ctx.app.photos.sweepUnused()).toBe(3);
    for (const gone of [cover, more, profilePhoto]) {
      expect((await ctx.app.inject({ method: 'GET', url: pathOf(gone) })).statusCode).toBe(404);
    }
  });

  it('include a profile photo the account replaced, not the one it shows now', async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const [first, second] = await Promise.all([uploadPhoto(ctx.app, seller.accessToken), uploadPhoto(ctx.app, seller.accessToken)]);
    expect((await saveProfilePhoto(seller, first)).statusCode).toBe(200);
    // Saving the same photo again (a sign-in that repeats the save) keeps it.
    expect((await saveProfilePhoto(seller, first)).statusCode).toBe(200);
    for (const url of [first, second]) await ageUpload(ctx.app, url, 25);
    expect((await saveProfilePhoto(seller, second)).statusCode).toBe(200);

    expect(await ctx.app.photos.sweepUnused()).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(first) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(200);
  });
});
