import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DatabaseConnection } from './database.ts';

/**
 * The channel the database's triggers notify on every committed change to what the catalogue
 * shows (drizzle/0002_catalogue_change_notices.sql): phones listed, changed, advertised, sold or
 * removed, categories, reviews, a seller's name.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * The channel the database's triggers notify on every committed change to an account
 * (drizzle/0010_account_change_notices.sql), with the account's id; an empty payload for all.
 */
export const ACCOUNTS_CHANNEL = 'accounts_changed';

export interface ChangeListener {
  /** A change was committed, by this process or any other on the same database, with the notice's payload. */
  changed(payload: string): void;
  /** Whether changes are heard; while they are not, a cache of what they change must not be trusted. */
  hearing(heard: boolean): void;
}

/** Listening to one channel, until `stop`. */
export interface ChangeNotices {
  stop(): Promise<void>;
  /**
   * Resolves once every notice of a change committed before the call has reached the listener: a
   * round trip on the listening connection, whose answer comes after the notices sent to it.
   */
  caughtUp(): Promise<void>;
}

/**
 * Once one of `writes` (`METHOD /route`) has succeeded, this instance waits for the write's own
 * notices before the answer leaves, so the caller's next request already sees the change; the
 * same notices reach every other instance a moment later. A refused request waits for nothing.
 */
export function answerAfterOwnNotices(fastify: FastifyInstance, writes: ReadonlySet<string>, notices: Pick<ChangeNotices, 'caughtUp'>): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 300 && writes.has(`${request.method} ${request.routeOptions.url ?? ''}`)) await notices.caughtUp();
    return payload;
  });
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * Hears the change notices of one channel. On a PostgreSQL server: a connection of its own that
 * LISTENs (a pooled connection cannot, it is handed to other queries), reconnected with backoff
 * when lost; while it is down, `hearing(false)`. On PGlite: the one in-process database tells it.
 */
export async function listenForChanges(
  connection: DatabaseConnection,
  databaseUrl: string | undefined,
  channel: string,
  listener: ChangeListener,
  log: FastifyBaseLogger,
): Promise<ChangeNotices> {
  if (connection.kind === 'postgres' && databaseUrl) return listenOnServer(databaseUrl, channel, listener, log);
  const client = (connection.db as unknown as { $client: PGlite }).$client;
  const unlisten = await client.listen(channel, (payload) => listener.changed(payload));
  listener.hearing(true);
  return {
    stop: async () => {
      if (!client.closed) await unlisten();
    },
    // PGlite runs one query at a time and hands out a transaction's notices with its COMMIT.
    caughtUp: async () => {
      if (!client.closed) await client.query('select 1');
    },
  };
}

async function listenOnServer(
  databaseUrl: string,
  channel: string,
  listener: ChangeListener,
  log: FastifyBaseLogger,
): Promise<ChangeNotices> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5_000 });
    current = client;
    let lost = false;
    const lose = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      listener.hearing(false);
      client.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err, channel }, 'change notices lost; the cache they keep fresh is off until they are heard again');
      retry = setTimeout(() => void connect(), Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS));
      failures += 1;
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (notice) => {
      if (notice.channel === channel) listener.changed(notice.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      lose(err as Error);
      return;
    }
    if (lost || stopped) return;
    failures = 0;
    listener.hearing(true);
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
    // LISTEN again changes nothing, and the connection still shows as the channel's listener.
    // While the connection is down nothing is heard, and the cache it keeps is not trusted.
    caughtUp: async () => {
      await current?.query(`LISTEN ${channel}`).catch(() => undefined);
    },
  };
}
