import { DEFAULT_CURRENCY, imeiCheckDigit, type Currency } from '@sellphones/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { placeColumns } from '../catalogue/listing-place.ts';
import type { Database } from '../db/database.ts';
import { categories, products } from '../db/schema.ts';
import { productImagePath, SEED_PRODUCTS } from './catalogue-data.ts';

const DEMO_PHONE = '+8801700000000';

/** The demo phones' IMEIs: made up (TAC 35209900 is a test allocation), each with a valid check digit. */
export function demoImei(index: number): string {
  const first14 = `35209900${String(index + 1).padStart(6, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

/**
 * The demo seller's phones, priced in the site's currency (CURRENCY). When the seller has listed
 * anything already, only the phones seeded before IMEIs were asked for get one, and those seeded
 * before places get their place, so every demo listing shows an IMEI and a place filter finds it.
 */
export async function seedDemoProducts(db: Database, sellerId: string, currency: Currency = DEFAULT_CURRENCY): Promise<void> {
  const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId)).limit(1);
  if (existing) {
    const withoutImei = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), isNull(products.imei), isNull(products.deletedAt)))
      .orderBy(asc(products.createdAt));
    for (const [index, phone] of withoutImei.entries()) {
      await db.update(products).set({ imei: demoImei(SEED_PRODUCTS.length + index) }).where(eq(products.id, phone.id));
    }
    const withoutPlace = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), isNull(products.district)));
    for (const phone of withoutPlace) {
      const seeded = SEED_PRODUCTS.find((product) => product.name === phone.name);
      if (seeded) await db.update(products).set(placeColumns(seeded.place)).where(eq(products.id, phone.id));
    }
    return;
  }

  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [c.name, c.id]),
  );
  const now = Date.now();
  const rows = SEED_PRODUCTS.flatMap((p, index) => {
    const categoryId = categoryIds.get(p.categoryName);
    if (!categoryId) return [];
    // Spread over the last days, so "newest first" has an order to show.
    const createdAt = new Date(now - (index + 1) * 7 * 3600_000);
    const [originalPrice, resalePrice] = p.prices[currency];
    return [{
      sellerId,
      categoryId,
      name: p.name,
      imageUrl: productImagePath(p.file),
      originalPriceCents: Math.round(originalPrice * 100),
      resalePriceCents: Math.round(resalePrice * 100),
      condition: p.condition,
      usedYears: p.usedYears,
      phone: DEMO_PHONE,
      ...placeColumns(p.place),
      description: p.description,
      advertisedAt: p.advertised ? createdAt : null,
      createdAt,
      imei: demoImei(index),
    }];
  });
  if (rows.length > 0) await db.insert(products).values(rows);
}
