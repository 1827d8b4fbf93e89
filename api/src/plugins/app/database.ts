import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import {
  migrateDatabase,
  openDatabase,
  type Database,
  type DatabaseConnection,
} from '../../db/database.ts';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle, on PGlite or PostgreSQL. Repositories in src/db take it as their first argument. */
    db: Database;
    /** The connection behind `db`: readiness checks and shutdown. */
    dbConnection: DatabaseConnection;
  }
}

const START_ATTEMPTS = 10;

/** Opens the database, applies migrations and closes it with the app. */
export default fp(async (fastify) => {
  const { config } = fastify;
  const connection = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    pgliteSnapshot: config.pgliteSnapshot,
    onPoolError: (err) => fastify.log.warn({ err }, 'database connection lost; the pool will reconnect'),
  });

  // A server that is still starting (or restarting) is waited for rather than crashing the API.
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateDatabase(connection);
      break;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || attempt >= START_ATTEMPTS) {
        await connection.close();
        throw err;
      }
      fastify.log.warn({ attempt }, 'database not reachable yet; retrying');
      await sleep(Math.min(500 * 2 ** attempt, 5_000));
    }
  }

  fastify.decorate('db', connection.db);
  fastify.decorate('dbConnection', connection);
  fastify.addHook('onClose', async () => connection.close());
}, { name: 'database', dependencies: ['config'] });
