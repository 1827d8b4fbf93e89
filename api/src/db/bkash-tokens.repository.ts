import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';
import { bkashTokens, type BkashTokenRow } from './schema.ts';

export type StoredBkashToken = Omit<BkashTokenRow, 'account' | 'grantedAt'>;

export async function findBkashToken(db: Database | Transaction, account: string): Promise<BkashTokenRow | undefined> {
  const [row] = await db.select().from(bkashTokens).where(eq(bkashTokens.account, account));
  return row;
}

export async function saveBkashToken(db: Database | Transaction, account: string, token: StoredBkashToken): Promise<void> {
  await db
    .insert(bkashTokens)
    .values({ account, ...token, grantedAt: new Date() })
    .onConflictDoUpdate({ target: bkashTokens.account, set: { ...token, grantedAt: new Date() } });
}

/**
 * Runs `work` while holding a lock of this account's token, across every API instance sharing the
 * database: one refresh at a time, the others wait and then read the token it stored.
 */
export async function withBkashTokenLock<T>(db: Database, account: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bkash-token:${account}`}))`);
    return work(tx);
  });
}
