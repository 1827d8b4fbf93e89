import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONNECTIONS } from '../../src/db/database.ts';
import { bearer, buildTestApp, createAccount, createPostgresDatabase, type TestApp } from '../helper.ts';

// PostgreSQL runs a process per connection: an instance keeps DATABASE_POOL_SIZE of them at most,
// and a request that finds them all busy waits for one instead of failing.
describe("an instance's connections to PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let instance: TestApp;
  let observer: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    instance = await buildTestApp({ databaseUrl: database.url, databasePoolSize: 2 });
    await instance.app.ready();
    observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await instance?.close();
    await database?.drop();
  });

  const apiConnections = async () => {
    const { rows } = await observer.query<{ count: string }>(
      'select count(*) from pg_stat_activity where datname = current_database() and application_name = $1',
      [API_CONNECTIONS],
    );
    return Number(rows[0]!.count);
  };

  it('stay within DATABASE_POOL_SIZE while many requests read at once, and every request is answered', async () => {
    const buyer = await createAccount(instance.app, 'buyer');
    const seen: number[] = [];
    let reading = true;
    const watching = (async () => {
      while (reading) seen.push(await apiConnections());
    })();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        instance.app.inject({ method: 'GET', url: `/bookedProduct/${encodeURIComponent(buyer.email)}`, headers: bearer(buyer.accessToken) }),
      ),
    );
    reading = false;
    await watching;

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen, await apiConnections())).toBe(2);
  });
});
