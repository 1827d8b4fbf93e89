import { isValidImei } from '@sellphones/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { findUserByEmail } from '../../src/db/users.repository.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { bearer, getAccessToken, useTestApp } from '../helper.ts';
import { firebaseSignIn } from '../support/firebase-emulator.ts';

describe('demo data', () => {
  const ctx = useTestApp();

  it('creates the three demo logins with their roles and the seller\'s phones, once', async () => {
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);

    for (const account of DEMO_ACCOUNTS) {
      const row = await findUserByEmail(ctx.app.db, account.email);
      expect(row?.role).toBe(account.role);
      expect(row?.name).toBe(account.name);
    }
    const seller = await findUserByEmail(ctx.app.db, 'demo.seller@sellphones.test');
    const listed = await ctx.app.db.select().from(products).where(eq(products.sellerId, seller!.id));
    expect(listed).toHaveLength(8);
    expect(new Set(listed.map((p) => p.categoryId)).size).toBe(5);
    // Every demo phone has its own valid IMEI, as every new listing must.
    expect(listed.every((p) => p.imei !== null && isValidImei(p.imei))).toBe(true);
    expect(new Set(listed.map((p) => p.imei)).size).toBe(8);
    const advertised = await ctx.app.db.select().from(products).where(isNotNull(products.advertisedAt));
    expect(advertised.length).toBeGreaterThanOrEqual(3);
  });

  it('prices the demo phones in realistic taka, or in the spec\'s dollars when the site is set to USD', async () => {
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);
    const seller = await findUserByEmail(ctx.app.db, 'demo.seller@sellphones.test');
    await ctx.app.db.delete(products).where(eq(products.sellerId, seller!.id));
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth, 'BDT');
    const inTaka = await ctx.app.db.select().from(products).where(eq(products.sellerId, seller!.id));
    const galaxy = inTaka.find((p) => p.name === 'Samsung Galaxy S23')!;
    // Poisha: a used flagship sells for tens of thousands of taka, below what it cost new.
    expect(galaxy.resalePriceCents).toBe(62_000_00);
    expect(galaxy.originalPriceCents).toBe(109_999_00);
    expect(inTaka.every((p) => p.resalePriceCents >= 5_000_00 && p.resalePriceCents < p.originalPriceCents)).toBe(true);

    await ctx.app.db.delete(products).where(eq(products.sellerId, seller!.id));
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth, 'USD');
    const inDollars = await ctx.app.db.select().from(products).where(eq(products.sellerId, seller!.id));
    expect(inDollars.find((p) => p.name === 'Samsung Galaxy S23')!.resalePriceCents).toBe(520_00);
  });

  it('gives demo phones seeded before IMEIs were asked for an IMEI when seeding again', async () => {
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);
    const seller = await findUserByEmail(ctx.app.db, 'demo.seller@sellphones.test');
    await ctx.app.db.update(products).set({ imei: null }).where(eq(products.sellerId, seller!.id));
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);
    const listed = await ctx.app.db.select().from(products).where(eq(products.sellerId, seller!.id));
    expect(listed.every((p) => p.imei !== null && isValidImei(p.imei))).toBe(true);
  });

  it('puts each demo phone in its place, so a place filter finds it and Bangla names it', async () => {
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);
    const inDhaka = await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones?division=dhaka&district=dhaka' });
    const [oppo] = inDhaka.json().products;
    expect(oppo).toMatchObject({ name: 'Oppo Reno 10', division: 'dhaka', district: 'dhaka', area: 'Banani', location: 'Banani, Dhaka' });
    const inSylhet = await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones?division=sylhet' });
    expect(inSylhet.json().products).toEqual([]);

    // Demo phones seeded before places get theirs when seeding again.
    const seller = await findUserByEmail(ctx.app.db, 'demo.seller@sellphones.test');
    await ctx.app.db.update(products).set({ division: null, district: null, area: null, location: 'Banani, Dhaka' }).where(eq(products.sellerId, seller!.id));
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);
    const listed = await ctx.app.db.select().from(products).where(eq(products.sellerId, seller!.id));
    expect(listed.every((p) => p.district !== null && p.division !== null && p.area !== null)).toBe(true);
    expect(listed.find((p) => p.name === 'Xiaomi 13T')).toMatchObject({ division: 'chattogram', district: 'chattogram', area: 'Agrabad' });
  });

  it('lets the demo admin sign in with the documented password and see any account', async () => {
    await seedDemoData(ctx.app.db, ctx.app.firebase.auth);
    const session = await firebaseSignIn('admin@sellphones.test', 'Demo#Admin1');
    const accessToken = await getAccessToken(ctx.app, session);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/users/demo.seller@sellphones.test',
      headers: bearer(accessToken),
    });
    expect(response.json()).toEqual({ isSeller: true });
  });
});
