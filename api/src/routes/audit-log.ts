import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_LOG_PATH, AuditLog, AuditLogQuery, ErrorBody, type AuditEntry } from '@sellphones/contracts/schemas';
import { listAuditLog } from '../db/audit-log.repository.ts';

/**
 * What deletions without a reason were logged with before the log kept none: the API's own words,
 * not an admin's, answered as no reason like the newer ones (the log's rows are never rewritten).
 */
const OLD_NO_REASON = 'No reason given';

/** The admin audit log, read-only: no route changes or removes an entry (the database refuses too). */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(AUDIT_LOG_PATH, {
    onRequest: [fastify.authenticate, fastify.requireRole('admin')],
    schema: {
      tags: ['admin'],
      summary: 'Every admin action (who, when, what, why), newest first, 50 a page',
      security: [{ apiToken: [] }],
      querystring: AuditLogQuery,
      response: { 200: AuditLog, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request, reply) => {
    const rows = await listAuditLog(fastify.db, { page: request.query.page ?? 1, action: request.query.action });
    reply.header('cache-control', 'private, no-store');
    return rows.map((row): AuditEntry => ({
      _id: row.id,
      at: row.createdAt.toISOString(),
      adminName: row.adminName,
      adminEmail: row.adminEmail,
      action: row.action as AuditEntry['action'],
      subjectKind: row.subjectKind as AuditEntry['subjectKind'],
      subjectId: row.subjectId,
      subjectLabel: row.subjectLabel,
      reason: row.action === 'delete-account' && row.reason === OLD_NO_REASON ? '' : row.reason,
    }));
  });
};

export default auditLogRoutes;
