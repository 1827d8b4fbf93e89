import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAccount, createPostgresDatabase, type TestApp } from '../helper.ts';
import { listPhone, phoneFacts } from '../payments/phone-sale-fixtures.ts';
import { queryTextsDuring } from '../support/database-queries.ts';

// A deploy or a rolling restart starts instances beside running ones: a fresh instance stocks
// every category's shelf before it answers (plugins/app/catalogue-cache.ts), so its first category
// pages do not each wait for a read of a whole category.
describe('a freshly started instance', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const started: TestApp[] = [];
  const start = async () => {
    const instance = await buildTestApp({ databaseUrl: database.url });
    started.push(instance);
    await instance.app.ready();
    return instance.app;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.close()));
    await database.drop();
  });

  it('answers its first category page from a shelf stocked before it listened', async () => {
    const running = await start();
    const { productId } = await listPhone(running);
    const phone = await phoneFacts(running, productId);
    const buyer = await createAccount(running, 'buyer');

    const fresh = await start();
    let names: string[] = [];
    const texts = await queryTextsDuring(fresh, async () => {
      const url = `/products/${encodeURIComponent(phone.categoryName)}`;
      const response = await fresh.inject({ method: 'GET', url, headers: bearer(buyer.accessToken) });
      expect(response.statusCode).toBe(200);
      names = response.json().products.map((card: { name: string }) => card.name);
    });
    expect(names).toContain(phone.name);
    // The caller's account and the category's id are read; no phone is.
    expect(texts.filter((text) => /\bfrom "products"/i.test(text))).toEqual([]);
  });
});
