// What `npm start`, `npm run dev` and `npm run start:cluster` share: child processes with their
// output prefixed, one Ctrl-C that stops them all (and any one dying stops the rest), the
// first-start build, and the Auth emulator (reused when one already listens).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import waitOn from 'wait-on';
import { APPS, AUTH_EMULATOR_PORT } from './apps.mjs';
import { authEmulatorArgs, REUSED_EMULATOR_NOTICE } from './auth-emulator.mjs';
import { portAnswers } from './port-answers.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules/.bin', name);
export const node = process.execPath;
/** Node 24 from node_modules first, for the children and the tools they start. */
export const childEnv = (extra = {}) => ({
  ...process.env,
  PATH: `${path.dirname(node)}:${process.env.PATH}`,
  ...extra,
});

/**
 * The children of one command. A child that stops on its own stops everything (unless it was
 * started with `expectExit`, or is being replaced: see `restart`).
 */
export function createSupervisor() {
  const children = new Set();
  let stopping = false;
  const cleanups = [];

  function run(label, command, commandArgs, options = {}) {
    const child = spawn(command, commandArgs, {
      cwd: options.cwd ?? root,
      env: childEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${label}]`.padEnd(13);
    // `quiet`: only what the child writes to stderr (its errors) is shown.
    const print = (stream) => (chunk) => {
      if (options.quiet && stream === process.stdout) return;
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) stream.write(`${prefix} ${line}\n`);
    };
    child.stdout.on('data', print(process.stdout));
    child.stderr.on('data', print(process.stderr));
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!stopping && !child.expectedExit) {
        console.error(
          `${prefix} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping everything.`,
        );
        stop(1);
      }
    });
    children.add(child);
    return child;
  }

  /** Stops one child on purpose (SIGTERM, or `signal`) and resolves when it has exited. */
  function end(child, signal = 'SIGTERM') {
    child.expectedExit = true;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    return exited;
  }

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    const all = [...children];
    for (const child of all) child.kill('SIGINT');
    const deadline = setTimeout(() => {
      for (const child of all) child.kill('SIGKILL');
      process.exit(code);
    }, 15_000);
    await Promise.all(
      all.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? null
          : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
    clearTimeout(deadline);
    for (const cleanup of cleanups) await cleanup();
    process.exit(code);
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { run, end, stop, onStop: (cleanup) => cleanups.push(cleanup) };
}

/** Builds the apps that have no build yet (the first `npm start` after a clone). */
export function buildMissingApps() {
  const missing = APPS.filter(
    (app) => !existsSync(path.join(root, app.dir, 'dist/mf-manifest.json')),
  );
  if (missing.length === 0) return;
  console.log(`Building ${missing.map((app) => app.name).join(', ')} (first start only)...`);
  const result = spawnSync(
    node,
    [
      bin('lerna'),
      'run',
      'build',
      ...missing.flatMap((app) => ['--scope', `@sellphones/${app.dir}`]),
    ],
    { cwd: root, stdio: 'inherit', env: childEnv() },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The Firebase Auth emulator on its usual port: reused (and said so) when something already
 * listens there, otherwise started with its accounts kept under `dataDir`/auth between runs.
 */
export async function ensureAuthEmulator(supervisor, dataDir) {
  if (await portAnswers(AUTH_EMULATOR_PORT)) {
    console.log(REUSED_EMULATOR_NOTICE);
    return;
  }
  supervisor.run('auth', node, authEmulatorArgs(root, dataDir));
  await waitOn({ resources: [`tcp:127.0.0.1:${AUTH_EMULATOR_PORT}`], timeout: 120_000 });
}
