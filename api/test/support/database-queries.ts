import type { App } from '../../src/app.ts';

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
