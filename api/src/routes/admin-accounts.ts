import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountPage,
  AccountQuery,
  DeleteAccountQuery,
  Deleted,
  ErrorBody,
  IdParams,
  type AccountRow,
} from '@sellphones/contracts/schemas';
import {
  ACCOUNTS_PAGE_SIZE,
  disableAccount,
  listAccounts,
  lockAccount,
  type AccountListing,
  type ListedRole,
} from '../db/admin-accounts.repository.ts';
import { disableFirebaseAccount } from '../auth/firebase-account-closing.ts';
import { recordAdminAction } from '../db/audit-log.repository.ts';
import { toPublicSmallUrl } from '../http/public-url.ts';

/** The admin's two tables and the one action on them: deleting a buyer or a seller. */
const adminAccountRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const adminsOnly = [fastify.authenticate, fastify.requireRole('admin')];

  function toPage(listing: AccountListing, page: number): AccountPage {
    const users: AccountRow[] = listing.rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      userPhoto: row.photoUrl === null ? null : toPublicSmallUrl(fastify.config.publicUrl, row.photoUrl),
      joinedAt: row.createdAt.toISOString(),
    }));
    return { users, page, pageSize: ACCOUNTS_PAGE_SIZE, total: listing.total };
  }

  for (const [path, role, label] of [
    ['/allBuyers', 'buyer', 'buyers'],
    ['/allSellers', 'seller', 'sellers'],
  ] as const satisfies ReadonlyArray<readonly [string, ListedRole, string]>) {
    fastify.get(path, {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: `One page of active ${label}, searchable by name or email`,
        security: [{ apiToken: [] }],
        querystring: AccountQuery,
        response: { 200: AccountPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    }, async (request, reply) => {
      const page = request.query.page ?? 1;
      const listing = await listAccounts(fastify.db, role, { page, search: request.query.search });
      // Personal data: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return toPage(listing, page);
    });
  }

  fastify.delete('/users/delete/:id', {
    onRequest: adminsOnly,
    schema: {
      tags: ['admin'],
      summary: 'Delete a buyer or a seller: sign-in disabled, sessions ended, open bookings cancelled, phones unlisted',
      security: [{ apiToken: [] }],
      description: 'An optional reason (query `reason`) is kept in the admin audit log with the deletion.',
      params: IdParams,
      querystring: DeleteAccountQuery,
      response: { 200: Deleted, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody },
    },
  }, async (request) => {
    const admin = request.user;
    const targetId = request.params.id;
    if (targetId === admin.id) throw fastify.httpErrors.forbidden('You cannot delete your own account.');

    const { target, summary } = await fastify.db.transaction(async (tx) => {
      const account = await lockAccount(tx, targetId);
      if (!account || account.disabledAt !== null) throw fastify.httpErrors.notFound('This account was not found.');
      if (account.role === 'admin') throw fastify.httpErrors.forbidden('An admin account cannot be deleted.');
      const changes = await disableAccount(tx, account.id);
      await recordAdminAction(tx, admin, {
        action: 'delete-account',
        subjectKind: 'account',
        subjectId: account.id,
        subjectLabel: account.email,
        // No reason is kept as none (''): the admin app says so in the reader's language.
        reason: request.query.reason?.trim() ?? '',
      });
      // Last step before commit: if Firebase cannot be reached, nothing changes and the admin can retry.
      try {
        await disableFirebaseAccount(fastify.firebase.auth, account.firebaseUid);
      } catch (err) {
        request.log.error({ err, targetId }, 'firebase account could not be disabled');
        throw fastify.httpErrors.serviceUnavailable('The account could not be deleted right now. Please try again.');
      }
      return { target: account, summary: changes };
    });

    request.log.info(
      { adminId: admin.id, deletedUserId: target.id, role: target.role, ...summary },
      'account deleted by admin',
    );
    return { deletedCount: 1 };
  });
};

export default adminAccountRoutes;
