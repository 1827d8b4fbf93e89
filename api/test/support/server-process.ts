import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '..', '..', 'src', 'server.ts');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  port: number;
  url: string;
  /** The embedded database folder this process was given (DATA_DIR). */
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout so far. */
  output(): string;
  /** Sends the signal and waits until the process is gone and its output read. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** Kills the process if it still runs and deletes its data folder. */
  dispose(): Promise<void>;
}

/**
 * Runs the API as `npm start` does (src/server.ts, NODE_ENV=development) on a free port with a new
 * embedded database folder, without waiting for it to listen. `env` adds to or overrides that.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-server-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  // 'close': the process is gone and everything it wrote has been read.
  const closed = once(child, 'close');
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await closed;
  };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    stop,
    dispose: async () => {
      await stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
