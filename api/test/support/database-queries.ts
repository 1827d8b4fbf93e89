import type { App } from '../../src/app.ts';

/** Counts the queries the app sends its database (PGlite or PostgreSQL) while `run` runs. */
export async function queriesDuring(app: App, run: () => Promise<unknown>): Promise<number> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return query.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return count;
}
