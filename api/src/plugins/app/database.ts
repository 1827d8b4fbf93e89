import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import {
  migrateDatabase,
  openDatabase,
  type Database,
  type DatabaseConnection,
} from '../../db/database.ts';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';
import { causeOf, databaseServerProblem, describeDatabaseUrl } from '../../db/database-start-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle, on PGlite or PostgreSQL. Repositories in src/db take it as their first argument. */
    db: Database;
    /** The connection behind `db`: readiness checks and shutdown. */
    dbConnection: DatabaseConnection;
  }
}

/** How long a start waits for a server that is still coming up before it gives up. */
const START_PATIENCE_MS = 15_000;

/** Opens the database, applies migrations and closes it with the app. */
export default fp(async (fastify) => {
  const { config } = fastify;
  const connection = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDataDir: config.pgliteDataDir,
    pgliteSnapshot: config.pgliteSnapshot,
    openedBy: 'the API',
    onPoolError: (err) => fastify.log.warn({ err }, 'database connection lost; the pool will reconnect'),
  });

  // A server that is still starting (or restarting) is waited for, a while, rather than crashing
  // the API; anything else (a wrong user, password or database name) stops the start at once.
  const giveUpAt = Date.now() + START_PATIENCE_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateDatabase(connection);
      break;
    } catch (err) {
      const waitMs = Math.min(500 * 2 ** attempt, 5_000);
      if (!config.databaseUrl || !isDatabaseUnavailable(err) || Date.now() + waitMs > giveUpAt) {
        await connection.close();
        throw config.databaseUrl ? databaseServerProblem(config.databaseUrl, err, attempt) : err;
      }
      fastify.log.warn(
        `database ${describeDatabaseUrl(config.databaseUrl)} not reachable yet (${causeOf(err)}); retrying in ${waitMs / 1000} s`,
      );
      await sleep(waitMs);
    }
  }

  fastify.decorate('db', connection.db);
  fastify.decorate('dbConnection', connection);
  fastify.addHook('onClose', async () => connection.close());
}, { name: 'database', dependencies: ['config'] });
