import { gunzipSync } from 'node:zlib';
import { CATEGORY_NAMES, CategoryList, ReviewList } from '@sellphones/contracts/schemas';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helper.ts';

describe('catalogue', () => {
  const ctx = useTestApp();

  it('GET /categories lists the five brands with images the API serves', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/categories' });
    expect(response.statusCode).toBe(200);
    const categories = response.json();
    expect(Value.Check(CategoryList, categories)).toBe(true);
    expect(categories.map((c: { categoryName: string }) => c.categoryName).sort()).toEqual([...CATEGORY_NAMES].sort());
    for (const category of categories) {
      expect(category.categoryImage).toMatch(/^http:\/\/api\.test\/assets\/categories\/[a-z-]+\.svg$/);
    }
  });

  it('GET /categories can be cached and revalidated', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/categories' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);

    const again = await ctx.app.inject({ method: 'GET', url: '/categories', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('GET /categories is gzipped for a caller that accepts it, with its own ETag', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/categories' });
    const gzipped = await ctx.app.inject({ method: 'GET', url: '/categories', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);

    const again = await ctx.app.inject({
      method: 'GET',
      url: '/categories',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const refused = await ctx.app.inject({ method: 'GET', url: '/categories', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('seeding again at the next start adds no duplicates', async () => {
    const { seedCatalogue } = await import('../../src/seed/seed-catalogue.ts');
    await seedCatalogue(ctx.app.db);
    const response = await ctx.app.inject({ method: 'GET', url: '/categories' });
    expect(response.json()).toHaveLength(5);
  });

  it('GET /reviews lists the seeded reviews', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/reviews' });
    expect(response.statusCode).toBe(200);
    const reviews = response.json();
    expect(Value.Check(ReviewList, reviews)).toBe(true);
    expect(reviews.length).toBeGreaterThanOrEqual(4);
    expect(reviews[0].review.length).toBeGreaterThan(20);
  });

  it('serves category artwork as SVG that cannot be sniffed or run script', async () => {
    const categories = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json();
    const path = new URL(categories[0].categoryImage).pathname;
    const response = await ctx.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('max-age=604800');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<svg');
  });

  it('does not serve files outside the artwork folder', async () => {
    for (const url of ['/assets/../package.json', '/assets/%2e%2e/src/config.ts', '/assets/categories/missing.svg']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain('sellphones');
    }
  });
});
