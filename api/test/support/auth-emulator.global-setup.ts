import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// Starts the real Firebase Auth emulator for the suites unless one already answers on 9099.

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BIN = path.join(REPO_ROOT, 'node_modules', '.bin');
export const EMULATOR_HOST = '127.0.0.1:9099';

async function emulatorAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

let emulator: ChildProcess | undefined;

export async function setup() {
  if (await emulatorAnswers()) return;
  let output = '';
  emulator = spawn(
    path.join(BIN, 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-sellphones'],
    {
      cwd: REPO_ROOT,
      // The firebase CLI needs Node 22+: the repo's own Node 24 comes first on the PATH.
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  emulator.stdout?.on('data', (chunk) => (output += String(chunk)));
  emulator.stderr?.on('data', (chunk) => (output += String(chunk)));

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await emulatorAnswers()) return;
    if (emulator.exitCode !== null) break;
    await sleep(500);
  }
  await teardown();
  throw new Error(`The Firebase Auth emulator did not start:\n${output.slice(-2_000)}`);
}

export async function teardown() {
  const child = emulator;
  emulator = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The CLI starts a Java-free Node emulator in the same process group: stop the group.
  process.kill(-child.pid, 'SIGINT');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}
