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

/**
 * The pages (buffers) that one run of `query` reads, from EXPLAIN (ANALYZE, BUFFERS): what it costs
 * whatever plan is picked, and the same on every run of the same data, unlike its time.
 */
export async function pagesRead(db: Database | Transaction, query: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`explain (analyze, buffers, format json) ${query}`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const document = Object.values(row!)[0];
  const [{ Plan: plan }] = (typeof document === 'string' ? JSON.parse(document) : document) as [{ Plan: PlanBuffers }];
  return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
}

interface PlanBuffers {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}
