// A fresh PostgreSQL database per catalogue size (bench_*), filled in bulk with phones and the
// people who use them (sellers, buyers with past orders, mostly paid, buyers who book and pay,
// an admin), and dropped at the end. The API creates the tables and the five categories when it starts.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { localPostgresUrl } from '../../deploy/local-postgres.mjs';

// This machine's server, reached as the cluster reaches it (deploy/local-postgres.mjs).
const ADMIN_URL = process.env.BENCH_PG_URL ?? localPostgresUrl();
const BATCH = 4_000; // 14 columns x 4,000 rows stays under the 65,535 bind parameters of one query
const SELLERS = 200;
/** Buyers with a history of orders (My Orders), each with ORDERS_PER_READER of them. */
const READERS = 200;
const ORDERS_PER_READER = 20;
/**
 * Buyers who book during the write run's warm-up and the run itself: each may hold 5 open
 * bookings, so many of them (room for 40,000 bookings, above the fastest run seen).
 */
const BOOKERS = 8_000;
/** Buyers who go through the whole payment flow, one flow each. */
const PAYERS = 4_000;
/** Available phones handed to the writers, each booked at most once by the bench. */
const BOOKABLE = 20_000;
const ADVERTISABLE = 2_000;
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

/**
 * Waits (60 s at most) until no query runs in the database at `url`: what a load test's clients
 * left running when they stopped. Their connections stay open; only their work must be over.
 */
