import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { categories, products } from '../db/schema.ts';
import { productImagePath, SEED_PRODUCTS } from './catalogue-data.ts';

const DEMO_PHONE = '+8801700000000';

/** The demo seller's phones. Skipped when the seller has listed anything already. */
export async function seedDemoProducts(db: Database, sellerId: string): Promise<void> {
  const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId)).limit(1);
  if (existing) return;

  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [c.name, c.id]),
  );
  const now = Date.now();
  const rows = SEED_PRODUCTS.flatMap((p, index) => {
    const categoryId = categoryIds.get(p.categoryName);
    if (!categoryId) return [];
    // Spread over the last days, so "newest first" has an order to show.
    const createdAt = new Date(now - (index + 1) * 7 * 3600_000);
    return [{
      sellerId,
      categoryId,
      name: p.name,
      imageUrl: productImagePath(p.file),
      originalPriceCents: Math.round(p.originalPrice * 100),
      resalePriceCents: Math.round(p.resalePrice * 100),
      condition: p.condition,
      usedYears: p.usedYears,
      phone: DEMO_PHONE,
      location: p.location,
      description: p.description,
      advertisedAt: p.advertised ? createdAt : null,
      createdAt,
    }];
  });
  if (rows.length > 0) await db.insert(products).values(rows);
}
