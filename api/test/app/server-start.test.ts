import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, spawnServer } from '../support/server-process.ts';

const server = path.resolve(import.meta.dirname, '..', '..', 'src', 'server.ts');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [server], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
}

/** Like start(), without blocking this process (a fake database server may run in it). */
async function startAsync(env: Record<string, string>, timeout = 15_000) {
  const child = spawn(process.execPath, [server], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.resume();
  const [status] = (await once(child, 'exit')) as [number | null];
  return { status, stderr };
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

  it('regression: refuses to start with NODE_ENV unset against the Auth emulator and the sandbox', () => {
    const result = start({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
    expect(result.stderr).toContain('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production');
    expect(result.stderr).toContain('NODE_ENV is not set, which means production');
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

/**
 * A server that answers every connection as PostgreSQL answers a user it does not know: an
 * ErrorResponse (SQLSTATE 28000) right after the startup message.
 */
async function serverRefusingRole(role: string, socketPath?: string): Promise<{ port: number; close(): void }> {
  const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(`${value}\0`)]);
  const fields = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', '28000'),
    field('M', `role "${role}" does not exist`),
    Buffer.from('\0'),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  const answer = Buffer.concat([Buffer.from('E'), length, fields]);
  const fake = createServer((socket) => socket.once('data', () => socket.end(answer)));
  await new Promise<void>((resolve) => (socketPath ? fake.listen(socketPath, resolve) : fake.listen(0, '127.0.0.1', resolve)));
  return { port: socketPath ? 0 : (fake.address() as AddressInfo).port, close: () => fake.close() };
}

const stackLines = (text: string) => text.split('\n').filter((line) => /^\s+at /.test(line));

describe('database problems at start', () => {
  it('names the server and the refusal in one line when DATABASE_URL names an unknown user', async () => {
    const fake = await serverRefusingRole('nobody');
    try {
      const result = await startAsync({ NODE_ENV: 'development', DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${fake.port}/shop`, SEED_ON_START: 'false' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`The database at nobody@127.0.0.1:${fake.port}/shop (DATABASE_URL) cannot be used: role "nobody" does not exist.`);
      expect(result.stderr).not.toContain('secret');
      expect(stackLines(result.stderr)).toEqual([]);
    } finally {
      fake.close();
    }
  });

  it('names the socket directory of a server reached over its Unix socket', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'pg-socket-'));
    const fake = await serverRefusingRole('nobody', path.join(directory, '.s.PGSQL.5432'));
    try {
      const url = `postgres://nobody@localhost/shop?host=${encodeURIComponent(directory)}`;
      const result = await startAsync({ NODE_ENV: 'development', DATABASE_URL: url, SEED_ON_START: 'false' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`The database at nobody@${directory}/shop (DATABASE_URL) cannot be used: role "nobody" does not exist.`);
    } finally {
      fake.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('names the server and gives up with one line when nothing listens there', async () => {
    const port = await freePort();
    const result = await startAsync({ NODE_ENV: 'development', DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, SEED_ON_START: 'false' }, 40_000);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`The database at postgres@127\\.0\\.0\\.1:${port}/postgres \\(DATABASE_URL\\) cannot be used: connection refused .*\\(tried \\d+ times\\)\\.`),
    );
    expect(stackLines(result.stderr)).toEqual([]);
  }, 60_000);
});

describe('request log', () => {
  it('regression: a line is written before the answer, so none is lost when the process is killed', async () => {
    const api = await spawnServer({ SEED_ON_START: 'false', LOG_LEVEL: 'info' });
    try {
      // A cold start migrates a new database: slow on a busy machine.
      await expect.poll(() => fetch(`${api.url}/health`).then((r) => r.ok, () => false), { timeout: 90_000 }).toBe(true);
      // The router's line is written before the 404 goes out; the process then dies at once, as in a crash.
      const response = await fetch(`${api.url}/no-such-page`);
      expect(response.status).toBe(404);
      await api.stop('SIGKILL');
      const lines = api.output().split('\n').filter((line) => line.includes('"url":"/no-such-page"'));
      expect(lines).toContainEqual(expect.stringContaining('route not found'));
    } finally {
      await api.dispose();
    }
  }, 120_000);
});
