import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { firebaseGoogleSignIn, firebaseSignUp, firebaseUpdateProfile, uniqueEmail } from '../support/firebase-emulator.ts';
import { uploadPhoto } from '../support/proof-cast.ts';

// Every admin's browser loads each buyer's photo in All Buyers: a buyer must not be able to make
// it fetch an address of their choosing (a tracker, a host inside the admin's network).
describe('profile photos', () => {
  const ctx = useTestApp();

  async function save(idToken: string, payload: Record<string, unknown>) {
    return ctx.app.inject({ method: 'PUT', url: '/users', headers: bearer(idToken), payload });
  }

  async function photoInAllBuyers(admin: TestAccount, email: string): Promise<string | null | undefined> {
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/allBuyers?search=${encodeURIComponent(email)}`,
      headers: bearer(admin.accessToken),
    });
    expect(page.statusCode).toBe(200);
    return page.json<{ users: Array<{ email: string; userPhoto: string | null }> }>().users
      .find((row) => row.email === email)?.userPhoto;
  }

  it('refuses an outside address as the uploaded photo, and the admins never see it', async () => {
    const admin = await createAccount(ctx.app, 'admin');
    const session = await firebaseSignUp(uniqueEmail('tracker'));
    const base = { name: 'Tracking Buyer', email: session.email };
    for (const userPhoto of [
      'https://tracker.example/pixel.gif?admin=1',
      'http://169.254.169.254/latest/meta-data/',
      'https://lh3.googleusercontent.com.evil.example/a.png',
      'http://api.test/images/../../etc/passwd',
      'http://api.test/images/00000000-0000-4000-8000-000000000000.webp',
    ]) {
      const refused = await save(session.idToken, { ...base, userPhoto });
      expect(refused.statusCode, userPhoto).toBe(400);
      expect(refused.json().message).toBe('Please choose your photo again: it was not uploaded here.');
    }
    // A sign-in provider's photo from elsewhere is left out rather than stopping the sign-in.
    expect((await save(session.idToken, { ...base, photoURL: 'https://tracker.example/p.gif' })).statusCode).toBe(200);
    expect(await photoInAllBuyers(admin, session.email)).toBeNull();
  });

  it("keeps a photo uploaded here, and a Google sign-in's Google photo", async () => {
    const admin = await createAccount(ctx.app, 'admin');
    const buyer = await createAccount(ctx.app, 'buyer');
    const uploaded = await uploadPhoto(ctx.app, buyer.accessToken);
    expect((await save(buyer.idToken, { name: 'Buyer', email: buyer.email, userPhoto: uploaded })).statusCode).toBe(200);
    // The admins' 48 px picture is drawn from its 192 px copy, not the full photo.
    expect(await photoInAllBuyers(admin, buyer.email)).toBe(uploaded.replace(/\.webp$/, '-small.webp'));

    const google = await firebaseGoogleSignIn(uniqueEmail('google'));
    const googlePhoto = 'https://lh3.googleusercontent.com/a/ACg8ocJ-example=s96-c';
    expect((await save(google.idToken, { name: 'Google Buyer', email: google.email, photoURL: googlePhoto })).statusCode).toBe(200);
    expect(await photoInAllBuyers(admin, google.email)).toBe(googlePhoto);
  });

  it('keeps a replaced photo when a later save names none, whatever picture an older token carries', async () => {
    const admin = await createAccount(ctx.app, 'admin');
    const buyer = await createAccount(ctx.app, 'buyer');
    const first = await uploadPhoto(ctx.app, buyer.accessToken);
    const firstProfile = await firebaseUpdateProfile(buyer, { photoUrl: first });
    expect((await save(firstProfile.idToken, { name: 'Buyer', email: buyer.email, userPhoto: first })).statusCode).toBe(200);
    const second = await uploadPhoto(ctx.app, buyer.accessToken);
    expect((await save(firstProfile.idToken, { name: 'Buyer', email: buyer.email, userPhoto: second })).statusCode).toBe(200);

    // A name change from a token issued while the first photo was the profile's.
    expect((await save(firstProfile.idToken, { name: 'Buyer Renamed', email: buyer.email })).statusCode).toBe(200);
    expect(await photoInAllBuyers(admin, buyer.email)).toBe(second.replace(/\.webp$/, '-small.webp'));
  });
});
