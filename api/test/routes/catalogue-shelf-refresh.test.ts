import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { listPhone, phoneFacts } from '../payments/phone-sale-fixtures.ts';

// A category's shelf (plugins/app/catalogue-cache.ts) takes in the phones each change notice names;
// past CATALOGUE_SHELF_SECONDS it is read again whole even when no notice came, and however often
// notices came. Nobody waits on that read.
describe('a category shelf past its freshness', () => {
  const ctx = useTestApp({ catalogueShelfSeconds: 1 });

  it('still answers while it is read again, and the next answers come from the new read', async () => {
    const { productId } = await listPhone(ctx.app);
    const phone = await phoneFacts(ctx.app, productId);
    const buyer = await createAccount(ctx.app, 'buyer');
    const names = async () => {
      const url = `/products/${encodeURIComponent(phone.categoryName)}`;
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(buyer.accessToken) });
      expect(response.statusCode).toBe(200);
      return response.json().products.map((card: { name: string }) => card.name);
    };
    expect(await names()).toContain(phone.name);

    // A change no notice announces (triggers off, as when data is restored from a dump): only the
    // shelf's freshness brings it to the page.
    const renamed = `${phone.name} (renamed)`;
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ name: renamed }).where(eq(products.id, productId));
    });
    expect(await names()).toContain(phone.name);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Past its freshness: the shelf it had answers at once, and the category is read again.
    expect(await names()).toContain(phone.name);
    await vi.waitFor(async () => expect(await names()).toContain(renamed), { timeout: 2_000, interval: 50 });
  });

  it('is read whole past its freshness even while its phones keep changing', async () => {
    const { productId, seller } = await listPhone(ctx.app);
    const { productId: busyId } = await listPhone(ctx.app, 12_500, seller);
    const phone = await phoneFacts(ctx.app, productId);
    const buyer = await createAccount(ctx.app, 'buyer');
    const names = async () => {
      const url = `/products/${encodeURIComponent(phone.categoryName)}`;
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(buyer.accessToken) });
      return response.json().products.map((card: { name: string }) => card.name);
    };
    expect(await names()).toContain(phone.name);
    const renamed = `${phone.name} (restored from a dump)`;
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ name: renamed }).where(eq(products.id, productId));
    });

    // Another phone of the category changes (with its notice) more often than the shelf's freshness.
    let price = 12_000;
    await vi.waitFor(
      async () => {
        price -= 10;
        await ctx.app.db.update(products).set({ resalePriceCents: price }).where(eq(products.id, busyId));
        expect(await names()).toContain(renamed);
      },
      { timeout: 4_000, interval: 200 },
    );
  });
});
