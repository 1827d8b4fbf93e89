// `npm run bench`: what users do to the API at three catalogue sizes against its references,
// what the front end ships and downloads, Lighthouse, and docs/BENCHMARKS.md with the figures
// of this run and each target MET or MISSED.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi } from './api-bench.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { buildApps } from './build-apps.mjs';
import { bundleSizes } from './bundle-sizes.mjs';
import { categoryPageDownloads } from './category-page-downloads.mjs';
import { phonePageDownloads } from './phone-page-downloads.mjs';
import { startFrontDoor } from './front-door.mjs';
import { homePageDownloads, launchChromium, singletonCheck } from './home-page-downloads.mjs';
import { lighthouseAudit } from './lighthouse-audit.mjs';
import { lighthousePages } from './lighthouse-pages.mjs';
import { ensureBrowser } from '../ensure-browser.mjs';
import { describeMachine } from './machine.mjs';
import { stopAll } from './processes.mjs';
import { waitForQuietMachine } from './quiet-machine.mjs';
import { apiTargets, renderReport } from './report.mjs';
import { serveBuiltApps } from './serve-built-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (message) => console.log(`[bench] ${message}`);

// 5 s per run after its warm-up keeps a whole run under ten minutes on two cores; the ceiling
// runs around each one absorb the machine's drift. BENCH_QUICK=1 for a smoke run.
const quick = process.env.BENCH_QUICK === '1';
// BENCH_FRONT_ONLY=1 measures the front end alone (one small catalogue, no load tests);
// BENCH_API_ONLY=1 the API alone. Neither replaces docs/BENCHMARKS.md.
const frontOnly = process.env.BENCH_FRONT_ONLY === '1';
const apiOnly = process.env.BENCH_API_ONLY === '1';
const SECONDS = quick ? 2 : 5;
const SIZES = frontOnly
  ? [{ phones: 1_000, seconds: 0 }]
  : [1_000, 10_000, 100_000].map((phones) => ({ phones, seconds: SECONDS }));

async function frontEndWhileApiUp({ apiUrl, databaseUrl, dataDir }, frontEnd) {
  const apps = await serveBuiltApps(root, apiUrl);
  frontEnd.originNames = Object.fromEntries(
    Object.entries({ shell: apps.shellUrl, ...apps.remoteOrigins }).map(([name, origin]) => [origin, name]),
  );
  try {
    const browser = await launchChromium();
    try {
      frontEnd.home = await homePageDownloads(browser, apps.shellUrl);
      log(`home page JS: ${(frontEnd.home.gzip / 1024).toFixed(1)} KB gzip in ${frontEnd.home.files} files`);
      frontEnd.categoryPage = await categoryPageDownloads(browser, apps.shellUrl);
      log(`category page first screen at 390 px: ${(frontEnd.categoryPage.total / 1024).toFixed(1)} KB in ${frontEnd.categoryPage.files} files (${Object.entries(frontEnd.categoryPage.byKind).map(([kind, k]) => `${kind} ${(k.bytes / 1024).toFixed(1)} KB`).join(', ')})`);
      frontEnd.phonePage = await phonePageDownloads(browser, apps.shellUrl);
      const { cover } = frontEnd.phonePage;
      log(`phone's page at 390 px: ${(frontEnd.phonePage.total / 1024).toFixed(1)} KB in ${frontEnd.phonePage.files} files; cover from ${cover.size}, ${(cover.bytes / 1024).toFixed(1)} KB (full photo ${(cover.fullBytes / 1024).toFixed(1)} KB)`);
      frontEnd.singletons = await singletonCheck(browser, apps.shellUrl, root, apps.remoteOrigins);
      log(`singletons once: ${frontEnd.singletons.passed}`);
    } finally {
      await browser.close();
    }
    frontEnd.lighthouse = await audit('one process', () => lighthousePages(apps.shellUrl, apiUrl));
  } finally {
    await apps.stop();
  }
  try {
    const frontDoor = await startFrontDoor(root, { databaseUrl, dataDir });
    try {
      frontEnd.lighthouseFrontDoor = await audit('front door', () => lighthousePages(frontDoor.url, frontDoor.apiUrl));
    } finally {
      await frontDoor.stop();
    }
  } catch (err) {
    frontEnd.lighthouseFrontDoor = { error: err.message };
    log(`front door failed: ${err.message}`);
  }
}

