// A fresh PostgreSQL database per catalogue size (bench_*), filled with phones in bulk, and
// dropped at the end. The API creates the tables and the five categories when it starts.
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH = 4_000; // 14 columns x 4,000 rows stays under the 65,535 bind parameters of one query
const SELLERS = 200;
const IMAGES = [
  'oppo-reno-10.svg', 'realme-11-pro.svg', 'realme-c55.svg', 'samsung-galaxy-a54.svg', 'samsung-galaxy-s23.svg',
];
const CONDITIONS = ['excellent', 'Good', 'Fair'];
const LOCATIONS = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi'];

export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing database name ${name}`);
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return databaseUrl(name);
}

export async function dropDatabase(name) {
  if (!/^bench_[a-z0-9_]+$/.test(name)) return;
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * `count` phones spread evenly over the five categories and 200 sellers, one in a hundred
 * advertised, one in ten sold, created over the last year. Multi-row INSERTs of 4,000 rows.
 */
export async function seedPhones(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: categories } = await client.query('select id, name from categories order by name');
    if (categories.length === 0) throw new Error('no categories: the API did not seed them');
    const sellerValues = [];
    for (let i = 0; i < SELLERS; i++) {
      sellerValues.push(`('bench-seller-${i}', 'bench.seller.${i}@sellphones.test', 'Bench Seller ${i}', 'seller')`);
    }
    const { rows: sellers } = await client.query(
      `insert into users (firebase_uid, email, name, role) values ${sellerValues.join(',')} returning id`,
    );
    const now = Date.now();
    const yearMs = 365 * 24 * 3600 * 1000;
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const params = [];
      const tuples = [];
      for (let j = 0; j < size; j++) {
        const i = start + j;
        const original = 20_000 + (i % 997) * 100;
        const resale = Math.max(1_000, original - 5_000 - (i % 13) * 500);
        const createdAt = new Date(now - ((i * 7919) % yearMs));
        const advertisedAt = i % 100 === 0 ? createdAt : null;
        const row = [
          sellers[i % SELLERS].id,
          categories[i % categories.length].id,
          `Bench phone ${i}`,
          `/assets/products/${IMAGES[i % IMAGES.length]}`,
          original,
          resale,
          CONDITIONS[i % 3],
          i % 5,
          '01700000000',
          LOCATIONS[i % LOCATIONS.length],
          'A phone seeded for the benchmark: works well, small scratches on the back.',
          i % 10 === 9 ? 'sold' : 'available',
          advertisedAt,
          createdAt,
        ];
        const base = params.length;
        tuples.push(`(${row.map((_, k) => `$${base + k + 1}`).join(',')})`);
        params.push(...row);
      }
      await client.query(
        `insert into products (seller_id, category_id, name, image_url, original_price_cents,
          resale_price_cents, condition, used_years, phone, location, description, status,
          advertised_at, created_at) values ${tuples.join(',')}`,
        params,
      );
    }
    // What autovacuum does to a table at rest: statistics, and the visibility map index-only scans need.
    await client.query('vacuum (analyze) products, users');
  } finally {
    await client.end();
  }
}

/** The listing's plan at this size, for the report (what the database does per request). */
export async function explainListing(url, page) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [category] } = await client.query(`select id from categories where name = 'Oppo Phones'`);
    const where = `p.category_id = $1 and p.status = 'available' and p.deleted_at is null`;
    const plan = async (sql) =>
      (await client.query(`explain (analyze, buffers off, costs off) ${sql}`, [category.id])).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    return {
      page: await plan(`select p.*, c.name, u.name from products p join categories c on c.id = p.category_id
        join users u on u.id = p.seller_id where ${where}
        order by p.created_at desc, p.id desc limit 12 offset ${(page - 1) * 12}`),
      total: await plan(`select count(*) from products p where ${where}`),
    };
  } finally {
    await client.end();
  }
}
