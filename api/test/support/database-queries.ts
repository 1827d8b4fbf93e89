import { sql, type SQLWrapper } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Database, Transaction } from '../../src/db/database.ts';

/** The SQL of each query the app sends its database (PGlite or PostgreSQL) while `run` runs. */
export async function queryTextsDuring(app: App, run: () => Promise<unknown>): Promise<string[]> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const texts: string[] = [];
  client.query = (...args: unknown[]) => {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return query.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return texts;
}

/** How many queries the app sends its database while `run` runs. */
export async function queriesDuring(app: App, run: () => Promise<unknown>): Promise<number> {
  return (await queryTextsDuring(app, run)).length;
}

/** The plan PostgreSQL (or PGlite) picks for `query`, as EXPLAIN prints it: one line per row. */
export async function planOf(db: Database | Transaction, query: SQLWrapper): Promise<string> {
  const plan = await db.execute(sql`explain ${query}`);
  return (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
}