/** Lighthouse on the pages of one layout; an audit that fails is reported, not thrown. */
async function audit(layout, pages) {
  try {
    const { busyAtStart, waitedS } = await waitForQuietMachine();
    if (busyAtStart !== null) log(`lighthouse (${layout}): the machine was ${Math.round(busyAtStart * 100)} % busy; started after ${waitedS} s`);
    const results = await lighthouseAudit(pages());
    log(`lighthouse (${layout}): ${results.map((r) => `${r.label} perf ${r.performance} a11y ${r.accessibility}`).join('; ')}`);
    return { results };
  } catch (err) {
    log(`lighthouse (${layout}) failed: ${err.message}`);
    return { error: err.message };
  }
}

/**
 * The search bench's section (scripts/bench/search-bench.mjs, run on its own) of the last
 * docs/BENCHMARKS.md, kept as it is: this run does not measure search.
 */
function searchSectionOf(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  const at = text.indexOf('\n## Search (GET /search)');
  return at === -1 ? '' : text.slice(at);
}

async function main() {
  const startedAt = new Date();
  const machine = { ...describeMachine(), loadAverage: os.loadavg().map((l) => l.toFixed(1)).join(', ') };
  log(`machine: ${JSON.stringify(machine)}`);

  // The front-end steps drive Debian's Chromium: installed first on a fresh machine, not after
  // the load tests have run.
  if (!apiOnly) process.env.CHROMIUM_PATH = ensureBrowser();

  // Built first, so the build does not compete with the load tests for the CPUs.
  const frontEnd = apiOnly ? {} : { build: buildApps(root, log) };
  if (!apiOnly) frontEnd.bundles = bundleSizes(root);

  // Stopped with the bench's other processes at the end (stopAll), when the bench started it.
  await startAuthEmulator(root);
  const api = await benchApi(root, SIZES, {
    log,
    loadTests: !frontOnly,
    // The front end is measured against the smallest catalogue, after its load tests.
    whileUp: (running, phones) => (phones === SIZES[0].phones && !apiOnly ? frontEndWhileApiUp(running, frontEnd) : undefined),
  });
  for (const [target, figure, ok] of apiTargets(api)) log(`${ok ? 'MET   ' : 'MISSED'} ${target}: ${figure}`);

  const notes = [];
  if (quick) notes.push('BENCH_QUICK=1: 2 s per route, a smoke run only.');
  if (apiOnly) notes.push('BENCH_API_ONLY=1: the API only, no front end.');
  if (frontOnly) notes.push('BENCH_FRONT_ONLY=1: the front end only, no API load tests.');
  const report = renderReport({
    machine,
    startedAt,
    durationS: (Date.now() - startedAt.getTime()) / 1000,
    api,
    frontEnd,
    lighthouse: frontEnd.lighthouse ?? { error: 'the front-end step did not run' },
    lighthouseFrontDoor: frontEnd.lighthouseFrontDoor ?? { error: 'the front-end step did not run' },
    notes,
  });
  if (frontOnly || apiOnly) {
    // A partial run never replaces the table of the last full run.
    console.log(report);
    return;
  }
  const file = path.join(root, 'docs/BENCHMARKS.md');
  writeFileSync(file, `${report.trimEnd()}\n${searchSectionOf(file)}`);
  log('wrote docs/BENCHMARKS.md');
}

try {
  await main();
} finally {
  await stopAll();
}
