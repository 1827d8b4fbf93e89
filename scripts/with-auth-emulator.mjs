// `node scripts/with-auth-emulator.mjs <script> [args]` runs `node <script> [args]` with the Auth
// emulator on 127.0.0.1:9099: the one already running, or one started for the command from the
// accounts under DATA_DIR/auth and stopped, saving them, when the command ends (npm run seed,
// npm run make-admin). With NODE_ENV=production it runs the command alone, against Firebase.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import waitOn from 'wait-on';
import { AUTH_EMULATOR_PORT } from './apps.mjs';
import { AUTH_EMULATOR_HOST, authEmulatorArgs } from './auth-emulator.mjs';
import { portAnswers } from './port-answers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const command = process.argv.slice(2);
const env = { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` };

async function startEmulator() {
  console.log(`Starting the Auth emulator on ${AUTH_EMULATOR_HOST} for this command (about 20 s)...`);
  const emulator = spawn(process.execPath, authEmulatorArgs(root, dataDir), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  emulator.stdout.on('data', keep);
  emulator.stderr.on('data', keep);
  const exited = once(emulator, 'exit');
  const ready = waitOn({ resources: [`tcp:${AUTH_EMULATOR_HOST}`], timeout: 120_000 });
  const first = await Promise.race([ready.then(() => 'ready'), exited.then(() => 'exited')]).catch(() => 'timeout');
  if (first !== 'ready') {
    emulator.kill('SIGKILL');
    console.error(`The Auth emulator did not start (${first}). Its last output:\n${output}`);
    process.exit(1);
  }
  return async () => {
    emulator.kill('SIGINT'); // saves the accounts (--export-on-exit), then exits
    await exited;
  };
}

let stopEmulator = async () => {};
// Production accounts are in Firebase itself: the command runs as it is, with no emulator.
const production = process.env.NODE_ENV === 'production';
if (!production && (await portAnswers(AUTH_EMULATOR_PORT))) {
  console.log(`Using the Auth emulator already running on ${AUTH_EMULATOR_HOST}.`);
} else if (!production) {
  stopEmulator = await startEmulator();
}

// Ctrl-C reaches the command and the emulator as well: wait for both to finish (accounts saved).
process.on('SIGINT', () => {});
const child = spawn(process.execPath, command, {
  stdio: 'inherit',
  // With the emulator, the command runs in development mode: the API's config refuses the emulator otherwise.
  env: production
    ? env
    : { ...env, NODE_ENV: process.env.NODE_ENV ?? 'development', FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? AUTH_EMULATOR_HOST },
});
const [code, signal] = await once(child, 'exit');
await stopEmulator();
process.exit(code ?? (signal ? 1 : 0));
