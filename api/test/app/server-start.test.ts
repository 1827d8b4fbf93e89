import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '..', '..', 'src', 'server.ts');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [server], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('server start', () => {
  it('refuses to start in production against the Auth emulator', () => {
    const result = start({
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(48),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  });

  it('refuses to start in production without a long JWT secret', () => {
    const missing = start({ NODE_ENV: 'production' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('JWT_SECRET is required when NODE_ENV=production');

    const short = start({ NODE_ENV: 'production', JWT_SECRET: 'tooshort' });
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('JWT_SECRET must be at least 32 characters');
  });
});
