import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { uploadPhoto } from '../support/proof-cast.ts';
import { phoneListing } from './photo-fixtures.ts';

// Regression: an uploaded photo's address could be used by any account. A seller who saw another
// seller's photo address (in a listing being made, a shared link) listed a phone with it.
describe("another account's upload", () => {
  const ctx = useTestApp();

  it('is refused as a listing photo, and the uploader can still use it', async () => {
    const uploader = await createAccount(ctx.app, 'seller');
    const other = await createAccount(ctx.app, 'seller');
    const photo = await uploadPhoto(ctx.app, uploader.accessToken);

    const taken = await ctx.app.inject({ method: 'POST', url: '/addProduct', headers: bearer(other.accessToken), payload: phoneListing(photo) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Please select your photo again: it was not uploaded here.');

    const own = await ctx.app.inject({ method: 'POST', url: '/addProduct', headers: bearer(uploader.accessToken), payload: phoneListing(photo) });
    expect(own.statusCode).toBe(200);
  });

  it('is refused as a profile photo', async () => {
    const uploader = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const photo = await uploadPhoto(ctx.app, uploader.accessToken);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(other.idToken),
      payload: { name: 'Other Buyer', email: other.email, userPhoto: photo },
    });
    expect(saved.statusCode).toBe(400);
  });
});
