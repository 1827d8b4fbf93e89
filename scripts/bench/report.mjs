// docs/BENCHMARKS.md from one run's figures, with each target marked met or missed.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const mark = (ok) => (ok ? 'met' : '**missed**');

export const TARGETS = {
  ratio: 0.6,
  p99Ms: 20,
  listingGrowth: 1.5,
  homeJsGzip: 200 * 1024,
  performance: 90,
  accessibility: 95,
  cls: 0.05,
};

function apiSection(api) {
  if (api.length === 0) return ['## API against its ceiling', '', 'Not measured in this run.'];
  const lines = [
    '## API against its ceiling',
    '',
    'PostgreSQL database created for each size, the real API (`node api/src/server.ts`, request log as in production: a line for every write, failure, slow read and signed-in request; a visitor\'s routine reads at debug),',
    "autocannon with 50 connections and a browser's Accept-Encoding after a 3 s warm-up, and a bare Fastify",
    'hello-world server as the ceiling. Durations per route: ' +
      api.map((size) => `${size.seconds} s at ${size.phones.toLocaleString('en')} phones`).join(', ') + '.',
    'Before its first measured run, each newly started server is under load for 5 s on every URL it is measured on:',
    'a fresh process takes 15-20 s of load to reach its steady speed, more than one run\'s warm-up.',
    '',
    'The machines are shared and their speed drifts within minutes, so the ceiling is measured (5 s) before the',
    'first route and again after every run, and each run is compared with the mean of the two ceiling runs',
    `around it (column "ceiling around it"). ${api[0]?.pinned ? 'autocannon (in the bench\'s process) and the server under test run on separate cores (taskset), so the load generator, whose work grows with the size of the answers, never takes the server\'s CPU: the ratios compare what each server costs per request.' : 'The load generator and the servers were not pinned to separate cores in this run.'}`,
    '',
    "A second reference, hello-world through the API's layers (scripts/bench/layered-hello-server.mjs: the API's",
    'Fastify options with its one-line request log, helmet, CORS and the request id, around the same hello-world',
    "route), splits the gap: hello-world through the layers against the bare one is what the layers cost; a route",
    "against the layered hello-world (column \"of API layers\") is what the route's own work costs.",
    '',
    '| Phones | Route | req/s | p50 | p99 | ceiling around it | of hello-world | of API layers | target (≥ 0.6 and p99 < 20 ms) |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const size of api) {
    const phones = size.phones.toLocaleString('en');
    const ceilings = size.ceilings.map((c) => c.requestsPerSecond).sort((a, b) => a - b);
    const median = ceilings[Math.floor(ceilings.length / 2)];
    const l = size.layered;
    lines.push(`| ${phones} | hello-world (ceiling), ${ceilings.length} runs: median, range | ${median.toFixed(0)} | | | ${ceilings[0].toFixed(0)}–${ceilings.at(-1).toFixed(0)} | 1.00 | | |`);
    lines.push(`| ${phones} | hello-world through the API's layers | ${l.requestsPerSecond.toFixed(0)} | ${l.p50} ms | ${l.p99} ms | ${l.ceiling.toFixed(0)} | ${l.ratio.toFixed(2)} | 1.00 | |`);
    for (const row of size.rows) {
      const ok = row.ratio >= TARGETS.ratio && row.p99 < TARGETS.p99Ms && row.non2xx === 0;
      const extra = row.non2xx ? ` (${row.non2xx} non-2xx)` : '';
      lines.push(`| ${phones} | ${row.label} | ${row.requestsPerSecond.toFixed(0)}${extra} | ${row.p50} ms | ${row.p99} ms | ${row.ceiling.toFixed(0)} | ${row.ratio.toFixed(2)} | ${row.ofLayers.toFixed(2)} | ${mark(ok)} |`);
    }
  }
  const smallest = api[0];
  const largest = api.at(-1);
  lines.push('', '### Listing cost against catalogue size', '', '| Listing | p50 at smallest | p50 at largest | growth | target (≤ 1.5) |', '| --- | ---: | ---: | ---: | --- |');
  for (const row of largest.rows.filter((r) => r.listing)) {
    const small = smallest.rows.find((r) => r.label === row.label);
    // A p50 of 0-1 ms is below autocannon's resolution: compare against at least 1 ms.
    const growth = row.p50 / Math.max(small.p50, 1);
    lines.push(`| ${row.label} | ${small.p50} ms (${smallest.phones.toLocaleString('en')}) | ${row.p50} ms (${largest.phones.toLocaleString('en')}) | ${growth.toFixed(2)} | ${mark(growth <= TARGETS.listingGrowth)} |`);
  }
  lines.push('', `### Listing query plan at ${largest.phones.toLocaleString('en')} phones (page 50, newest first)`, '', '```', largest.plan.page, '```', '', 'The total for the page count:', '', '```', largest.plan.total, '```');
  return lines;
}

