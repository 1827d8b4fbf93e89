import { describe, expect, it } from 'vitest';
import { bearer, createAccount, useTestApp } from '../helper.ts';

const openApiPaths = async (app: ReturnType<typeof useTestApp>['app']) => {
  const docs = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(docs.statusCode).toBe(200);
  return Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
};

describe('with Stripe as the gateway (as in production)', () => {
  const ctx = useTestApp({ stripeSecretKey: 'sk_test_docs', stripePublishableKey: 'pk_test_docs' });

  it('regression: /docs lists no sandbox route, and /sandbox/charge does not exist', async () => {
    const paths = await openApiPaths(ctx.app);
    expect(paths).toContain('/create-payment-intent');
    expect(paths.filter((path) => path.startsWith('/sandbox'))).toEqual([]);

    const buyer = await createAccount(ctx.app, 'buyer');
    const charge = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/charge',
      headers: bearer(buyer.accessToken),
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' },
    });
    expect(charge.statusCode).toBe(404);
    expect(charge.json().message).toBe('There is nothing at this address.');
  });
});

describe('with the sandbox as the gateway (development and test)', () => {
  const ctx = useTestApp();

  it('lists and serves /sandbox/charge', async () => {
    expect(await openApiPaths(ctx.app)).toContain('/sandbox/charge');
    const charge = await ctx.app.inject({ method: 'POST', url: '/sandbox/charge', payload: {} });
    expect(charge.statusCode).toBe(401);
  });
});
