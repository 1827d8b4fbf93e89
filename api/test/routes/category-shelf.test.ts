import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countCategoryPhones,
  listCategoryPage,
  type ListingFilter,
  type ListingSort,
} from '../../src/db/listings.repository.ts';
import { categories, products } from '../../src/db/schema.ts';
import { createAccount, useTestApp } from '../helper.ts';

const CATEGORY = 'Realme Phones';
const CONDITIONS = ['excellent', 'Good', 'Fair'] as const;
const PLACES = [
  { division: 'dhaka', district: 'dhaka' },
  { division: 'dhaka', district: 'gazipur' },
  { division: 'chattogram', district: 'chattogram' },
  { division: null, district: null },
] as const;

/**
 * Category pages are answered from a shelf held in memory (catalogue/category-shelf.ts). Whatever
 * page, sort and filter a caller asks for, the shelf must answer exactly what the database's own
 * query answers: the same phones, in the same order (ties included), and the same total.
 */
describe('category shelf', () => {
  const ctx = useTestApp();
  let categoryId: string;

  beforeAll(async () => {
    const db = ctx.app.db;
    const sellers = await Promise.all([createAccount(ctx.app, 'seller', 'Shelf Seller A'), createAccount(ctx.app, 'seller', 'Shelf Seller B')]);
    const [category] = await db.select().from(categories).where(eq(categories.name, CATEGORY));
    categoryId = category!.id;
    const start = Date.UTC(2026, 5, 1);
    // Prices and posting times repeat, so the id must break ties the way PostgreSQL does.
    const rows = Array.from({ length: 240 }, (_, i) => {
      const resalePriceCents = 10_000 + (i % 17) * 500;
      const place = PLACES[i % PLACES.length]!;
      return {
        sellerId: sellers[i % 2]!.userId,
        categoryId,
        name: `Shelf phone ${i}`,
        imageUrl: '/assets/products/realme-c55.svg',
        originalPriceCents: resalePriceCents + 5_000,
        resalePriceCents,
        condition: CONDITIONS[i % 3]!,
        usedYears: i % 4,
        phone: '+8801711000000',
        location: 'Somewhere',
        division: place.division,
        district: place.district,
        description: 'Seeded for the shelf test.',
        status: i % 11 === 5 ? ('sold' as const) : ('available' as const),
        createdAt: new Date(start + (i % 40) * 60_000),
        deletedAt: i % 13 === 7 ? new Date(start) : null,
      };
    });
    await db.insert(products).values(rows);
  });

  const query = fc.record({
    sort: fc.constantFrom<ListingSort>('newest', 'price-asc', 'price-desc'),
    page: fc.integer({ min: 1, max: 25 }),
    condition: fc.option(fc.constantFrom(...CONDITIONS), { nil: undefined }),
    minPriceCents: fc.option(fc.integer({ min: 9_000, max: 19_000 }), { nil: undefined }),
    maxPriceCents: fc.option(fc.integer({ min: 12_000, max: 20_000 }), { nil: undefined }),
    place: fc.constantFrom(undefined, { division: 'dhaka' }, { division: 'dhaka', district: 'gazipur' }, { district: 'chattogram' }),
  });

  it('answers every page, sort and filter exactly as the database query does', async () => {
    await fc.assert(
      fc.asyncProperty(query, async ({ place, ...asked }) => {
        const filter = { ...asked, ...place, pageSize: 12 };
        const fromShelf = await ctx.app.catalogue.categoryPage({ ...filter, categoryName: CATEGORY });
        const { sort: _s, page: _p, pageSize: _ps, ...matching } = filter;
        const fromDatabase = {
          rows: await listCategoryPage(ctx.app.db, { ...filter, categoryId } satisfies ListingFilter),
          total: await countCategoryPhones(ctx.app.db, { ...matching, categoryId }),
        };
        expect(fromShelf!.total).toBe(fromDatabase.total);
        expect(fromShelf!.rows.map((row) => row.id)).toEqual(fromDatabase.rows.map((row) => row.id));
        expect(fromShelf!.rows).toEqual(fromDatabase.rows);
      }),
      { numRuns: 150 },
    );
  });

  it('shows a change at once: a phone sold leaves the shelf on the next read', async () => {
    const first = await ctx.app.catalogue.categoryPage({ categoryName: CATEGORY, sort: 'newest', page: 1, pageSize: 12 });
    const sold = first!.rows[0]!;
    await ctx.app.db.update(products).set({ status: 'sold' }).where(eq(products.id, sold.id));
    await expect
      .poll(async () => (await ctx.app.catalogue.categoryPage({ categoryName: CATEGORY, sort: 'newest', page: 1, pageSize: 12 }))!.rows[0]!.id)
      .not.toBe(sold.id);
    const after = await ctx.app.catalogue.categoryPage({ categoryName: CATEGORY, sort: 'newest', page: 1, pageSize: 12 });
    expect(after!.total).toBe(first!.total - 1);
  });
});
