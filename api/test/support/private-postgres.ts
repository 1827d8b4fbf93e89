import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// A PostgreSQL server of the suite's own, in a temporary folder on a port of its own, so a test
// may stop and start it without touching anybody else's database. initdb refuses to run as
// root: then the server runs as the postgres system user.

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

async function pg(tool: string, args: string[]): Promise<string> {
  const command = asRoot ? 'runuser' : path.join(BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
  const { stdout } = await run(command, argv, { timeout: 120_000 });
  return stdout;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown: open connections are ended, as in a restart by an operator. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function createPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'proof-postgres-'));
  await chmod(root, 0o777);
  const data = path.join(root, 'data');
  const log = path.join(root, 'server.log');
  await pg('initdb', ['-D', data, '-U', 'proof', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const server: PrivatePostgres = {
    url: `postgres://proof@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pg('pg_ctl', [
        '-D', data, '-l', log, '-w', '-t', '60',
        '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
        'start',
      ]);
    },
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async destroy() {
      await server.stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