function frontEndSection(frontEnd) {
  const lines = ['## Front end', '', `Builds: ${frontEnd.build}.`, '', '### What each app ships (all JS and CSS of its dist)', '', '| App | files | raw | gzip | largest file (gzip) |', '| --- | ---: | ---: | ---: | --- |'];
  for (const app of frontEnd.bundles) {
    lines.push(`| ${app.app} | ${app.files} | ${kb(app.raw)} | ${kb(app.gzip)} | ${app.largest.name} (${kb(app.largest.gzip)}) |`);
  }
  const home = frontEnd.home;
  if (home) {
    lines.push(
      '',
      '### JS downloaded before the home page is usable',
      '',
      'Chromium (390 px wide, empty cache) on the built apps served by `scripts/serve-app.mjs` on bench ports;',
      'every JS response until the hero heading is visible and the network is idle, each gzipped here (level 9)',
      'so the figure does not depend on the server (the static servers send the brotli files made at build time).',
      '',
      `| JS files | raw | gzip | target (< 200 KB gzip) | hero visible after |`,
      '| ---: | ---: | ---: | --- | ---: |',
      `| ${home.files} | ${kb(home.raw)} | ${kb(home.gzip)} | ${mark(home.gzip < TARGETS.homeJsGzip)} | ${ms(home.heroMs)} |`,
      '',
      'Largest of them (gzip):',
      '',
      ...home.scripts.slice(0, 8).map((s) => `- ${s.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, (origin) => frontEnd.originNames[origin] ?? origin)}: ${kb(s.gzip)}`),
    );
  }
  const check = frontEnd.singletons;
  if (check) {
    lines.push(
      '',
      '### Shared singletons loaded once',
      '',
      'The home page (storefront remote), then the buyer remote\'s `./App` loaded into the same page through the',
      'federation runtime. The remotes\' own copies of react, react-dom, react-router(-dom), styled-components and',
      `@tanstack/react-query (the shared assets in their built mf-manifest.json, ${check.checkedFiles} files) must not be requested.`,
      '',
      `Remotes loaded: ${check.remotesLoaded.join(', ') || 'none'} (buyer App: ${check.secondRemote}). Own copies requested: ${check.duplicated.length ? check.duplicated.map((d) => `${d.library} (${d.url})`).join(', ') : 'none'}. Result: ${check.passed ? 'met' : '**missed**'}.`,
    );
  }
  return lines;
}

function lighthouseSection(lighthouse) {
  const lines = ['## Lighthouse', ''];
  if (lighthouse.error) return [...lines, `Not measured: ${lighthouse.error}`];
  lines.push(
    'The `lighthouse` package with its default mobile settings (simulated slow 4G, 4x CPU slowdown) on the built',
    'apps, with an empty HTTP cache. The category page needs a signed-in user: the demo buyer signs in through',
    'the login page first (Auth emulator), so that page is a signed-in visitor\'s first visit to it.',
    '',
    '',
    `Each page is audited ${lighthouse.results[0]?.runs ?? 1} times; the table shows the run with the median performance score`,
    '(its LCP, TBT and CLS), and the lowest and highest performance score of the runs.',
    '',
    '| Page | performance (median) | range | accessibility | best practices | LCP | TBT | CLS | targets (≥ 90, ≥ 95, CLS < 0.05) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of lighthouse.results) {
    const ok = r.performance >= TARGETS.performance && r.accessibility >= TARGETS.accessibility && r.cls < TARGETS.cls;
    const failed = r.failedRuns.length ? ` (${r.failedRuns.length} run failed: ${r.failedRuns.join(', ')})` : '';
    const range = `${r.performanceRange[0]}–${r.performanceRange[1]}${failed}`;
    lines.push(`| ${r.label} | ${r.performance} | ${range} | ${r.accessibility} | ${r.bestPractices} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${mark(ok)} |`);
  }
  for (const r of lighthouse.results) {
    if (r.failing.length) lines.push('', `Audits under 0.9 on ${r.label}: ${r.failing.join(', ')}.`);
  }
  return lines;
}

export function renderReport({ machine, startedAt, durationS, api, frontEnd, lighthouse, notes }) {
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/run.mjs); this file is the last run. The machines are shared and',
    'noisy, so compare figures within one run (ratios against the hello-world ceiling measured in the same run),',
    'not across runs.',
    '',
    `- Date: ${startedAt.toISOString()} (run took ${Math.round(durationS / 60)} min)`,
    `- Command: \`npm run bench\``,
    `- Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.platform}, Node ${machine.node}, load average at start ${machine.loadAverage}`,
    '',
    ...apiSection(api),
    '',
    ...frontEndSection(frontEnd),
    '',
    ...lighthouseSection(lighthouse),
    '',
    ...(notes.length ? ['## Notes', '', ...notes.map((n) => `- ${n}`), ''] : []),
  ].join('\n');
}
