// The API against its references: for each catalogue size a fresh database with its people, the
// real API on it, and autocannon on what users do (scripts/bench/user-traffic.mjs), signed in as
// they are. The hello-world ceiling is measured before the first run and again after each one,
// and each run is compared with the two ceiling runs around it: the machines are shared, and
// their speed drifts by a third within minutes.
import path from 'node:path';
import { onSeparateCores, pinningAvailable } from './cpu-pinning.mjs';
import { createDatabase, dropDatabase, explainListing, seedPhones, waitUntilIdle } from './bench-database.mjs';
import { postgresServerOf } from '../../deploy/local-postgres.mjs';
import { startFrontDoor } from './front-door.mjs';
import { startApi } from './api-instance.mjs';
import { writeBenchPhotos } from './bench-photos.mjs';
import { loadTest, readEach, warmUp } from './load-test.mjs';
import { paymentFlowShares, paymentFlows } from './payment-flow.mjs';
import { assertPortFree, BENCH_PORTS } from './ports.mjs';
import { startNode, stopProcess, waitForHttp } from './processes.mjs';
import { everyListingPath, userTraffic, variedListingPath } from './user-traffic.mjs';

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

/** The listing's two queries on a bare Fastify + pg route (scripts/bench/pg-listing-server.mjs). */
export async function startPgListing(root, databaseUrl) {
  const port = BENCH_PORTS.pgListing;
  await assertPortFree(port);
  const child = startNode([path.join(root, 'scripts/bench/pg-listing-server.mjs'), String(port), databaseUrl]);
  await waitForHttp(`http://127.0.0.1:${port}/products/Oppo%20Phones`, child);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopProcess(child) };
}

/**
 * sizes: [{ phones, seconds }]. `whileUp({ apiUrl, databaseUrl, dataDir }, phones)` runs with the API still up after the
 * load tests of that size (the front-end measurements use the smallest catalogue).
 */
// The ceiling server does almost nothing: a short run and warm-up are enough, and keep the
// bench near ten minutes with a ceiling run after every route.
const CEILING_RUN = { seconds: 3, warmUpSeconds: 1 };
const ceilingRun = (url) => loadTest(url, CEILING_RUN);

// A freshly started server needs some seconds under load to reach its steady speed (JIT, heap,
// pools), more than one run's warm-up: each new server gets that much load on every read it will
// be measured on before the first measurement. Writes are not settled: they would use up phones;
// they get a short warm-up instead (the booking path's JIT, each pooled connection's prepared
// statement), as on an instance that has been taking bookings all day.
const SETTLING_SECONDS = 3;
const WRITE_WARM_UP_SECONDS = 1;
const warmUpOf = (route) => (route.kind === 'write' ? WRITE_WARM_UP_SECONDS : undefined);
// What a fresh instance (a deploy, a rolling restart) answers in its first seconds, unsettled.
export const FRESH_INSTANCE_SECONDS = 3;
async function settle(targets) {
  for (const target of targets) await warmUp(target, SETTLING_SECONDS);
}

/**
 * Every category page in every sort read once, signed in, through `listing` (the listing route's
 * target): an instance serving for a while has answered each already, and each page's first
 * answer (its cards serialized, then kept) is not what later readers pay. At 100,000 phones the
 * settling runs alone reach under half of the pages.
 */
