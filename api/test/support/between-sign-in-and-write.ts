import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { users } from '../../src/db/schema.ts';

type Query = (...args: unknown[]) => Promise<unknown>;

function sqlAndParams(args: unknown[]): { text: string; params: unknown[] } {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, params: Array.isArray(second) ? second : [] };
  const config = (first ?? {}) as { text?: string; values?: unknown[] };
  return { text: config.text ?? '', params: Array.isArray(second) ? second : (config.values ?? []) };
}

/**
 * Runs `act` once, right after the first query that `matches` has returned and before the request
 * that made it goes on. Works on the database client itself (PGlite or the pg pool), below every
 * route and hook; queries inside transactions run on another handle and are not watched.
 */
export function afterNextQuery(
  app: App,
  matches: (text: string, params: unknown[]) => boolean,
  act: () => Promise<unknown>,
): { fired(): boolean } {
  const client = (app.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  let fired = false;
  client.query = async function query(this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    const { text, params } = sqlAndParams(args);
    if (!fired && matches(text, params)) {
      fired = true;
      client.query = original;
      await act();
    }
    return result;
  };
  return { fired: () => fired };
}

/**
 * `act` runs right after a request's sign-in check has loaded this user's row (the plain SELECT
 * on users that `fastify.authenticate` makes): what happens when an admin deletes the account
 * while the request's body is still on its way.
 */
export async function afterNextSignInCheck(app: App, userId: string, act: () => Promise<unknown>): Promise<{ fired(): boolean }> {
  // The instance keeps signed-in accounts until a change to one is heard: an update that changes
  // nothing is one, so the next check reads the row again.
  await app.db.update(users).set({ name: sql`${users.name}` }).where(eq(users.id, userId));
  await app.sessionAccounts.caughtUp();
  return afterNextQuery(
    app,
    (text, params) => /from "users"/i.test(text) && !/\bfor (share|update|no key update)\b/i.test(text) && params.includes(userId),
    act,
  );
}
