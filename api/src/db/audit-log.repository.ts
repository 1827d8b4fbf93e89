import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@sellphones/contracts/schemas';
import type { Database, Transaction } from './database.ts';
import { adminAuditLog } from './schema.ts';

export interface AdminActor {
  id: string;
  name: string;
  email: string;
}

export interface AdminAction {
  action: AuditAction;
  subjectKind: AuditEntry['subjectKind'];
  subjectId: string;
  subjectLabel: string;
  reason: string;
}

/**
 * Writes an admin action into the append-only log, inside the action's own transaction: the
 * action and its record commit together or not at all. The admin's name and email are copied, so
 * the entry still says who acted after their account changes.
 */
export async function recordAdminAction(tx: Transaction, admin: AdminActor, action: AdminAction): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: admin.id,
    adminName: admin.name,
    adminEmail: admin.email,
    ...action,
  });
}

export const AUDIT_LOG_PAGE_SIZE = 50;

/** One page of the log, newest first, optionally of one kind of action. */
export async function listAuditLog(
  db: Database,
  query: { page: number; action?: AuditAction },
): Promise<(typeof adminAuditLog.$inferSelect)[]> {
  return db
    .select()
    .from(adminAuditLog)
    .where(query.action ? eq(adminAuditLog.action, query.action) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_LOG_PAGE_SIZE);
}
