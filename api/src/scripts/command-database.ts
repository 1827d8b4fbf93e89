// The database of a command run by hand (npm run seed, npm run make-admin): opened and migrated,
// with a setup problem (the folder held by a running API, a server refusing) told in one line.
import type { AppConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type DatabaseConnection } from '../db/database.ts';
import { databaseServerProblem, DatabaseStartError } from '../db/database-start-error.ts';

export async function openCommandDatabase(config: AppConfig, command: string): Promise<DatabaseConnection> {
  const connection = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, pgliteDataDir: config.pgliteDataDir, openedBy: command });
  try {
    await migrateDatabase(connection);
    return connection;
  } catch (err) {
    await connection.close();
    throw config.databaseUrl ? databaseServerProblem(config.databaseUrl, err) : err;
  }
}

/** Ends the command with the problem's one line, or rethrows a fault (which keeps its stack). */
export function exitOnStartProblem(err: unknown): never {
  if (!(err instanceof DatabaseStartError)) throw err;
  console.error(err.message);
  process.exit(1);
}
