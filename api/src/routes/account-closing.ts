import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Deleted, ErrorBody, OWN_ACCOUNT_PATH } from '@sellphones/contracts/schemas';
import { disableFirebaseAccount } from '../auth/firebase-account-closing.ts';
import { disableAccount, lockAccount } from '../db/admin-accounts.repository.ts';
import { listOrderStagesOfAccount } from '../db/order-steps.repository.ts';
import { findUserByFirebaseUid } from '../db/users.repository.ts';
import { perCaller } from '../http/rate-limits.ts';
import { orderStage } from '../orders/order-stages.ts';

/** How recent the sign-in behind a closing must be: the password given again, not a phone left unlocked. */
const CLOSING_SIGN_IN_MINUTES = 5;

/** A person tries at most a few times; more is a script. */
const CLOSINGS_PER_MINUTE = 5;

/** The stages of an order whose other side still needs this account: a handover, a receipt or a dispute. */
const IN_PROGRESS = new Set(['paid', 'handed_over', 'received', 'in_dispute']);

export const ACCOUNT_CLOSING_MESSAGES = {
  signInAgain: 'Please give your password again to close your account.',
  admin: 'An admin account cannot be closed.',
  ordersInProgress: 'You have orders in progress: finish them before you close your account.',
  unavailable: 'Your account could not be closed right now. Please try again.',
} as const;

/**
 * A person closes their own account, as an admin's deletion does (sign-in disabled, sessions ended,
 * unpaid bookings cancelled, unsold phones unlisted, the photo let go), only once no order of
 * theirs still needs them, and only with a sign-in of the last minutes.
 */
const accountClosingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(OWN_ACCOUNT_PATH, {
    onRequest: fastify.authenticateFirebase,
    config: { rateLimit: perCaller(CLOSINGS_PER_MINUTE) },
    schema: {
      tags: ['accounts'],
      summary: 'Close your own account (a Firebase ID token from a sign-in of the last 5 minutes)',
      security: [{ firebaseIdToken: [] }],
      response: { 200: Deleted, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
  }, async (request) => {
    const caller = request.firebaseUser!;
    if (Date.now() - caller.signedInAt.getTime() > CLOSING_SIGN_IN_MINUTES * 60_000) {
      throw fastify.httpErrors.forbidden(ACCOUNT_CLOSING_MESSAGES.signInAgain);
    }
    const found = await findUserByFirebaseUid(fastify.db, caller.uid);
    if (!found) throw fastify.httpErrors.notFound('This account was not found.');

    const summary = await fastify.db.transaction(async (tx) => {
      // Locked: a payment or a handover recorded meanwhile is seen by the check below or waits for it.
      const account = await lockAccount(tx, found.id);
      if (!account || account.disabledAt !== null) throw fastify.httpErrors.notFound('This account was not found.');
      if (account.role === 'admin') throw fastify.httpErrors.forbidden(ACCOUNT_CLOSING_MESSAGES.admin);
      const now = new Date();
      const orders = await listOrderStagesOfAccount(tx, account.id);
      if (orders.some((order) => IN_PROGRESS.has(orderStage(order, now)))) {
        throw fastify.httpErrors.conflict(ACCOUNT_CLOSING_MESSAGES.ordersInProgress);
      }
      const changes = await disableAccount(tx, account.id);
      // Last step before commit: if Firebase cannot be reached, nothing changes and the person can retry.
      try {
        await disableFirebaseAccount(fastify.firebase.auth, account.firebaseUid);
      } catch (err) {
        request.log.error({ err, userId: account.id }, 'firebase account could not be disabled');
        throw fastify.httpErrors.serviceUnavailable(ACCOUNT_CLOSING_MESSAGES.unavailable);
      }
      return { userId: account.id, role: account.role, ...changes };
    });
    request.log.info(summary, 'account closed by its owner');
    return { deletedCount: 1 };
  });
};

export default accountClosingRoutes;
