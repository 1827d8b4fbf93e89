import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMULATOR_HOST } from '../support/auth-emulator.global-setup.ts';
import { spawnServer } from '../support/server-process.ts';

// The README's one-line way to an API token for a demo account (npm run -s token -- <email>),
// for /docs and for a remote's stub shell.

const root = path.resolve(import.meta.dirname, '..', '..', '..');

describe('npm run token', () => {
  it("prints a demo seller's API token that the API accepts, and the stub shell address that uses it", async () => {
    const env = { PATH: process.env.PATH ?? '', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST };
    const api = await spawnServer({ ...env, LOG_LEVEL: 'warn' });
    const apiUrl = api.url;
    const token = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'scripts/token.mjs'), ...args], { env: { ...env, API_URL: apiUrl }, encoding: 'utf8', timeout: 30_000 });
    try {
      // Ready once the demo accounts are seeded.
      await expect.poll(() => fetch(`${apiUrl}/ready`).then((r) => r.ok, () => false), { timeout: 90_000, interval: 500 }).toBe(true);

      const seller = token('demo.seller@sellphones.test');
      expect(seller.status, seller.stderr).toBe(0);
      const accessToken = seller.stdout.trim();
      const mine = await fetch(`${apiUrl}/myProduct/demo.seller%40sellphones.test`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(mine.status).toBe(200);
      expect(seller.stderr).toContain(`http://127.0.0.1:3003/dashboard/myProducts?role=seller&token=${accessToken}`);
      // The stub shell shows whose token it is from the token itself.
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { email: string };
      expect(claims.email).toBe('demo.seller@sellphones.test');

      const wrong = token('demo.seller@sellphones.test', 'not-the-password');
      expect(wrong.status).toBe(1);
      expect(wrong.stdout).toBe('');
      expect(wrong.stderr).toContain('The Auth emulator refused demo.seller@sellphones.test');
    } finally {
      await api.stop('SIGTERM');
      await api.dispose();
    }
  }, 180_000);

  it('says which service does not answer', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/token.mjs'), 'demo.buyer@sellphones.test'], {
      env: { PATH: process.env.PATH ?? '', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9', API_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The Auth emulator does not answer at 127.0.0.1:9');
    expect(result.stderr).toContain('is npm start (or npm run dev) running?');
  });
});