export async function waitUntilIdle(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const end = Date.now() + 60_000; Date.now() < end; ) {
      const { rows } = await client.query(
        `select count(*)::int as running from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend' and state = 'active'
            and pid <> pg_backend_pid()`,
      );
      if (rows[0].running === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name) {
  if (!/^bench_[a-z0-9_]+$/.test(name)) return;
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * `count` phones spread evenly over the five categories and 200 sellers, one in a hundred
 * advertised, one in seven sold, created over the last year. Multi-row INSERTs of 4,000 rows.
 * `photos`: stored photo paths (scripts/bench/bench-photos.mjs) the phones show, the demo
 * seller's phones too, instead of the demo artwork.
 */
export async function seedPhones(url, count, { photos } = {}) {
  const images = photos ?? IMAGES.map((file) => `/assets/products/${file}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: categories } = await client.query('select id, name from categories order by name');
    if (categories.length === 0) throw new Error('no categories: the API did not seed them');
    const people = await insertPeople(client);
    const sellers = people.sellers;
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
          sellers[i % sellers.length].id,
          categories[i % categories.length].id,
          `Bench phone ${i}`,
          images[i % images.length],
          original,
          resale,
          CONDITIONS[i % 3],
          i % 5,
          '+8801700000000',
          LOCATIONS[i % LOCATIONS.length],
          'A phone seeded for the benchmark: works well, small scratches on the back.',
          i % 7 === 6 ? 'sold' : 'available',
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
    if (photos) {
      // The demo phones the API seeded at start.
      await client.query(
        `update products set image_url = ($1::text[])[1 + abs(hashtext(id::text)) % cardinality($1::text[])]
          where image_url like '/assets/products/%'`,
        [photos],
      );
    }
    await insertPastOrders(client, people.readers, { sellers, categories, images });
    // What autovacuum does to a table at rest: statistics, and the visibility map index-only scans need.
    await client.query('vacuum (analyze) products, users, bookings, payments');
    // As after any bulk load: the seeding's pages are written out now, not by a checkpoint that
    // would land in the middle of a run (the first change to each page after it is logged whole).
    await client.query('checkpoint');
    const { rows: bookable } = await client.query(
      `select id from products where status = 'available' and deleted_at is null order by md5(id::text) limit $1`,
      [BOOKABLE],
    );
    const { rows: perCategory } = await client.query(
      `select c.name, count(p.id)::int as phones from categories c left join products p
        on p.category_id = c.id and p.status = 'available' and p.deleted_at is null group by c.name order by c.name`,
    );
    // Phones their sellers advertise while others browse (not yet on the home page: each is a change).
    const { rows: advertisable } = await client.query(
      `select id, seller_id from products where status = 'available' and deleted_at is null and advertised_at is null
        order by md5(id::text) desc limit $1`,
      [ADVERTISABLE],
    );
    return {
      ...people,
      bookable: bookable.map((r) => r.id),
      advertisable: advertisable.map((r) => ({ id: r.id, sellerId: r.seller_id })),
      categories: perCategory,
    };
  } finally {
    await client.end();
  }
}

async function insertUsers(client, prefix, role, count) {
  const values = [];
  for (let i = 0; i < count; i++) {
    values.push(`('bench-${prefix}-${i}', 'bench.${prefix}.${i}@sellphones.test', 'Bench ${prefix} ${i}', '${role}')`);
  }
  const { rows } = await client.query(
    `insert into users (firebase_uid, email, name, role) values ${values.join(',')} returning id, email, token_version as ver`,
  );
  return rows;
}

/** Everyone the bench signs in as: { id, email, ver } each, for their API tokens. */
async function insertPeople(client) {
  return {
    sellers: await insertUsers(client, 'seller', 'seller', SELLERS),
    readers: await insertUsers(client, 'reader', 'buyer', READERS),
    bookers: await insertUsers(client, 'booker', 'buyer', BOOKERS),
    payers: await insertUsers(client, 'payer', 'buyer', PAYERS),
    admins: await insertUsers(client, 'admin', 'admin', 1),
  };
}

/**
 * A history for My Orders as buyers have one: most orders paid for phones they bought (sold
 * phones of their own, with the payment, and the handover and receipt of the older ones), some
 * cancelled, three still open. The open and cancelled ones are on phones still for sale.
 */
const PAID_PER_READER = 12;
const OPEN_PER_READER = 3;

async function insertPastOrders(client, readers, { sellers, categories, images }) {
  const { rows: forSale } = await client.query(
    `select id, resale_price_cents from products where status = 'available' order by created_at desc limit $1`,
    [ORDERS_PER_READER - PAID_PER_READER],
  );
  const hoursAgo = (hours) => new Date(Date.now() - hours * 3600 * 1000);
  const bought = [];
  const bookings = [];
  const payments = [];
  readers.forEach((reader, r) => {
    forSale.forEach((phone, k) => {
      bookings.push([randomUUID(), phone.id, reader.id, phone.resale_price_cents, k < OPEN_PER_READER ? 'unpaid' : 'cancelled', hoursAgo(r + k), null, null]);
    });
    for (let k = 0; k < PAID_PER_READER; k++) {
      const n = r * PAID_PER_READER + k;
      const productId = randomUUID();
      const bookingId = randomUUID();
      const price = 15_000 + (n % 97) * 100;
      const bookedAt = hoursAgo(24 * (k + 1) + r);
      const later = (hours) => new Date(bookedAt.getTime() + hours * 3600 * 1000);
      bought.push([productId, sellers[n % sellers.length].id, categories[n % categories.length].id, `Bench phone bought ${n}`, images[n % images.length], price + 5_000, price, hoursAgo(24 * (k + 2) + r)]);
      // The newest is paid and waits for the handover; the next was handed over; the rest received.
      bookings.push([bookingId, productId, reader.id, price, 'paid', bookedAt, k > 0 ? later(24) : null, k > 1 ? later(26) : null]);
      payments.push([bookingId, `bench_payment_${n}`, price, later(1)]);
    }
  });
  await insertRows(client, `products (id, seller_id, category_id, name, image_url, original_price_cents, resale_price_cents,
      created_at, condition, used_years, phone, location, description, status)`, bought,
  "'Good', 1, '+8801700000000', 'Dhaka', 'A phone seeded for the benchmark, sold.', 'sold'");
  await insertRows(client, `bookings (id, product_id, buyer_id, price_cents, status, created_at, handed_over_at,
      received_at, phone, meeting_location)`, bookings, "'+8801700000000', 'Dhanmondi'");
  await insertRows(client, "payments (booking_id, gateway_payment_id, amount_cents, created_at, gateway)", payments, "'sandbox'");
}

/** Rows of values, then the same constants for every row, in statements under the bind-parameter limit. */
async function insertRows(client, into, rows, constants) {
  const perStatement = Math.floor(60_000 / rows[0].length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const params = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      const base = params.length;
      params.push(...row);
      return `(${row.map((_, k) => `$${base + k + 1}`).join(',')}, ${constants})`;
    });
    await client.query(`insert into ${into} values ${tuples.join(',')}`, params);
  }
}

/** The listing's plan on the last page of a category (the deepest read), as the API reads it. */
export async function explainListing(url, categories) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { name } = categories[0];
    const { rows: [category] } = await client.query('select id from categories where name = $1', [name]);
    const where = `category_id = $1 and status = 'available' and deleted_at is null`;
    // Counted now: the bench's payments have sold phones since the seeding.
    const { rows: [{ phones }] } = await client.query(`select count(*)::int as phones from products where ${where}`, [category.id]);
    const lastPage = Math.max(1, Math.ceil(phones / 12));
    const plan = async (sql) =>
      (await client.query(`explain (analyze, buffers off, costs off) ${sql}`, [category.id])).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    return {
      category: name,
      page: lastPage,
      // The page's ids from the index alone, then those rows (api/src/db/listings.repository.ts).
      rows: await plan(`select p.*, c.name, u.name from (select id from products where ${where}
        order by created_at desc, id desc limit 12 offset ${(lastPage - 1) * 12}) page
        join products p on p.id = page.id join categories c on c.id = p.category_id
        join users u on u.id = p.seller_id order by p.created_at desc, p.id desc`),
      total: await plan(`select count(*) from products where ${where}`),
    };
  } finally {
    await client.end();
  }
}
