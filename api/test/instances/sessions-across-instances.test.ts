import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { users } from '../../src/db/schema.ts';
import { bearer, createAccount, type TestAccount } from '../helper.ts';
import { queriesDuring } from '../support/database-queries.ts';
import { useTwoInstances } from '../support/two-instances.ts';

/** A session ended through any instance, or by any script, is refused by every other within this. */
const WITHIN_MS = 1_000;

// Each instance keeps the accounts of signed-in callers (auth/session-accounts.ts), so B holds
// the account from before a change made through A or straight in the database.
describe('signed-in accounts across two API instances', () => {
  const instances = useTwoInstances();
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(instances.a, 'admin');
  });

  const ownDetails = (app: App, account: TestAccount) =>
    app.inject({ method: 'GET', url: `/users/${encodeURIComponent(account.email)}`, headers: bearer(account.accessToken) });

  /** Reads through `app` until it refuses the session; fails if it still lets it in after WITHIN_MS. */
  async function refusedBy(app: App, account: TestAccount, since: number): Promise<void> {
    for (;;) {
      const elapsed = performance.now() - since;
      const answer = await ownDetails(app, account);
      if (answer.statusCode === 401) return;
      expect(answer.statusCode).toBe(200);
      if (elapsed > WITHIN_MS) throw new Error(`the instance still let the session in ${Math.round(elapsed)} ms after it ended`);
      await sleep(5);
    }
  }

  it('reads a signed-in account from the database once while it does not change', async () => {
    const buyer = await createAccount(instances.a, 'buyer');
    expect((await ownDetails(instances.b, buyer)).statusCode).toBe(200);
    const queries = await queriesDuring(instances.b, async () => {
      for (let i = 0; i < 5; i++) expect((await ownDetails(instances.b, buyer)).statusCode).toBe(200);
    });
    // GET /users/:email reads the caller's details itself: one query each, none for the session.
    expect(queries).toBe(5);
  });

  it('refuses on B a buyer an admin deleted through A', async () => {
    const buyer = await createAccount(instances.a, 'buyer');
    expect((await ownDetails(instances.a, buyer)).statusCode).toBe(200);
    expect((await ownDetails(instances.b, buyer)).statusCode).toBe(200);
    const since = performance.now();
    const deleted = await instances.a.inject({ method: 'DELETE', url: `/users/delete/${buyer.userId}`, headers: bearer(admin.accessToken) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // A itself refuses at once: it heard the change before answering.
    expect((await ownDetails(instances.a, buyer)).statusCode).toBe(401);
    await refusedBy(instances.b, buyer, since);
  });

  it('refuses on both instances a session a script ended in the database', async () => {
    const seller = await createAccount(instances.a, 'seller');
    expect((await ownDetails(instances.a, seller)).statusCode).toBe(200);
    expect((await ownDetails(instances.b, seller)).statusCode).toBe(200);
    const since = performance.now();
    await instances.a.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, seller.userId));
    await Promise.all([refusedBy(instances.a, seller, since), refusedBy(instances.b, seller, since)]);
  });
});
