import { configDefaults, defineConfig } from 'vitest/config';

// Every suite runs on an in-memory PGlite; with DATABASE_URL set, the same suites run again on
// that PostgreSQL server, each test file in a database of its own, and so do the suites of
// test/instances/ (two API instances on one database).
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    globalSetup: ['./test/support/auth-emulator.global-setup.ts', './test/support/pglite-snapshot.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: a few files at once is faster than many competing for them.
    maxWorkers: 2,
    projects: [
      // Several API instances share one database: only a PostgreSQL server can be shared.
      { extends: true, test: { name: 'pglite', env: { TEST_DATABASE: 'pglite' }, exclude: [...configDefaults.exclude, 'test/instances/**'] } },
      ...(onPostgres ? [{ extends: true, test: { name: 'postgres', env: { TEST_DATABASE: 'postgres' } } }] : []),
    ],
  },
});
