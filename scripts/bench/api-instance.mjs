// One API process for the bench: the real server (node api/src/server.ts) on a bench database,
// configured as the bench's users need it (its own API tokens, the Auth emulator, the request log
// as in production), straight on a port or as the instance behind the front door.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIREBASE_PROJECT_ID } from '../apps.mjs';
import { BENCH_JWT_SECRET } from './api-tokens.mjs';
import { AUTH_EMULATOR_HOST } from './auth-emulator.mjs';
import { assertPortFree, BENCH_PORTS } from './ports.mjs';
import { startNode, stopProcess, waitForHttp } from './processes.mjs';

/**
 * The API on `port`. `frontDoor` (an origin): an instance behind nginx there, as deploy/ runs it
 * (its addresses under /api, the client's address from the front door), sharing `dataDir`.
 */
export async function startApi(root, databaseUrl, port = BENCH_PORTS.api, { frontDoor, dataDir: sharedDataDir } = {}) {
  await assertPortFree(port);
  const dataDir = sharedDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const startedAt = Date.now();
  const child = startNode([path.join(root, 'api/src/server.ts')], {
    cwd: root,
    env: {
      // Not 'production': that needs Stripe keys; the catalogue routes do not differ.
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      // The bench signs its users' API tokens itself (scripts/bench/api-tokens.mjs).
      JWT_SECRET: BENCH_JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: frontDoor ? `${frontDoor}/api` : `http://127.0.0.1:${port}`,
      ...(frontDoor ? { TRUST_PROXY: '127.0.0.1' } : {}),
      DATA_DIR: dataDir,
      // The demo accounts, so the front-end step can sign in (a handful of demo phones come with them).
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
      FIREBASE_PROJECT_ID,
      // As in production: the bench keeps the request log's cost in the figures.
      LOG_LEVEL: 'info',
      CORS_ORIGINS: frontDoor ?? Object.values(BENCH_PORTS.apps).map((p) => `http://127.0.0.1:${p}`).join(','),
    },
  });
  // The log is not kept in memory: drain it so the pipe never blocks the API.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  await waitForHttp(`http://127.0.0.1:${port}/categories`, child);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** From the process's start until it answered. */
    startMs: Date.now() - startedAt,
    /** Where the API keeps uploaded photos (the local photo store) and its other files. */
    photoFolder: path.join(dataDir, 'images'),
    dataDir,
    async stop() {
      await stopProcess(child);
      if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
