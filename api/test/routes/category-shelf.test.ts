import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { restockShelf, restockWhole, shelfPage, stockShelf } from '../../src/catalogue/category-shelf.ts';
import {
  countCategoryPhones,
  listCategoryPage,
  listCategoryShelf,
  type ListingFilter,
  type ListingSort,
} from '../../src/db/listings.repository.ts';
import { categories, products } from '../../src/db/schema.ts';
import { createAccount, useTestApp } from '../helper.ts';

const CATEGORY = 'Realme Phones';
const OTHER_CATEGORY = 'Vivo Phones';
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
  let otherCategoryId: string;
  let sellerId: string;

  beforeAll(async () => {
    const db = ctx.app.db;
    const sellers = await Promise.all([createAccount(ctx.app, 'seller', 'Shelf Seller A'), createAccount(ctx.app, 'seller', 'Shelf Seller B')]);
    const [category] = await db.select().from(categories).where(eq(categories.name, CATEGORY));
    categoryId = category!.id;
    const [other] = await db.select().from(categories).where(eq(categories.name, OTHER_CATEGORY));
    otherCategoryId = other!.id;
    sellerId = sellers[0]!.userId;
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
    // Written behind the API's back: its shelves take the phones in once the notices are heard.
    await ctx.app.catalogue.caughtUp();
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

  /** Filters people use, read before a change and compared with the database after it. */
  const NARROWINGS = [
    { condition: 'Good' },
    { minPriceCents: 11_000, maxPriceCents: 15_000 },
    { division: 'dhaka' },
    { condition: 'Fair', district: 'chattogram' },
  ] as const;
  const SORTS = ['newest', 'price-asc', 'price-desc'] as const;

  const change = fc.record({
    pick: fc.nat(),
    kind: fc.constantFrom('price', 'sold', 'deleted', 'restored', 'time', 'condition', 'moved-out', 'moved-in', 'listed'),
    value: fc.nat(400),
  });

  it('takes changed phones in again, each sort in the order the database reads them', async () => {
    const db = ctx.app.db;
    const wholeList = (sort: ListingSort, narrowing = {}) =>
      ctx.app.catalogue.categoryPage({ categoryName: CATEGORY, sort, ...narrowing, page: 1, pageSize: 1_000 });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        await wholeList('newest');
        for (const sort of SORTS) for (const narrowing of NARROWINGS) await wholeList(sort, narrowing);
        const phones = (await db.select({ id: products.id, categoryId: products.categoryId }).from(products))
          .filter((phone) => phone.categoryId === categoryId || phone.categoryId === otherCategoryId);
        for (const { pick, kind, value } of changes) {
          const phone = phones[pick % phones.length]!;
          const set = (fields: Partial<typeof products.$inferInsert>) => db.update(products).set(fields).where(eq(products.id, phone.id));
          if (kind === 'price') await set({ resalePriceCents: 10_000 + (value % 21) * 250 });
          else if (kind === 'sold') await set({ status: 'sold' });
          else if (kind === 'deleted') await set({ deletedAt: new Date() });
          else if (kind === 'restored') await set({ status: 'available', deletedAt: null });
          else if (kind === 'time') await set({ createdAt: new Date(Date.UTC(2026, 5, 1) + (value % 40) * 60_000) });
          else if (kind === 'condition') await set({ condition: CONDITIONS[value % 3]! });
          else if (kind === 'moved-out') await set({ categoryId: otherCategoryId });
          else if (kind === 'moved-in') await set({ categoryId });
          else {
            await db.insert(products).values({
              sellerId,
              categoryId,
              name: `Listed ${value}`,
              imageUrl: '/assets/products/realme-c55.svg',
              originalPriceCents: 20_000,
              resalePriceCents: 10_000 + (value % 17) * 500,
              usedYears: 1,
              phone: '+8801711000000',
              location: 'Somewhere',
              description: 'Listed during the test.',
              createdAt: new Date(Date.UTC(2026, 5, 1) + (value % 40) * 60_000),
            });
          }
        }
        // Written behind the API's back: read once every notice of these changes was heard.
        await ctx.app.catalogue.caughtUp();
        for (const sort of SORTS) {
          for (const narrowing of [{}, ...NARROWINGS]) {
            const fromShelf = await wholeList(sort, narrowing);
            const fromDatabase = await listCategoryPage(db, { categoryId, sort, ...narrowing, page: 1, pageSize: 1_000 });
            expect(fromShelf!.rows).toEqual(fromDatabase);
            expect(fromShelf!.total).toBe(fromDatabase.length);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
  it('keeps the rows of phones that did not change when a category is read whole again', async () => {
    const db = ctx.app.db;
    const first = stockShelf(await listCategoryShelf(db, categoryId));
    // Nothing changed: the shelf is kept as it was, with what was worked out from it.
    const again = restockWhole(first, await listCategoryShelf(db, categoryId));
    expect(again.newest).toBe(first.newest);
    expect(again.narrowed).toBe(first.narrowed);

    const repriced = first.newest[5]!;
    await db.update(products).set({ resalePriceCents: repriced.resalePriceCents + 1_250 }).where(eq(products.id, repriced.id));
    const after = restockWhole(first, await listCategoryShelf(db, categoryId));
    for (const sort of ['newest', 'price-asc', 'price-desc'] as const) {
      const fromDatabase = await listCategoryPage(db, { categoryId, sort, page: 1, pageSize: 1_000 });
      expect(shelfPage(after, { sort, page: 1, pageSize: 1_000 }).rows).toEqual(fromDatabase);
    }
    const kept = new Set(first.newest);
    expect(after.newest.filter((row) => !kept.has(row)).map((row) => row.id)).toEqual([repriced.id]);

    // A phone sold from the top: every phone after it moves up a place and keeps its row.
    const sold = after.newest[0]!;
    await db.update(products).set({ status: 'sold' }).where(eq(products.id, sold.id));
    const moved = restockWhole(after, await listCategoryShelf(db, categoryId));
    expect(moved.newest).toEqual(await listCategoryPage(db, { categoryId, sort: 'newest', page: 1, pageSize: 1_000 }));
    expect(moved.newest).toEqual(after.newest.slice(1));
    moved.newest.forEach((row, place) => expect(row).toBe(after.newest[place + 1]));
  });

  it('changes the filters people used with the phones that changed, without reading the rest again', async () => {
    const db = ctx.app.db;
    const shelf = stockShelf(await listCategoryShelf(db, categoryId));
    for (const sort of SORTS) for (const narrowing of NARROWINGS) shelfPage(shelf, { sort, ...narrowing, page: 1, pageSize: 12 });
    const [repriced, sold] = shelf.cheapest;
    await db.update(products).set({ resalePriceCents: 14_750, condition: 'Good' }).where(eq(products.id, repriced!.id));
    await db.update(products).set({ status: 'sold' }).where(eq(products.id, sold!.id));
    const changed = new Set([repriced!.id, sold!.id]);
    const after = restockShelf(shelf, changed, (await listCategoryShelf(db, categoryId)).filter((row) => changed.has(row.id)));

    // Every filter is carried over, changed as the database now reads it.
    expect(after.narrowed.size).toBe(shelf.narrowed.size);
    const untouched = [...shelf.narrowed.values()].map((narrowed) => [...narrowed.rows]);
    for (const sort of SORTS) {
      for (const narrowing of NARROWINGS) {
        const fromDatabase = await listCategoryPage(db, { categoryId, sort, ...narrowing, page: 1, pageSize: 1_000 });
        expect(shelfPage(after, { sort, ...narrowing, page: 1, pageSize: 1_000 }).rows).toEqual(fromDatabase);
      }
    }
    // The shelf it came from still answers as it did for the reads already under way.
    expect([...shelf.narrowed.values()].map((narrowed) => narrowed.rows)).toEqual(untouched);
  });
});
