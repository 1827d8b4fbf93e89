// The API against its ceiling: for each catalogue size a fresh database, the real API on it,
// and autocannon on the catalogue routes. The hello-world ceiling is measured before the first
// route and again after each one, and each route is compared with the two ceiling runs around
// it: the machines are shared, and their speed drifts by a third within minutes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIREBASE_PROJECT_ID } from '../apps.mjs';
import { AUTH_EMULATOR_HOST } from './auth-emulator.mjs';
import { onSeparateCores, pinningAvailable } from './cpu-pinning.mjs';
import { createDatabase, dropDatabase, explainListing, seedPhones } from './bench-database.mjs';
import { loadTest, warmUp } from './load-test.mjs';
import { assertPortFree, BENCH_PORTS } from './ports.mjs';
import { startNode, stopProcess, waitForHttp } from './processes.mjs';

export const ROUTES = [
  { label: 'GET /advertise', path: '/advertise' },
  { label: 'GET /categories', path: '/categories' },
  { label: 'GET /products/Oppo%20Phones (page 1)', path: '/products/Oppo%20Phones', listing: 1 },
  { label: 'GET /products/Oppo%20Phones?page=50', path: '/products/Oppo%20Phones?page=50', listing: 50 },
];

export async function startApi(root, databaseUrl) {
  const port = BENCH_PORTS.api;
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const child = startNode([path.join(root, 'api/src/server.ts')], {
    cwd: root,
    env: {
      // Not 'production': that needs Stripe keys; the catalogue routes do not differ.
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // The demo accounts, so the front-end step can sign in (a handful of demo phones come with them).
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
      FIREBASE_PROJECT_ID,
      // As in production: the bench keeps the request log's cost in the figures.
      LOG_LEVEL: 'info',
      CORS_ORIGINS: Object.values(BENCH_PORTS.apps).map((p) => `http://127.0.0.1:${p}`).join(','),
    },
  });
  // The log is not kept in memory: drain it so the pipe never blocks the API.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  await waitForHttp(`http://127.0.0.1:${port}/categories`, child);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startHelloWorld(root) {
  const port = BENCH_PORTS.helloWorld;
  await assertPortFree(port);
  const child = startNode([path.join(root, 'scripts/bench/hello-world-server.mjs'), String(port)]);
  await waitForHttp(`http://127.0.0.1:${port}/`, child);
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => stopProcess(child) };
}

/** Hello-world through the API's own layers (scripts/bench/layered-hello-server.mjs), logging like the API. */
export async function startLayeredHelloWorld(root) {
  const port = BENCH_PORTS.layeredHelloWorld;
  await assertPortFree(port);
  const child = startNode([path.join(root, 'scripts/bench/layered-hello-server.mjs'), String(port)], {
    cwd: root,
    env: { CORS_ORIGINS: Object.values(BENCH_PORTS.apps).map((p) => `http://127.0.0.1:${p}`).join(',') },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, child);
  // Its log, like the API's, is drained rather than kept.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => stopProcess(child) };
}

/**
 * sizes: [{ phones, seconds }]. `whileUp(apiUrl, phones)` runs with the API still up after the
 * load tests of that size (the front-end measurements use the smallest catalogue).
 */
// The ceiling server does almost nothing: a shorter run and warm-up are enough, and keep the
// bench near ten minutes with a ceiling run after every route.
const CEILING_RUN = { seconds: 5, warmUpSeconds: 1 };
const ceilingRun = (url) => loadTest(url, CEILING_RUN);

// A freshly started API needs 15-20 s under load to reach its steady speed (three 5 s runs of
// /advertise in a new process: 99, 93, then 81 µs of CPU per request), more than one run's warm-up.
// Each new server gets that much load, over every URL it will be measured on, before the first
// measurement.
const SETTLING_SECONDS = 5;
async function settle(urls) {
  for (const url of urls) await warmUp(url, SETTLING_SECONDS);
}

export async function benchApi(root, sizes, { whileUp, log, loadTests = true }) {
  const results = [];
  const helloWorld = await startHelloWorld(root);
  const layered = loadTests ? await startLayeredHelloWorld(root) : null;
  try {
    for (const { phones, seconds } of sizes) {
      const name = `bench_api_${phones}`;
      const url = await createDatabase(name);
      const api = await startApi(root, url);
      try {
        const t0 = Date.now();
        await seedPhones(url, phones);
        log(`seeded ${phones} phones in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        const size = { phones, seconds, rows: [], pinned: pinningAvailable };
        if (!loadTests) {
          if (whileUp) await whileUp(api.url, phones);
          continue;
        }
        await onSeparateCores([helloWorld.pid, layered.pid, api.pid], async () => {
          await settle([
            ...(results.length === 0 ? [helloWorld.url, layered.url] : []),
            ...ROUTES.map((route) => api.url + route.path),
          ]);
          let ceilingBefore = await ceilingRun(helloWorld.url);
          size.ceilings = [ceilingBefore];
          // A measured run, then a ceiling run; the run is compared with the mean of the two
          // ceiling runs around it.
          const betweenCeilings = async (targetUrl) => {
            const measured = await loadTest(targetUrl, { seconds });
            const ceilingAfter = await ceilingRun(helloWorld.url);
            size.ceilings.push(ceilingAfter);
            const ceiling = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;
            ceilingBefore = ceilingAfter;
            return { ...measured, ceiling, ratio: measured.requestsPerSecond / ceiling };
          };
          size.layered = await betweenCeilings(layered.url);
          log(`  hello-world through the API's layers: ${size.layered.requestsPerSecond.toFixed(0)} req/s (${size.layered.ratio.toFixed(2)} of hello-world)`);
          for (const route of ROUTES) {
            const measured = await betweenCeilings(api.url + route.path);
            // Against the layered hello-world: the ratio of the two ratios cancels the ceiling.
            size.rows.push({ ...route, ...measured, ofLayers: measured.ratio / size.layered.ratio });
            log(`  ${route.label}: ${measured.requestsPerSecond.toFixed(0)} req/s (${measured.ratio.toFixed(2)}), p50 ${measured.p50} ms, p99 ${measured.p99} ms`);
          }
        });
        log(`  hello-world runs: ${size.ceilings.map((c) => c.requestsPerSecond.toFixed(0)).join(', ')} req/s`);
        size.plan = await explainListing(url, 50);
        results.push(size);
        if (whileUp) await whileUp(api.url, phones);
      } finally {
        await api.stop();
        await dropDatabase(name);
      }
    }
  } finally {
    await helloWorld.stop();
    await layered?.stop();
  }
  return results;
}
