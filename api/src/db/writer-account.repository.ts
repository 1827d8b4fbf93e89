import { eq } from 'drizzle-orm';
import type { Transaction } from './database.ts';
import { users } from './schema.ts';

/** Who a write is made for: the signed-in user and the token version their session was issued for. */
export interface WriterSession {
  userId: string;
  tokenVersion: number;
}

export const SESSION_ENDED_MESSAGE =
  'Your account was closed or changed while this was being saved. Please sign in again.';

/** Refused with 401 (the error handler passes the status and message on): nothing was written. */
export class SessionEndedError extends Error {
  readonly statusCode = 401;
  constructor() {
    super(SESSION_ENDED_MESSAGE);
    this.name = 'SessionEndedError';
  }
}

/**
 * The first statement of every write made for a signed-in user, inside the write's transaction.
 * Sign-in is checked when a request arrives, but its body (and the write) may come much later:
 * this locks the user's row and checks the session is still the live one (not disabled, same
 * token version). An admin's deletion locks the same row FOR UPDATE, so the two are ordered:
 * either this write commits first and the deletion then cancels or removes what it made, or the
 * deletion commits first and this write is refused.
 *
 * 'share' lets a user's writes run side by side; 'no key update' also orders them one after the
 * other, for a rule that counts the user's rows (a cap on open bookings).
 */
export async function lockWriterAccount(
  tx: Transaction,
  session: WriterSession,
  mode: 'share' | 'no key update' = 'share',
): Promise<void> {
  const [row] = await tx
    .select({ disabledAt: users.disabledAt, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, session.userId))
    .for(mode);
  if (!row || row.disabledAt !== null || row.tokenVersion !== session.tokenVersion) throw new SessionEndedError();
}
