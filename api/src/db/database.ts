import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { claimPgliteFolder } from './pglite-folder-owner.ts';
import * as schema from './schema.ts';

/** The Drizzle handle every repository takes; the same type on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, for repositories that take part in a caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... to use a server; unset to use the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server kept at most (config's DATABASE_POOL_SIZE). */
  poolSize: number;
  /** PGlite folder, or 'memory://' for a throw-away database. */
  pgliteDataDir: string;
  /** A PGlite data folder dump to start from instead of initdb (tests: seconds instead of half a minute). */
  pgliteSnapshot?: Blob | undefined;
  onPoolError?: (err: Error) => void;
  /** Who opens a PGlite folder ("the API", "npm run seed"): named to a second process refused it. */
  openedBy?: string;
}

/** The application_name of the API's pooled connections to a PostgreSQL server. */
export const API_CONNECTIONS = 'sellphones-api';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '..', '..', 'drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize, options.onPoolError);
  return openPglite(options.pgliteDataDir, options.pgliteSnapshot, options.openedBy ?? commandName());
}

const commandName = () => `node ${path.basename(process.argv[1] ?? 'process')}`;

async function openPglite(dataDir: string, snapshot: Blob | undefined, openedBy: string): Promise<DatabaseConnection> {
  let claim: { release(): Promise<void> } | undefined;
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    claim = await claimPgliteFolder(dataDir, openedBy);
  }
  // pg_trgm: search finds phones by trigrams of their names (migration 0009 creates the extension).
  const extensions = { pg_trgm };
  const client = snapshot
    ? new PGlite(dataDir, { loadDataDir: snapshot, extensions })
    : new PGlite(dataDir, { extensions });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await claim?.release();
    },
  };
}

/** A migrated, empty PGlite database as a tar dump, for `pgliteSnapshot`. */
export async function createPgliteSnapshot(): Promise<Blob> {
  const connection = await openPglite('memory://', undefined, 'a snapshot');
  try {
    await migrateDatabase(connection);
    return await (connection.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await connection.close();
  }
}

async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  onPoolError: ((err: Error) => void) | undefined,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // Named in pg_stat_activity, so an operator can tell the API's connections from others.
    application_name: API_CONNECTIONS,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', (err) => onPoolError?.(err));
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Applies the committed migrations in api/drizzle; already-applied ones are skipped. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migrateNodePg(connection.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
