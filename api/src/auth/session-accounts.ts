import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ACCOUNTS_CHANNEL, listenForChanges } from '../db/change-notices.ts';
import { findUserById, type UserRow } from '../db/users.repository.ts';

/** Accounts kept; the least recently signed-in go first. */
const KEPT_ACCOUNTS = 10_000;

/**
 * Bounds how long a kept account is reused even without a notice. The notices end every change
 * at once (a trigger on every update, delete and truncate of users), so this only limits what a
 * change they do not cover could leave unseen. Every active session's account is read again once
 * per bound, all of an instance's together (they were first read together, after its start):
 * minutes, not seconds, so those reads stay rare next to the requests they slow down.
 */
const KEPT_SECONDS = 600;

/** The rows of signed-in callers, read once per account instead of on every request. */
export interface SessionAccounts {
  /** The account's row as the database has it now, or undefined when there is none. */
  find(id: string): Promise<UserRow | undefined>;
  /** Resolves once this instance has heard the notices of every account change committed so far. */
  caughtUp(): Promise<void>;
}

/**
 * Every signed-in request checks its account (disabled, token version, role). The rows are kept
 * in memory and forgotten the moment the database says an account changed (the accounts_changed
 * notice, sent at commit by a trigger, reaches every instance, whatever wrote the change); while
 * the notices cannot be heard, nothing is kept and every request reads its row. Concurrent
 * requests of one account share one read.
 *
 * Any change forgets every kept row: changes are rare next to reads, and each key carries the
 * generation, which every change moves on, so a read in flight during a change (it may carry the
 * row from before) is never served after it.
 */
export async function keepSessionAccounts(fastify: FastifyInstance): Promise<SessionAccounts> {
  let trusted = false;
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
  };
  const rows = new LRUCache<string, UserRow, string>({
    max: KEPT_ACCOUNTS,
    ttl: KEPT_SECONDS * 1000,
    fetchMethod: (_key, _stale, { context: id }) => findUserById(fastify.db, id),
  });

  const notices = await listenForChanges(
    fastify.dbConnection,
    fastify.config.databaseUrl,
    ACCOUNTS_CHANNEL,
    {
      changed: forgetAll,
      hearing: (heard) => {
        trusted = heard;
        forgetAll();
      },
    },
    fastify.log,
  );
  fastify.addHook('onClose', notices.stop);

  return {
    find: async (id) => (trusted ? rows.fetch(`${generation} ${id}`, { context: id }) : findUserById(fastify.db, id)),
    caughtUp: notices.caughtUp,
  };
}
