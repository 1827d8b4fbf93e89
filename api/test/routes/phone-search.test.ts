import { ListingPage } from '@sellphones/contracts/schemas';
import { eq, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/db/database.ts';
import { categories, products } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { pagesRead, planOf } from '../support/database-queries.ts';

interface FoundCard {
  _id: string;
  name: string;
  categoryName: string;
  resalePrice: number;
  condition: string;
  phone?: string;
  isOwn: boolean;
}


/** Models of every brand; a few copies are sold, deleted or hidden and must never be found. */
const MODELS: Array<[name: string, category: string]> = [
  ['Samsung Galaxy S23', 'Samsung Phones'],
  ['Samsung Galaxy A54', 'Samsung Phones'],
  ['Xiaomi Redmi Note 13', 'Xiaomi Phones'],
  ['Xiaomi Redmi Note 12 Pro', 'Xiaomi Phones'],
  ['Xiaomi 13T', 'Xiaomi Phones'],
  ['Realme 11 Pro', 'Realme Phones'],
  ['Realme C55', 'Realme Phones'],
  ['Vivo V29', 'Vivo Phones'],
  ['Oppo Reno 10', 'Oppo Phones'],
];

describe('search: GET /search', () => {
  // A limit low enough to reach, on an app of its own below.
  const ctx = useTestApp({ searchRateLimitPerMinute: 10_000 });
  let seller: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    [seller, buyer] = await Promise.all([createAccount(ctx.app, 'seller', 'Nabila Seller'), createAccount(ctx.app, 'buyer')]);
    const db = ctx.app.db;
    const categoryIds = new Map((await db.select().from(categories)).map((c) => [c.name, c.id]));
    const start = Date.UTC(2026, 0, 1);
    // Three copies of each model for sale (prices and conditions differ), one sold, one deleted, one hidden.
    const rows = MODELS.flatMap(([name, category], m) =>
      (['available', 'available', 'available', 'sold', 'deleted', 'hidden'] as const).map((state, copy) => {
        const resalePriceCents = 10_000 + m * 1_000 + copy * 100;
        return {
          sellerId: seller.userId,
          categoryId: categoryIds.get(category)!,
          name,
          imageUrl: '/assets/products/samsung-galaxy-s23.svg',
          originalPriceCents: resalePriceCents + 5_000,
          resalePriceCents,
          condition: (['excellent', 'Good', 'Fair'] as const)[copy % 3]!,
          usedYears: 1,
          phone: '+8801711000000',
          location: 'Mirpur, Dhaka',
          description: 'Seeded for the search tests.',
          status: state === 'deleted' ? ('available' as const) : state,
          deletedAt: state === 'deleted' ? new Date(start) : null,
          createdAt: new Date(start + (m * 6 + copy) * 60_000),
        };
      }),
    );
    await db.insert(products).values(rows);
  });

  async function search(query: string, headers: Record<string, string> = {}) {
    const response = await ctx.app.inject({ method: 'GET', url: `/search?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ products: FoundCard[]; page: number; pageSize: number; total: number }>();
    expect(Value.Check(ListingPage, body)).toBe(true);
    return { body, response };
  }
  const namesOf = (cards: FoundCard[]) => [...new Set(cards.map((card) => card.name))];

  it('finds a model typed with odd spacing, closest name first', async () => {
    const { body } = await search(`q=${encodeURIComponent('redmi note13')}`);
    expect(body.products[0]!.name).toBe('Xiaomi Redmi Note 13');
    expect(namesOf(body.products)).toEqual(['Xiaomi Redmi Note 13', 'Xiaomi Redmi Note 12 Pro']);

    const squashed = await search(`q=${encodeURIComponent('reno10')}`);
    expect(namesOf(squashed.body.products)).toEqual(['Oppo Reno 10']);
  });

  it('reads a model number typed in Bangla digits', async () => {
    const { body } = await search(`q=${encodeURIComponent('redmi note ১৩')}`);
    expect(body.products[0]!.name).toBe('Xiaomi Redmi Note 13');
    const reno = await search(`q=${encodeURIComponent('reno ১০')}`);
    expect(namesOf(reno.body.products)).toEqual(['Oppo Reno 10']);
  });

  it('reads brand and model words typed in Bangla letters', async () => {
    const redmi = await search(`q=${encodeURIComponent('রেডমি নোট ১৩')}`);
    expect(redmi.body.products[0]!.name).toBe('Xiaomi Redmi Note 13');
    const samsung = await search(`q=${encodeURIComponent('স্যামসাং')}`);
    expect(namesOf(samsung.body.products).sort()).toEqual(['Samsung Galaxy A54', 'Samsung Galaxy S23']);
    // য় typed as one letter (U+09DF) rather than as য and its dot.
    const realme = await search(`q=${encodeURIComponent('রি\u09dfেলমি')}`);
    expect(namesOf(realme.body.products).sort()).toEqual(['Realme 11 Pro', 'Realme C55']);
  });

  it('finds a brand typed with a typo, across every category', async () => {
    const { body } = await search('q=samsng');
    expect(namesOf(body.products).sort()).toEqual(['Samsung Galaxy A54', 'Samsung Galaxy S23']);
    expect(body.total).toBe(6);

    const xiaomi = await search('q=XIAOMI');
    expect(xiaomi.body.total).toBe(9);
    expect(new Set(xiaomi.body.products.map((p) => p.categoryName))).toEqual(new Set(['Xiaomi Phones']));
  });

  it('finds nothing for a model nobody sells', async () => {
    const { body } = await search('q=iphone');
    expect(body).toEqual({ products: [], page: 1, pageSize: 12, total: 0 });
  });

  it('never shows a sold, deleted or hidden phone', async () => {
    // Each model has three phones for sale and three that are not: only the three are found.
    const { body } = await search(`q=${encodeURIComponent('Vivo V29')}`);
    expect(body.total).toBe(3);
    const ids = body.products.map((p) => p._id);
    const forSale = await ctx.app.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.name} = 'Vivo V29' and ${products.status} = 'available' and ${products.deletedAt} is null`);
    expect(ids.sort()).toEqual(forSale.map((row) => row.id).sort());
  });

  it("filters, sorts and pages like the category page", async () => {
    const fair = await search('q=xiaomi&condition=Fair&sort=price-desc');
    expect(fair.body.products.every((p) => p.condition === 'Fair')).toBe(true);
    const prices = fair.body.products.map((p) => p.resalePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const inRange = await search('q=samsung&minPrice=101&maxPrice=111&sort=price-asc');
    expect(inRange.body.products.map((p) => p.resalePrice)).toEqual([101, 102, 110, 111]);

    // Every phone for sale of all nine models, 12 to a page, each seen once.
    const seen = new Set<string>();
    const queries = ['samsung', 'xiaomi', 'realme', 'vivo', 'oppo'];
    for (const q of queries) {
      const first = await search(`q=${q}&sort=newest`);
      const pages = Math.ceil(first.body.total / 12);
      for (let n = 1; n <= pages; n++) {
        for (const card of (await search(`q=${q}&sort=newest&page=${n}`)).body.products) seen.add(card._id);
      }
    }
    expect(seen.size).toBe(MODELS.length * 3);
    const beyond = await search('q=xiaomi&page=2');
    expect(beyond.body.products).toEqual([]);
    expect(beyond.body.total).toBe(9);
  });

  it('shows visitors no phone numbers and signed-in callers the numbers, marking their own phones', async () => {
    const visitor = await search('q=realme');
    expect(visitor.body.products.length).toBeGreaterThan(0);
    for (const card of visitor.body.products) {
      expect(card).not.toHaveProperty('phone');
      expect(card.isOwn).toBe(false);
    }
    expect(visitor.response.headers['cache-control']).toBe('public, max-age=30');

    const asBuyer = await search('q=realme', bearer(buyer.accessToken));
    expect(asBuyer.body.products[0]!.phone).toBe('01711000000');
    expect(asBuyer.body.products.every((p) => !p.isOwn)).toBe(true);
    expect(asBuyer.response.headers['cache-control']).toBe('private, no-store');

    const asSeller = await search('q=realme', bearer(seller.accessToken));
    expect(asSeller.body.products.every((p) => p.isOwn)).toBe(true);
  });

  it('answers a token that is present but not valid with 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/search?q=vivo', headers: bearer('not-a-token') });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a missing, blank, overlong or badly filtered search with a readable 400', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /^q is required/],
      ['q=%20%20', /^Type the model you are looking for/],
      [`q=${'a'.repeat(61)}`, /q/],
      ['q=vivo&sort=cheapest', /^sort must be one of/],
      ['q=vivo&minPrice=300&maxPrice=100', /^The lowest price must not be above the highest price/],
      ['q=vivo&colour=red', /^colour is not allowed here/],
    ];
    for (const [query, message] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
  });

  /** `count` more Oppo phones for sale, named by `nameOf`, in batches as a bulk load writes them. */
  async function listOppoPhones(count: number, nameOf: (i: number) => string) {
    const db = ctx.app.db;
    const [oppo] = await db.select().from(categories).where(eq(categories.name, 'Oppo Phones'));
    for (let from = 0; from < count; from += 1_000) {
      const batch = Array.from({ length: Math.min(1_000, count - from) }, (_, k) => ({
        sellerId: seller.userId,
        categoryId: oppo!.id,
        name: nameOf(from + k),
        imageUrl: '/assets/products/oppo-reno-10.svg',
        originalPriceCents: 20_000,
        resalePriceCents: 15_000,
        usedYears: 1,
        phone: '+8801711000000',
        location: 'Mirpur, Dhaka',
        description: 'Listed for the search tests.',
      }));
      await db.insert(products).values(batch);
    }
  }
  // What search asks for a misspelt brand: the match the trigram index answers.
  const SAMSNG_FOR_SALE = sql`select id from products
    where 'samsng' <% lower(name) and status = 'available' and deleted_at is null`;
  const withSearchThreshold = <T>(read: (tx: Transaction) => Promise<T>) =>
    ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
      return read(tx);
    });

  it('matches names through the trigram index once there are many phones', async () => {
    await listOppoPhones(10_000, (i) => `Oppo A${i} Filler ${i.toString(36)}`);
    await ctx.app.db.execute(sql`analyze products`);
    const text = await withSearchThreshold((tx) => planOf(tx, SAMSNG_FOR_SALE));
    expect(text).toMatch(/products_for_sale_name_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on products/);
    // And the route still finds the Samsungs among 10,000 other phones.
    expect((await search('q=samsng')).body.total).toBe(6);
  });

  it('finds phones as cheaply right after a day of new listings as on a catalogue at rest', async () => {
    // Enough phones that search goes through the trigram index, at rest.
    await listOppoPhones(10_000, (i) => `Oppo Reno ${i} ${i.toString(36)} 8/128`);
    await ctx.app.db.execute(sql`vacuum analyze products`);
    const atRest = await withSearchThreshold((tx) => pagesRead(tx, SAMSNG_FOR_SALE));
    expect(atRest).toBeGreaterThan(0);

    // The phones listed since the last vacuum, as on a live site between autovacuum's runs.
    await listOppoPhones(2_000, (i) => `Oppo F${i} ${i.toString(36)} 12/256`);
    // A pending list of new entries (GIN's fastupdate) would be read whole by every search.
    expect(await withSearchThreshold((tx) => pagesRead(tx, SAMSNG_FOR_SALE))).toBeLessThan(atRest + 20);
    expect((await search('q=samsng')).body.total).toBe(6);
  });
});

describe('search: the limit per address', () => {
  const ctx = useTestApp({ searchRateLimitPerMinute: 3 });

  it('answers 429 with the wait in words once an address passes the limit, signed in or not', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await ctx.app.inject({ method: 'GET', url: `/search?q=phone${i}` });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.json().message).toMatch(/^Too many requests\. Please wait/);
  });
});
