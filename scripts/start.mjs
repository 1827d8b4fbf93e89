// `npm start` (built apps) and `npm run dev` (webpack dev servers): the Auth emulator, the API
// and the five apps on one machine, with the embedded database. Ctrl-C stops everything.
//   --dev    dev servers instead of the built output
//   --fresh  start from an empty data folder (the end-to-end tests use this)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import waitOn from 'wait-on';
import { API_PORT, APPS, AUTH_EMULATOR_PORT, DEMO_ACCOUNTS, FIREBASE_PROJECT_ID } from './apps.mjs';
import { authEmulatorArgs, REUSED_EMULATOR_NOTICE } from './auth-emulator.mjs';
import { portAnswers } from './port-answers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const node = process.execPath;

if (args.has('--fresh')) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const children = [];
let stopping = false;

function run(label, command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, {
    cwd: options.cwd ?? root,
    env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}`, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}]`.padEnd(13);
  const print = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `${prefix} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping everything.`,
      );
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 15_000);
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  );
  clearTimeout(deadline);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function buildMissingApps() {
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
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  if (!dev) buildMissingApps();

  if (await portAnswers(AUTH_EMULATOR_PORT)) {
    console.log(REUSED_EMULATOR_NOTICE);
  } else {
    run('auth', node, authEmulatorArgs(root, dataDir));
    await waitOn({ resources: [`tcp:127.0.0.1:${AUTH_EMULATOR_PORT}`], timeout: 120_000 });
  }

  run('api', node, [dev ? '--watch' : '--enable-source-maps', 'api/src/server.ts'], {
    env: {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    },
  });

  // The apps start once the API answers, so a page that loads finds the API ready.
  await waitOn({ resources: [`http-get://127.0.0.1:${API_PORT}/ready`], timeout: 180_000 });

  for (const app of APPS) {
    const cwd = path.join(root, app.dir);
    if (dev) run(app.name, node, [bin('webpack'), 'serve', '--mode', 'development'], { cwd });
    else
      run(app.name, node, [
        path.join(root, 'scripts/serve-app.mjs'),
        path.join(cwd, 'dist'),
        String(app.port),
        app.name === 'shell' ? 'spa' : 'remote',
      ]);
  }

  await waitOn({
    resources: [
      `http-get://127.0.0.1:${API_PORT}/ready`,
      ...APPS.map((app) => `tcp:127.0.0.1:${app.port}`),
    ],
    timeout: 180_000,
  });
  console.log(`
  Sell Phones BD is running: http://127.0.0.1:3000
  API: http://127.0.0.1:${API_PORT} (OpenAPI at /docs)   Auth emulator: 127.0.0.1:${AUTH_EMULATOR_PORT}
  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(7)} ${a.email}  ${a.password}`).join('\n')}
  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error);
  stop(1);
});
