// `node scripts/bench/search-bench.mjs`: requests a second and p99 of GET /search over 12,000
// phones for sale, with autocannon against one API process on port 4290. On PostgreSQL when
// BENCH_DATABASE_URL names an empty database, otherwise on an in-memory PGlite. Run it under
// `flock /tmp/bench.lock`. Two figures per query: a visitor's repeat (the catalogue's shared
// two-second cache answers) and a new search every request (a different price floor each time,
// so every request reaches the database).
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { categories, products, users } from '../../api/src/db/schema.ts';

// drizzle-orm is the API workspace's dependency: resolved from there.
const { sql } = await import(createRequire(new URL('../../api/package.json', import.meta.url)).resolve('drizzle-orm'));

const PORT = 4290;
const PHONES = 12_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const QUERIES = ['samsng', 'redmi note13', 'galaxy s23', 'iphone'];

const MODELS = {
  'Samsung Phones': ['Samsung Galaxy S23', 'Samsung Galaxy S22 Ultra', 'Samsung Galaxy A54', 'Samsung Galaxy A34', 'Samsung Galaxy M14'],
  'Xiaomi Phones': ['Xiaomi Redmi Note 13', 'Xiaomi Redmi Note 12 Pro', 'Xiaomi 13T', 'Xiaomi Poco X6', 'Xiaomi Redmi 12C'],
  'Realme Phones': ['Realme 11 Pro', 'Realme C55', 'Realme Narzo 60', 'Realme GT Neo 5', 'Realme C53'],
  'Vivo Phones': ['Vivo V29', 'Vivo Y36', 'Vivo V27e', 'Vivo T2x', 'Vivo Y17s'],
  'Oppo Phones': ['Oppo Reno 10', 'Oppo A78', 'Oppo Reno 8T', 'Oppo F23', 'Oppo A58'],
};
const STORAGE = ['64GB', '128GB', '256GB', '8/128', '12/256'];

const app = await buildApp({
  ...loadConfig({
    NODE_ENV: 'test',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  }),
  pgliteDataDir: 'memory://',
});
await app.ready();

const [seller] = await app.db
  .insert(users)
  .values({ firebaseUid: `bench-${Date.now()}`, email: `bench-${Date.now()}@sellphones.test`, name: 'Bench Seller', role: 'seller' })
  .returning({ id: users.id });
const categoryIds = new Map((await app.db.select().from(categories)).map((c) => [c.name, c.id]));
const names = Object.entries(MODELS).flatMap(([category, models]) => models.map((model) => [category, model]));
const rows = Array.from({ length: PHONES }, (_, i) => {
  const [category, model] = names[i % names.length];
  const resalePriceCents = 5_000 + ((i * 7919) % 90_000);
  return {
    sellerId: seller.id,
    categoryId: categoryIds.get(category),
    name: `${model} ${STORAGE[i % STORAGE.length]}`,
    imageUrl: '/assets/products/samsung-galaxy-s23.svg',
    originalPriceCents: resalePriceCents + 10_000,
    resalePriceCents,
    condition: ['excellent', 'Good', 'Fair'][i % 3],
    usedYears: i % 4,
    phone: '+8801711000000',
    location: 'Mirpur, Dhaka',
    description: 'Seeded for the search bench.',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  };
});
for (let i = 0; i < rows.length; i += 1_000) await app.db.insert(products).values(rows.slice(i, i + 1_000));
await app.db.execute(sql`analyze products`);
await app.listen({ port: PORT, host: '127.0.0.1' });

function run(path, varied) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              // A different price floor each time: a new cache key, so the database answers.
              path: varied ? `${path}&minPrice=${((n++ % 5_000) / 100).toFixed(2)}` : path,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const lines = [];
for (const q of QUERIES) {
  const path = `/search?q=${encodeURIComponent(q)}`;
  const found = await app.inject({ method: 'GET', url: path });
  const { total } = found.json();
  for (const varied of [false, true]) {
    const result = await run(path, varied);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${q}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    lines.push(
      `| \`${q}\` | ${total} | ${varied ? 'new search each request' : "a visitor's repeat (shared cache)"} | ${Math.round(result.requests.average)} | ${result.latency.p99} ms |`,
    );
  }
}

console.log(`\nGET /search over ${PHONES.toLocaleString('en')} phones for sale, ${app.dbConnection.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
console.log('| query | phones found | requests | req/s | p99 |');
console.log('| --- | --- | --- | --- | --- |');
for (const line of lines) console.log(line);
await app.close();
