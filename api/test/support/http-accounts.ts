import pg from 'pg';
import { firebaseSignUp, uniqueEmail } from './firebase-emulator.ts';

// Accounts for an API reached over HTTP (a child process), through the same routes a browser uses.

export interface HttpAccount {
  email: string;
  accessToken: string;
}

export async function signUpOverHttp(apiUrl: string, role: 'buyer' | 'seller'): Promise<HttpAccount> {
  const session = await firebaseSignUp(uniqueEmail(role));
  const saved = await fetch(`${apiUrl}/users`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Proof ${role}`, email: session.email, sellerAccount: role === 'seller' }),
  });
  if (saved.status !== 200) throw new Error(`PUT /users answered ${saved.status}: ${await saved.text()}`);
  const token = await fetch(`${apiUrl}/jwt?email=${encodeURIComponent(session.email)}`, {
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  if (token.status !== 200) throw new Error(`GET /jwt answered ${token.status}`);
  return { email: session.email, accessToken: ((await token.json()) as { accessToken: string }).accessToken };
}

/**
 * Phones of a seller inserted straight into the database: the load and fault suites are not about listing.
 * By default advertised, in 'Oppo Phones'; a bulk stock for bookings may go elsewhere, unadvertised.
 */
export async function insertPhones(
  databaseUrl: string,
  sellerEmail: string,
  count: number,
  priceCents = 15_000,
  { category = 'Oppo Phones', advertised = true }: { category?: string; advertised?: boolean } = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into products (seller_id, category_id, name, image_url, original_price_cents, resale_price_cents,
         used_years, phone, location, description, advertised_at)
       select u.id, c.id, 'Proof phone ' || g, '/assets/products/test.webp', $3 * 2, $3, 1, '01712345678', 'Dhaka',
         'A phone for the proof suites', case when $5::boolean then now() end
       from users u, (select id from categories where name = $4) c, generate_series(1, $2) g
       where u.email = $1
       returning id`,
      [sellerEmail, count, priceCents, category, advertised],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** Sign-ups over HTTP, a few at a time (each is three requests to the emulator and the API). */
export async function signUpManyOverHttp(apiUrl: string, role: 'buyer' | 'seller', count: number, parallel = 8): Promise<HttpAccount[]> {
  const accounts: HttpAccount[] = [];
  while (accounts.length < count) {
    const batch = Math.min(parallel, count - accounts.length);
    accounts.push(...await Promise.all(Array.from({ length: batch }, () => signUpOverHttp(apiUrl, role))));
  }
  return accounts;
}

/** Counts straight from the database, for a suite's closing checks. */
export async function queryCount(databaseUrl: string, sql: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(sql, params);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** One column of rows straight from the database. */
export async function queryColumn(databaseUrl: string, sql: string, params: unknown[] = []): Promise<Array<string | null>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string | null }>(sql, params);
    return rows.map((row) => row.value);
  } finally {
    await client.end();
  }
}
