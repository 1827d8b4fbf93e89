import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';

describe('the language kept on an account', () => {
  const ctx = useTestApp();

  const signIn = (account: { email: string; idToken: string }) =>
    ctx.app.inject({
      method: 'GET',
      url: `/jwt?email=${encodeURIComponent(account.email)}`,
      headers: { authorization: `Bearer ${account.idToken}` },
    });

  it('is absent until chosen, then comes back at every sign-in', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    expect((await signIn(buyer)).json().language).toBeUndefined();

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/users/me/language',
      headers: bearer(buyer.accessToken),
      payload: { language: 'bn' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'bn' });
    expect((await signIn(buyer)).json().language).toBe('bn');
  });

  it('is saved only on the caller\'s own account, and only as a language the site speaks', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const seller = await createAccount(ctx.app, 'seller');
    await ctx.app.inject({ method: 'PUT', url: '/users/me/language', headers: bearer(seller.accessToken), payload: { language: 'bn' } });
    expect((await signIn(buyer)).json().language).toBeUndefined();

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/users/me/language',
      headers: bearer(buyer.accessToken),
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/users/me/language', payload: { language: 'bn' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
