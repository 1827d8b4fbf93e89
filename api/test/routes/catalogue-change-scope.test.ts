import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, products, reviews } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';

// A change to a phone ends only its category's shelf (drizzle/0018: the notice names the category);
// any other change to the catalogue ends every shelf. What a shelf kept is seen through a change
// no notice announces (triggers off, as when data is restored from a dump).
describe('a change to the catalogue', () => {
  const ctx = useTestApp();
  let buyer: TestAccount;
  let seller: TestAccount;
  let oppo: { id: string; name: string };
  let xiaomi: { id: string; name: string };

  beforeAll(async () => {
    buyer = await createAccount(ctx.app, 'buyer');
    seller = await createAccount(ctx.app, 'seller');
    const rows = await ctx.app.db
      .select({ id: categories.id, name: categories.name })
      .from(categories);
    oppo = rows.find((row) => row.name === 'Oppo Phones')!;
    xiaomi = rows.find((row) => row.name === 'Xiaomi Phones')!;
  });

  async function listPhone(categoryId: string, name: string) {
    const [row] = await ctx.app.db
      .insert(products)
      .values({
        sellerId: seller.userId,
        categoryId,
        name,
        imageUrl: '/assets/products/test.webp',
        originalPriceCents: 30_000,
        resalePriceCents: 20_000,
        usedYears: 1,
        phone: '01712345678',
        location: 'Dhaka',
        description: 'A phone for the catalogue tests',
      })
      .returning({ id: products.id });
    return row!.id;
  }

  async function names(categoryName: string): Promise<string[]> {
    const url = `/products/${encodeURIComponent(categoryName)}`;
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer(buyer.accessToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json().products.map((card: { name: string }) => card.name);
  }

  async function renameUnannounced(productId: string, name: string) {
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ name }).where(eq(products.id, productId));
    });
  }

  const seen = (read: () => Promise<string[]>, name: string) =>
    vi.waitFor(async () => expect(await read()).toContain(name), { timeout: 5_000, interval: 50 });

  it("to a phone shows on its category's pages at once and leaves the other categories' pages as they were", async () => {
    const tag = randomUUID().slice(0, 6);
    const oppoPhone = await listPhone(oppo.id, `Oppo ${tag}`);
    const xiaomiPhone = await listPhone(xiaomi.id, `Xiaomi ${tag}`);
    await seen(() => names(oppo.name), `Oppo ${tag}`);
    await seen(() => names(xiaomi.name), `Xiaomi ${tag}`);

    await renameUnannounced(xiaomiPhone, `Xiaomi ${tag} (unannounced)`);
    await ctx.app.db
      .update(products)
      .set({ name: `Oppo ${tag} (renamed)` })
      .where(eq(products.id, oppoPhone));
    await seen(() => names(oppo.name), `Oppo ${tag} (renamed)`);
    // The Xiaomi shelf was kept: the change nobody announced is not on its page.
    expect(await names(xiaomi.name)).toContain(`Xiaomi ${tag}`);

    // A phone moved to another category leaves the first one's pages and joins the other's.
    await ctx.app.db
      .update(products)
      .set({ categoryId: xiaomi.id })
      .where(eq(products.id, oppoPhone));
    await seen(() => names(xiaomi.name), `Oppo ${tag} (renamed)`);
    expect(await names(oppo.name)).not.toContain(`Oppo ${tag} (renamed)`);
  });

  it('to anything else than a phone reads every category again', async () => {
    const tag = randomUUID().slice(0, 6);
    const xiaomiPhone = await listPhone(xiaomi.id, `Xiaomi ${tag}`);
    await seen(() => names(xiaomi.name), `Xiaomi ${tag}`);
    await renameUnannounced(xiaomiPhone, `Xiaomi ${tag} (unannounced)`);
    expect(await names(xiaomi.name)).toContain(`Xiaomi ${tag}`);

    await ctx.app.db
      .insert(reviews)
      .values({
        name: `Reviewer ${tag}`,
        imageUrl: '/assets/reviews/r.webp',
        location: 'Sylhet',
        text: 'Sold my phone in a day.',
      });
    await seen(() => names(xiaomi.name), `Xiaomi ${tag} (unannounced)`);
  });
});
