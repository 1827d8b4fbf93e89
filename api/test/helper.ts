import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { findUserByEmail, setUserRole, type UserRole } from '../src/db/users.repository.ts';
import { firebaseSignUp, uniqueEmail, type FirebaseSession } from './support/firebase-emulator.ts';
import { readSnapshot } from './support/pglite-snapshot.ts';

export { uniqueEmail };

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** The config every test app starts from: test mode, the Auth emulator, no demo seeding. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      PUBLIC_URL: 'http://api.test',
    }),
    pgliteDataDir: 'memory://',
    pgliteSnapshot: onPostgres ? undefined : readSnapshot(),
    // Suites sign in many accounts from one address; the rate-limit test sets its own limit.
    jwtRateLimitPerMinute: 10_000,
    jwtAccountRateLimitPerMinute: 10_000,
    ...overrides,
  };
}

/** A fresh PostgreSQL database on the DATABASE_URL server; dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `sellphones_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: App;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/**
 * Builds the app on a database of its own (in-memory PGlite, or a new PostgreSQL database in the
 * postgres project). Not yet ready: a test may add routes before the first inject.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (onPostgres && !('databaseUrl' in overrides)) {
    const database = await createPostgresDatabase();
    databaseUrl = database.url;
    drop = database.drop;
  }
  // No start timeout: on a loaded machine PGlite's start can take longer than the default.
  const app = await buildApp(testConfig({ databaseUrl, ...overrides }), { pluginTimeout: 0 }).catch(async (error: unknown) => {
    await drop?.();
    throw error;
  });
  return {
    app,
    // The database goes even when the app cannot close (one that failed to start, on purpose).
    async close() {
      try {
        await app.close();
      } finally {
        await drop?.();
      }
    },
  };
}

/** One app for the whole test file, closed after it. */
export function useTestApp(overrides: Partial<AppConfig> = {}): { readonly app: App } {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(overrides);
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return {
    get app() {
      if (!testApp) throw new Error('the test app is built in beforeAll');
      return testApp.app;
    },
  };
}

export interface TestAccount extends FirebaseSession {
  role: UserRole;
  /** The API token (phoneToken) from GET /jwt. */
  accessToken: string;
  userId: string;
}

/** Exchanges a Firebase ID token for the API token, through the real route. */
export async function getAccessToken(app: App, session: FirebaseSession): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/jwt?email=${encodeURIComponent(session.email)}`,
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  if (response.statusCode !== 200) throw new Error(`GET /jwt answered ${response.statusCode}: ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

/**
 * A signed-up account with an API token: a buyer or seller through PUT /users, an admin by
 * promoting one (as `npm run make-admin` does).
 */
export async function createAccount(app: App, role: UserRole, name = `Test ${role}`): Promise<TestAccount> {
  const session = await firebaseSignUp(uniqueEmail(role));
  const saved = await app.inject({
    method: 'PUT',
    url: '/users',
    headers: { authorization: `Bearer ${session.idToken}` },
    payload: { name, email: session.email, sellerAccount: role === 'seller' },
  });
  if (saved.statusCode !== 200) throw new Error(`PUT /users answered ${saved.statusCode}: ${saved.body}`);
  const user = await findUserByEmail(app.db, session.email);
  if (!user) throw new Error('the account was not saved');
  if (role === 'admin') await setUserRole(app.db, user.id, 'admin');
  return { ...session, role, userId: user.id, accessToken: await getAccessToken(app, session) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
