import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PLACE_MESSAGES } from '@sellphones/contracts';
import { ListingPage } from '@sellphones/contracts/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema.ts';
import { createAccount, useTestApp, type TestAccount } from '../helper.ts';

const CATEGORY_URL = `/products/${encodeURIComponent('Realme Phones')}`;
const MIGRATION = path.resolve(import.meta.dirname, '../../drizzle/0011_listing_places.sql');

describe('listing places: division and district filters, and listings from before places', () => {
  const ctx = useTestApp();
  let seller: TestAccount;
  let categoryId: string;

  const phone = (name: string, place: Partial<typeof products.$inferInsert>) => ({
    sellerId: seller.userId,
    categoryId,
    name,
    imageUrl: '/assets/products/realme-c55.svg',
    originalPriceCents: 2_000_000,
    resalePriceCents: 1_500_000,
    usedYears: 1,
    phone: '+8801711000000',
    location: 'typed by hand',
    description: 'Seeded for the place tests.',
    ...place,
  });

  beforeAll(async () => {
    seller = await createAccount(ctx.app, 'seller');
    const [realme] = await ctx.app.db.select().from(categories).where(eq(categories.name, 'Realme Phones'));
    categoryId = realme!.id;
    await ctx.app.db.insert(products).values([
      phone('Mirpur phone', { division: 'dhaka', district: 'dhaka', area: 'Mirpur' }),
      phone('Tongi phone', { division: 'dhaka', district: 'gazipur', area: 'Tongi' }),
      phone('Agrabad phone', { division: 'chattogram', district: 'chattogram', area: 'Agrabad' }),
      phone('Unplaced phone', { location: 'near the big mosque', area: 'near the big mosque' }),
    ]);
    // Written behind the API's back: its shelves take the phones in once the notices are heard.
    await ctx.app.catalogue.caughtUp();
  });

  async function names(query: string): Promise<string[]> {
    const response = await ctx.app.inject({ method: 'GET', url: `${CATEGORY_URL}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Value.Check(ListingPage, body)).toBe(true);
    return body.products.map((p: { name: string }) => p.name).sort();
  }

  it('filters a category page by division, and by district within it', async () => {
    expect(await names('?division=dhaka')).toEqual(['Mirpur phone', 'Tongi phone']);
    expect(await names('?division=dhaka&district=gazipur')).toEqual(['Tongi phone']);
    expect(await names('?district=chattogram')).toEqual(['Agrabad phone']);
    expect(await names('?division=sylhet')).toEqual([]);
    expect(await names('')).toHaveLength(4);
  });

  it('shows each card\'s place as "Area, District, Division", and an unplaced one in its own words', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: CATEGORY_URL });
    const byName = Object.fromEntries(response.json().products.map((p: { name: string }) => [p.name, p]));
    expect(byName['Tongi phone']).toMatchObject({ division: 'dhaka', district: 'gazipur', area: 'Tongi', location: 'Tongi, Gazipur, Dhaka' });
    expect(byName['Unplaced phone'].location).toBe('near the big mosque');
    expect(byName['Unplaced phone']).not.toHaveProperty('district');
  });

  it('refuses places outside the official lists and a district of another division', async () => {
    for (const [query, message] of [
      ['?division=dhaka&district=sylhet', PLACE_MESSAGES.districtNotInDivision],
      ['?division=Dhaka', /^division must be one of/],
      ['?district=atlantis', /^district must be one of/],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `${CATEGORY_URL}${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('the migration reads a district from the typed location, keeps the rest as the area, and makes numbers E.164', async () => {
    const before = await ctx.app.db
      .insert(products)
      .values([
        phone('Old Dhanmondi', { location: 'Dhanmondi, Dhaka', phone: '01711-223344' }),
        phone('Old Chittagong', { location: 'GEC Circle, Agrabad, Chittagong', phone: '+880 1811 223344' }),
        phone('Old Sylhet', { location: 'Sylhet', phone: '01911223344' }),
        phone('Old unknown', { location: 'Near the stadium', phone: 'call me 555' }),
      ])
      .returning({ id: products.id });
    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint').filter((s) => !/ADD COLUMN/.test(s));
    for (const statement of statements) await ctx.app.db.execute(sql.raw(statement));

    const rows = await ctx.app.db
      .select({ name: products.name, division: products.division, district: products.district, area: products.area, phone: products.phone })
      .from(products)
      .where(inArray(products.id, before.map((row) => row.id)));
    expect(Object.fromEntries(rows.map(({ name, ...rest }) => [name, rest]))).toEqual({
      'Old Dhanmondi': { division: 'dhaka', district: 'dhaka', area: 'Dhanmondi', phone: '+8801711223344' },
      'Old Chittagong': { division: 'chattogram', district: 'chattogram', area: 'GEC Circle, Agrabad', phone: '+8801811223344' },
      'Old Sylhet': { division: 'sylhet', district: 'sylhet', area: null, phone: '+8801911223344' },
      'Old unknown': { division: null, district: null, area: 'Near the stadium', phone: 'call me 555' },
    });
  });
});
