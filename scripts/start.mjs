// `npm start` (built apps) and `npm run dev` (webpack dev servers): the Auth emulator, the API
// and the five apps on one machine, with the embedded database. Ctrl-C stops everything.
//   --dev    dev servers instead of the built output
//   --fresh  start from an empty data folder (the end-to-end tests use this)
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import waitOn from 'wait-on';
import { API_PORT, APPS, AUTH_EMULATOR_PORT, BKASH_STANDIN_PORT, DEMO_ACCOUNTS, FIREBASE_PROJECT_ID } from './apps.mjs';
import { bin, buildMissingApps, createSupervisor, ensureAuthEmulator, node, root } from './processes.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');

if (args.has('--fresh')) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const supervisor = createSupervisor();
const { run } = supervisor;

async function main() {
  if (!dev) buildMissingApps();

  await ensureAuthEmulator(supervisor, dataDir);

  // bKash cannot be reached from a development machine: its stand-in takes the test wallet.
  // bKash charges taka only, so a site in dollars (CURRENCY=USD) goes without it.
  const bkash = process.env.CURRENCY !== 'USD';
  if (bkash) {
    run('bkash', node, ['api/bkash-standin/main.ts'], {
      env: { PORT: String(BKASH_STANDIN_PORT), HOST: '127.0.0.1', NODE_ENV: 'development' },
    });
    await waitOn({ resources: [`tcp:127.0.0.1:${BKASH_STANDIN_PORT}`], timeout: 30_000 });
  }

  run('api', node, [dev ? '--watch' : '--enable-source-maps', 'api/src/server.ts'], {
    env: {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      // The emulator, the sandbox and the development secret: only ever with an explicit development mode.
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
      ...(bkash && { BKASH_BASE_URL: `http://127.0.0.1:${BKASH_STANDIN_PORT}/v1.2.0-beta` }),
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
${bkash ? `  bKash stand-in: 127.0.0.1:${BKASH_STANDIN_PORT} (wallet 01770618575, OTP 123456, PIN 12121)\n` : ''}  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(7)} ${a.email}  ${a.password}`).join('\n')}
  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error);
  supervisor.stop(1);
});