async function readEveryPage(listing, population) {
  const paths = everyListingPath(population.categories);
  let at = 0;
  const next = () => {
    const request = listing.next();
    return { ...request, path: request.path.replace(/\/products\/.*$/, paths[at++ % paths.length]) };
  };
  await readEach({ url: listing.url, next }, paths.length);
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
      const reference = loadTests ? await startPgListing(root, url) : null;
      try {
        const t0 = Date.now();
        const photos = await writeBenchPhotos(api.photoFolder);
        const population = await seedPhones(url, phones, { photos: photos.map((photo) => photo.path) });
        log(`seeded ${phones} phones and ${population.bookers.length + population.payers.length + population.readers.length} buyers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        const size = { phones, seconds, rows: [], pinned: pinningAvailable, postgres: postgresServerOf(url) };
        if (!loadTests) {
          if (whileUp) await whileUp({ apiUrl: api.url, databaseUrl: url, dataDir: api.dataDir }, phones);
          continue;
        }
        const traffic = userTraffic(population).map((route) => ({ ...route, target: { url: api.url, next: route.next } }));
        const pgReference = { url: reference.url, next: () => ({ path: variedListingPath(population.categories) }) };
        await onSeparateCores([helloWorld.pid, layered.pid, api.pid, reference.pid], async () => {
          await readEveryPage(traffic.find((route) => route.kind === 'listing').target, population);
          await settle([
            ...(results.length === 0 ? [helloWorld.url, layered.url] : []),
            pgReference,
            ...traffic.filter((route) => route.kind !== 'write').map((route) => route.target),
          ]);
          await waitUntilIdle(url);
          let ceilingBefore = await ceilingRun(helloWorld.url);
          size.ceilings = [ceilingBefore];
          // A measured run, then a ceiling run; the run is compared with the mean of the two
          // ceiling runs around it.
          // Every run starts on a quiet database: a run's requests end with it, but the slow
          // queries it started (the uncached reference at 100,000 phones) go on for seconds and
          // took the CPUs from the runs after it.
          // `servers`: the pids answering the run, whose CPU per request the report shows.
          const betweenCeilings = async (target, { warmUpSeconds, servers }) => {
            const measured = await loadTest(target, { seconds, warmUpSeconds, servers });
            await waitUntilIdle(url);
            const ceilingAfter = await ceilingRun(helloWorld.url);
            size.ceilings.push(ceilingAfter);
            const ceiling = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;
            ceilingBefore = ceilingAfter;
            return { ...measured, ceiling, ratio: measured.requestsPerSecond / ceiling };
          };
          const report = (label, m) =>
            log(`  ${label}: ${m.requestsPerSecond.toFixed(0)} req/s (${m.ratio.toFixed(2)}), p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx ? `, ${m.non2xx} non-2xx (${m.status5xx} 5xx)` : ''}${m.cpu ? `, CPU per request: server ${m.cpu.serverUsPerRequest} us, PostgreSQL ${m.cpu.postgresUsPerRequest} us` : ''}`);
          size.layered = await betweenCeilings(layered.url, { servers: [layered.pid] });
          report("hello-world through the API's layers", size.layered);
          size.pgReference = await betweenCeilings(pgReference, { servers: [reference.pid] });
          report('reference: Fastify + pg, the listing query uncached', size.pgReference);
          for (const route of traffic) {
            const measured = await betweenCeilings(route.target, { warmUpSeconds: warmUpOf(route), servers: [api.pid] });
            size.rows.push({ label: route.label, kind: route.kind, ...measured });
            report(route.label, measured);
          }
          size.payments = await paymentFlows(api.url, population, seconds, paymentFlowShares(population).direct);
          log(`  payment flow: ${paymentSummary(size.payments)}`);
          // Its own pinning, like the fresh instance's below, ends with every process on every core.
          await throughFrontDoor({ root, url, api, population, traffic, size, settle, betweenCeilings, report, log });
          // Last: its own pinning ends with every process on every core.
          const listing = traffic.find((route) => route.kind === 'listing');
          const fresh = await startApi(root, url, BENCH_PORTS.freshApi);
          try {
            await onSeparateCores([fresh.pid], async () => {
              const measured = await loadTest({ url: fresh.url, next: listing.next }, { seconds: FRESH_INSTANCE_SECONDS, warmUpSeconds: 0, servers: [fresh.pid] });
              const ceilingAfter = await ceilingRun(helloWorld.url);
              size.ceilings.push(ceilingAfter);
              const ceiling = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;
              const row = { label: `${listing.label}, on a fresh instance: its first ${FRESH_INSTANCE_SECONDS} s`, kind: 'fresh', ...measured, ceiling, ratio: measured.requestsPerSecond / ceiling };
              size.rows.push(row);
              report(`${row.label} (answered ${(fresh.startMs / 1000).toFixed(1)} s after its start)`, row);
            });
          } finally {
            await fresh.stop();
          }
        });
        log(`  hello-world runs: ${size.ceilings.map((c) => c.requestsPerSecond.toFixed(0)).join(', ')} req/s`);
        size.plan = await explainListing(url, population.categories);
        results.push(size);
        if (whileUp) await whileUp({ apiUrl: api.url, databaseUrl: url, dataDir: api.dataDir }, phones);
      } finally {
        await reference?.stop();
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

const paymentSummary = (pay) =>
  `${pay.completed} paid of ${pay.flows} (${pay.flowsPerSecond.toFixed(0)}/s), p50 ${pay.p50} ms, p99 ${pay.p99} ms${Object.keys(pay.failures).length ? `, refused: ${JSON.stringify(pay.failures)}` : ''}`;

/** What users do through the front door: everything but the visitor's replayed page and the advertising run. */
const FRONT_DOOR_KINDS = new Set(['listing', 'home', 'own', 'write']);

/**
 * The same traffic through nginx to an API instance behind it, as deploy/ serves the product: the
 * API under /api, signed-in answers gzipped on their way out. nginx runs on the servers' core.
 * Rows carry `frontDoor: true`; the targets are the API's own (the direct runs).
 */
async function throughFrontDoor({ root, url, api, population, traffic, size, settle, betweenCeilings, report, log }) {
  let door;
  try {
    door = await startFrontDoor(root, { databaseUrl: url, dataDir: api.dataDir });
  } catch (err) {
    size.frontDoorError = err.message;
    log(`  front door not measured: ${err.message}`);
    return;
  }
  try {
    // The direct runs' routes: their buyers and phones go on from where those runs left them.
    const routes = traffic
      .filter((route) => FRONT_DOOR_KINDS.has(route.kind))
      .map((route) => ({
        ...route,
        target: { url: door.url, next: () => { const request = route.next(); return { ...request, path: `/api${request.path}` }; } },
      }));
    await onSeparateCores(door.serverPids(), async () => {
      await readEveryPage(routes.find((route) => route.kind === 'listing').target, population);
      await settle(routes.filter((route) => route.kind !== 'write').map((route) => route.target));
      await waitUntilIdle(url);
      for (const route of routes) {
        const measured = await betweenCeilings(route.target, { warmUpSeconds: warmUpOf(route), servers: door.serverPids() });
        const row = { label: `through the front door: ${route.label}`, kind: route.kind, frontDoor: true, ...measured };
        size.rows.push(row);
        report(row.label, row);
      }
      size.frontDoorPayments = await paymentFlows(door.apiUrl, population, size.seconds, paymentFlowShares(population).frontDoor);
      log(`  through the front door: payment flow: ${paymentSummary(size.frontDoorPayments)}`);
    });
  } finally {
    await door.stop();
  }
}
