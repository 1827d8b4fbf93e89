import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
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

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('request log', () => {
  it('regression: a line is written before the answer, so none is lost when the process is killed', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-log-'));
    const child = spawn(process.execPath, [server], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = once(child, 'exit');
    try {
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false), { timeout: 30_000 }).toBe(true);
      // The router's line is written before the 404 goes out; the process then dies at once, as in a crash.
      const response = await fetch(`http://127.0.0.1:${port}/no-such-page`);
      expect(response.status).toBe(404);
      child.kill('SIGKILL');
      await exited;
      const lines = output.split('\n');
      expect(lines.some((line) => line.includes('"url":"/no-such-page"') && line.includes('route not found'))).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
