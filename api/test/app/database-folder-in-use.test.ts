import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMULATOR_HOST } from '../support/auth-emulator.global-setup.ts';
import { spawnServer } from '../support/server-process.ts';

// PGlite opens a data folder in one process only. npm run seed or make-admin beside a running API
// used to crash ("Aborted()", "Failed query: CREATE SCHEMA ...") and could damage the folder.

const src = path.resolve(import.meta.dirname, '..', '..', 'src');

describe('the embedded database folder while the API has it open', () => {
  it('refuses seed, make-admin and a second API in one line naming the API, and frees the folder when it stops', async () => {
    const api = await spawnServer({ SEED_ON_START: 'false', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, LOG_LEVEL: 'warn' });
    const { port } = api;
    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: api.dataDir, SEED_ON_START: 'false', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST };
    const run = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, [path.join(src, script), ...args], { env: { ...env, PORT: String(port + 1) }, encoding: 'utf8', timeout: 60_000 });
    try {
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false), { timeout: 60_000 }).toBe(true);

      const refusal = `is in use by the API (pid ${api.child.pid}), and PGlite opens a folder in one process only: stop it first (Ctrl-C where npm start runs), then run this again.`;
      for (const [script, ...args] of [['scripts/seed.ts'], ['scripts/make-admin.ts', 'someone@sellphones.test'], ['server.ts']]) {
        const result = run(script!, ...args);
        expect(result.status, script).toBe(1);
        expect(result.stderr, script).toContain(refusal);
        expect(result.stderr, script).not.toMatch(/^\s+at /m);
      }
      // The API kept its database.
      expect((await fetch(`http://127.0.0.1:${port}/categories`)).status).toBe(200);

      await api.stop('SIGTERM');
      const afterStop = run('scripts/make-admin.ts', 'someone@sellphones.test');
      expect(afterStop.stderr).toContain('No account with the email someone@sellphones.test');
    } finally {
      await api.dispose();
    }
  }, 180_000);
});
