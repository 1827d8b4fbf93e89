import { and, eq, ne } from 'drizzle-orm';
import type { Database } from './database.ts';
import { sandboxPaymentIntents, type SandboxIntentRow } from './schema.ts';

export type NewSandboxIntent = typeof sandboxPaymentIntents.$inferInsert;

/** The intent made for this idempotency key: the one given, or the one a request before it stored. */
export async function insertSandboxIntent(db: Database, intent: NewSandboxIntent): Promise<SandboxIntentRow> {
  const [inserted] = await db
    .insert(sandboxPaymentIntents)
    .values(intent)
    .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [known] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, intent.idempotencyKey));
  return known!;
}

export async function findSandboxIntent(db: Database, id: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

export async function markSandboxIntentSucceeded(db: Database, id: string): Promise<void> {
  await db
    .update(sandboxPaymentIntents)
    .set({ status: 'succeeded' })
    .where(and(eq(sandboxPaymentIntents.id, id), ne(sandboxPaymentIntents.status, 'succeeded')));
}

/** Only money that was taken can be given back. */
export async function markSandboxIntentRefunded(db: Database, id: string): Promise<void> {
  await db
    .update(sandboxPaymentIntents)
    .set({ refunded: true })
    .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'succeeded')));
}
