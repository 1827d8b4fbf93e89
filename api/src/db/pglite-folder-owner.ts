import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { realpath, unlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseStartError } from './database-start-error.ts';

// PGlite opens a data folder in one process only: a second process (npm run seed beside npm start)
// corrupts it or dies with "Aborted()". The process that opens a folder listens on a local socket
// named after it; another process that finds that socket answering is refused with the owner's name.
// The system closes the socket when its process ends, however it ends, so nothing stale is left.

interface Owner {
  pid: number;
  openedBy: string;
}

export interface FolderClaim {
  release(): Promise<void>;
}

async function socketPathOf(dataDir: string): Promise<string> {
  const digest = createHash('sha256').update(await realpath(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `sellphones-pglite-${digest}.sock`);
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The process holding the folder, or null when nobody answers on its socket. */
function askOwner(socketPath: string): Promise<Owner | null> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(socketPath);
    socket.setEncoding('utf8');
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => resolve(null));
    socket.on('close', () => {
      try {
        resolve(JSON.parse(text) as Owner);
      } catch {
        resolve(text ? { pid: 0, openedBy: 'another process' } : null);
      }
    });
  });
}

function inUse(dataDir: string, owner: Owner): DatabaseStartError {
  const relative = path.relative(process.cwd(), dataDir);
  const shown = relative && !relative.startsWith('..') ? relative : dataDir;
  const who = owner.pid ? `${owner.openedBy} (pid ${owner.pid})` : owner.openedBy;
  return new DatabaseStartError(
    `The database folder ${shown} is in use by ${who}, and PGlite opens a folder in one process only: ` +
      'stop it first (Ctrl-C where npm start runs), then run this again.',
  );
}

/**
 * Claims `dataDir` for this process until `release()`, or throws a DatabaseStartError naming the
 * process that holds it. `openedBy` is how other processes are told who holds it ("the API").
 */
export async function claimPgliteFolder(dataDir: string, openedBy: string): Promise<FolderClaim> {
  const socketPath = await socketPathOf(dataDir);
  const me: Owner = { pid: process.pid, openedBy };
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = net.createServer((socket) => socket.end(JSON.stringify(me)));
    try {
      await listen(server, socketPath);
      server.unref();
      // A process that exits without closing the database (process.exit) takes its socket file
      // along; one that is killed leaves it, and the next claim finds nobody answering.
      let released = false;
      const removeOnExit = () => {
        if (!released) rmSync(socketPath, { force: true });
      };
      process.once('exit', removeOnExit);
      return {
        release: () =>
          new Promise((resolve) => {
            released = true;
            process.off('exit', removeOnExit);
            server.close(() => resolve());
          }),
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
    const owner = await askOwner(socketPath);
    if (owner) throw inUse(dataDir, owner);
    // Left behind by a process that was killed: nobody answers, so it is free.
    await unlink(socketPath).catch(() => {});
  }
  throw inUse(dataDir, { pid: 0, openedBy: 'another process' });
}
