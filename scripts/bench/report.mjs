// docs/BENCHMARKS.md from one run's figures, with each target marked met or missed.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

export const TARGETS = {
  /** Signed-in varied listing at the largest size: of hello-world, and p99. */
  listingRatio: 0.3,
  listingP99Ms: 25,
  /** My Orders, My Products, the admin lists. */
  ownListsP99Ms: 25,
  /** Booking writes: p99, and no 5xx at all. */
  writeP99Ms: 50,
  /** Listing p50 at the largest size against the smallest. */
  listingGrowth: 1.5,
  homeJsGzip: 200 * 1024,
  /**
   * The signed-in category page's first screen on a 390 px phone before cards showed thumbnails
   * (bytes on the wire, scripts/bench/category-page-downloads.mjs on the commit before them, with
   * the bench's photos): the target is half of it.
   */
  categoryFirstScreenBefore: 762_106,
  performance: 90,
  accessibility: 95,
  cls: 0.05,
};

/** A run's CPU per request (scripts/bench/cpu-time.mjs), or nothing where it was not counted. */
const cpuPerRequest = (cpu) => (cpu ? `${cpu.serverUsPerRequest} µs, ${cpu.postgresUsPerRequest} µs` : '');

const mark = (ok) => (ok ? 'MET' : '**MISSED**');
const count = (n) => n.toLocaleString('en');

/** Each target of issue 20 with this run's figure: [target, figure, met]. */
export function apiTargets(api) {
  if (api.length === 0) return [];
  const smallest = api[0];
  const largest = api.at(-1);
  // The targets are the API's own: the runs straight to one instance, not those through the front door.
  const direct = (size) => size.rows.filter((r) => !r.frontDoor);
  const listing = (size) => direct(size).find((r) => r.kind === 'listing');
  const big = listing(largest);
  const small = listing(smallest);
  const targets = [[
    `signed-in varied listing at ${count(largest.phones)} phones: ≥ ${TARGETS.listingRatio} of hello-world and p99 < ${TARGETS.listingP99Ms} ms`,
    `${big.ratio.toFixed(2)}, p99 ${big.p99} ms`,
    big.ratio >= TARGETS.listingRatio && big.p99 < TARGETS.listingP99Ms && big.non2xx === 0,
  ]];
  for (const row of direct(largest).filter((r) => r.kind === 'own')) {
    targets.push([`${row.label} at ${count(largest.phones)} phones: p99 < ${TARGETS.ownListsP99Ms} ms`, `p99 ${row.p99} ms`, row.p99 < TARGETS.ownListsP99Ms && row.non2xx === 0]);
  }
  for (const size of api) {
    const row = direct(size).find((r) => r.kind === 'write');
    targets.push([
      `booking writes at ${count(size.phones)} phones: zero 5xx and p99 < ${TARGETS.writeP99Ms} ms`,
      `${row.status5xx} 5xx, p99 ${row.p99} ms`,
      row.status5xx === 0 && row.errors === 0 && row.p99 < TARGETS.writeP99Ms,
    ]);
  }
  // A p50 below 1 ms is under autocannon's resolution: compare against at least 1 ms.
  const growth = big.p50 / Math.max(small.p50, 1);
  targets.push([
    `signed-in varied listing p50 at ${count(largest.phones)} ≤ ${TARGETS.listingGrowth} x at ${count(smallest.phones)}`,
    `${small.p50} ms → ${big.p50} ms (${growth.toFixed(2)} x)`,
    growth <= TARGETS.listingGrowth,
  ]);
  return targets;
}

function apiSection(api) {
  if (api.length === 0) return ['## API: what users do', '', 'Not measured in this run.'];
  const lines = [
    '## API: what users do',
    '',
    '### Targets',
    '',
    '| target | this run | |',
    '| --- | --- | --- |',
    ...apiTargets(api).map(([target, figure, ok]) => `| ${target} | ${figure} | ${mark(ok)} |`),
    '',
    '### Conditions',
    '',
    "For each size a fresh PostgreSQL database with the phones (spread over the five categories and 200 sellers,",
    'one in seven sold), 200 buyers with 20 past orders each (12 paid, for phones they bought: 2,400 sold phones more;',
    '5 cancelled; 3 open), 12,000 buyers who book or pay, and an admin; the real API',
    '(`node api/src/server.ts`, request log as in production) on it. Every request of a run is another user: signed in',
    "with that user's own API token (scripts/bench/api-tokens.mjs), another category, page (down to the last),",
    'sort or filter (scripts/bench/user-traffic.mjs). autocannon with 50 connections and a browser\'s Accept-Encoding,',
    `${api[0].seconds} s per run after a 2 s warm-up (writes: a 1 s warm-up), and every read settled for 3 s on a fresh server first,`,
    'after every category page in every sort was read once (as an instance serving for a while has answered each);',
    'the fresh-instance run alone is not settled: a second API started on the same database, measured from its first answer.',
    'Runs "through the front door": the same users through nginx to an API instance behind it, as deploy/ serves the',
    'product (scripts/bench/front-door.mjs: the API under /api, signed-in JSON gzipped by nginx on its way out), nginx on',
    "the servers' core; the targets are those of the runs straight to one instance.",
    api[0].pinned
      ? 'autocannon (in the bench\'s process) and the servers under test run on separate cores (taskset); PostgreSQL is not pinned.'
      : 'The load generator and the servers were not pinned to separate cores in this run.',
    `Every server reaches PostgreSQL at ${api[0].postgres}: its Unix socket when it has one on the machine, as`,
    '`npm run start:cluster` does (deploy/local-postgres.mjs), else TCP on 127.0.0.1:5432.',
    '',
    'References in the same run: a bare Fastify hello-world (the ceiling: measured before the first run and after',
    'every run, each run compared with the mean of the two around it); hello-world through the API\'s layers (its',
    'Fastify options, request log, helmet, CORS, request id); and a bare Fastify + `pg` route running the listing\'s',
    'two queries uncached for the same varied pages (what one database read of a category page costs).',
    '',
    'CPU per request: the user and system CPU time of the processes answering the run (the API; through the front',
    'door, nginx and the API) and of all of PostgreSQL\'s processes during the measured run, divided by the requests',
    'answered (scripts/bench/cpu-time.mjs). The two cores are shared by the load generator, the servers and',
    'PostgreSQL: a route cannot answer faster than one request\'s CPU from all of them allows.',
    '',
    '| Phones | Run | req/s | p50 | p99 | non-2xx (5xx) | ceiling around it | of hello-world | CPU per request: server, PostgreSQL |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const size of api) {
    const phones = count(size.phones);
    const ceilings = size.ceilings.map((c) => c.requestsPerSecond).sort((a, b) => a - b);
    const median = ceilings[Math.floor(ceilings.length / 2)];
    const row = (label, m) =>
      `| ${phones} | ${label} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50} ms | ${m.p99} ms | ${m.non2xx} (${m.status5xx}) | ${m.ceiling.toFixed(0)} | ${m.ratio.toFixed(2)} | ${cpuPerRequest(m.cpu)} |`;
    lines.push(`| ${phones} | hello-world (ceiling), ${ceilings.length} runs: median, range | ${median.toFixed(0)} | | | | ${ceilings[0].toFixed(0)}–${ceilings.at(-1).toFixed(0)} | 1.00 | |`);
    lines.push(row("hello-world through the API's layers", size.layered));
    lines.push(row('reference: Fastify + pg, varied listing, uncached', size.pgReference));
    for (const r of size.rows) lines.push(row(r.label, r));
    const payments = (label, pay) => {
      const refused = Object.entries(pay.failures).map(([k, n]) => `${n} x ${k}`).join(', ');
      return `| ${phones} | ${label} | ${pay.flowsPerSecond.toFixed(0)} | ${pay.p50} ms | ${pay.p99} ms | ${pay.flows - pay.completed} (${pay.status5xx})${refused ? `: ${refused}` : ''} | | | |`;
    };
    lines.push(payments('whole payment flow (book, intent, sandbox charge, record), flows', size.payments));
    if (size.frontDoorPayments?.flows) {
      lines.push(payments('through the front door: whole payment flow, flows', size.frontDoorPayments));
    }
  }
  for (const size of api.filter((s) => s.frontDoorError)) {
    lines.push('', `Through the front door at ${count(size.phones)} phones: not measured (${size.frontDoorError}).`);
  }
  const largest = api.at(-1);
  lines.push(
    '',
    `### Listing query plan at ${count(largest.phones)} phones (${largest.plan.category}, last page ${largest.plan.page}, newest first)`,
    '', '```', largest.plan.rows, '```', '', 'The total for the page count:', '', '```', largest.plan.total, '```',
  );
  return lines;
}


const DOWNLOAD_KINDS = ['JS', 'JSON', 'images', 'fonts', 'CSS', 'HTML', 'other'];

/** A page's downloads by kind as table columns: the kinds' names, the rule under them, and the bytes (files) of each. */
function byKindColumns(byKind) {
  const kinds = Object.entries(byKind).sort(([a], [b]) => DOWNLOAD_KINDS.indexOf(a) - DOWNLOAD_KINDS.indexOf(b));
  return {
    head: kinds.map(([kind]) => kind).join(' | '),
    rule: kinds.map(() => '---:').join(' | '),
    cells: kinds.map(([, k]) => `${kb(k.bytes)} (${k.files})`).join(' | '),
  };
}
function frontEndSection(frontEnd) {
  if (!frontEnd.bundles) return ['## Front end', '', 'Not measured in this run.'];
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
  const category = frontEnd.categoryPage;
  if (category) {
    const half = TARGETS.categoryFirstScreenBefore / 2;
    const kinds = byKindColumns(category.byKind);
    lines.push(
      '',
      '### What a phone downloads for the signed-in category page\'s first screen',
      '',
      `Chromium as a 390 px phone (${category.viewport}, the iPhone 12 to 15 class), the demo buyer signed in through the`,
      `login page, then \`/products/${encodeURIComponent(category.category)}\` with an empty HTTP cache: every response`,
      '(headers and body as sent, compressed where the server compresses) until the first card\'s photo has',
      'loaded and the network is idle, lazy photos the browser fetches ahead of the scroll included. The',
      'phones show photos as a seller\'s upload leaves them (scripts/bench/bench-photos.mjs: a 1600 px WebP',
      'and its smaller copies each).',
      '',
      `| ${kinds.head} | total | target | first card after |`,
      `| ${kinds.rule} | ---: | --- | ---: |`,
      `| ${kinds.cells} | ${kb(category.total)} in ${category.files} files | ${mark(category.total <= half)} | ${ms(category.firstCardMs)} |`,
      '',
      `Target: category page first screen at 390 px: ≤ half of ${kb(TARGETS.categoryFirstScreenBefore)} (${kb(half)}), the figure before`,
      'cards showed thumbnails. Photos downloaded:',
      '',
      ...category.images.map((image) => `- ${image.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, 'api')}: ${kb(image.bytes)}`),
    );
  }
  const phone = frontEnd.phonePage;
  if (phone) {
    const kinds = byKindColumns(phone.byKind);
    lines.push(
      '',
      "### What a phone downloads for a phone's page",
      '',
      `The same phone (${phone.viewport}), signed in, opens the first card's phone's page with an empty HTTP cache:`,
      'every response until the cover photo has loaded and the network is idle. The cover is shown from its',
      'thumbnail, its 1080 px copy or the full photo, whichever the screen needs; the full photo is for the viewer.',
      '',
      `| ${kinds.head} | total | cover shown | cover | the full photo | cover after |`,
      `| ${kinds.rule} | ---: | ---: | ---: | ---: | ---: |`,
      `| ${kinds.cells} | ${kb(phone.total)} in ${phone.files} files | ${phone.cover.size} | ${kb(phone.cover.bytes)} | ${kb(phone.cover.fullBytes)} | ${ms(phone.coverMs)} |`,
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

function lighthouseSection(lighthouse, lighthouseFrontDoor) {
  return [
    '## Lighthouse',
    '',
    'The `lighthouse` package with its default mobile settings (simulated slow 4G, 4x CPU slowdown) on the built',
    'apps, with an empty HTTP cache (scripts/bench/lighthouse-pages.mjs). The category page, My Orders and the',
    'payment page are the demo buyer\'s (signed in through the login page first, with the Auth emulator; the',
    'payment page is for a phone the buyer has just booked), Add a Product the demo seller\'s: each is a',
    'signed-in person\'s first visit to that page. The phones are those of the smallest catalogue above.',
    '',
    'Each page is audited in two layouts. One process, as `npm start` runs it: each app and the API on an origin',
    'of its own, so the first call to each API address waits for a CORS preflight. Through the front door, as',
    'deploy/ runs the product on a server (scripts/bench/front-door.mjs): the same builds published as releases',
    'behind nginx, with an API instance on the same database and photos under `/api/`; one origin, no preflight,',
    'JSON gzipped on its way out (deploy/nginx/nginx.conf.template).',
    '',
    `Each page is audited ${lighthouse.results?.[0]?.runs ?? 1} times; the table shows the run with the median performance score`,
    '(its LCP, TBT and CLS), and the lowest and highest performance score of the runs. Lighthouse scales the CPU',
    'work it observed by its 4x slowdown, so the page is as fast as the machine was at that moment: the last column',
    'is the machine\'s speed as Lighthouse measured it at the start of each run (its `benchmarkIndex`, higher is faster;',
    'lowest and highest of the runs). Each layout\'s audits start once the machine is quiet (at most a tenth of its',
    'CPU in use for two seconds, or after 90 s; scripts/bench/quiet-machine.mjs): a phone shares no CPU with the',
    'servers, so what the load tests leave behind (autovacuum, garbage collection) is not counted against a page.',
    '',
    '### One process (`npm start`)',
    '',
    ...lighthouseTable(lighthouse),
    '',
    '### Through the front door (nginx, as on a server)',
    '',
    ...lighthouseTable(lighthouseFrontDoor),
  ];
}

function lighthouseTable(lighthouse) {
  if (lighthouse.error) return [`Not measured: ${lighthouse.error}`];
  const lines = [
    '| Page | performance (median) | range | accessibility | best practices | LCP | TBT | CLS | targets (≥ 90, ≥ 95, CLS < 0.05) | machine speed (benchmarkIndex) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const r of lighthouse.results) {
    const ok = r.performance >= TARGETS.performance && r.accessibility >= TARGETS.accessibility && r.cls < TARGETS.cls;
    const failed = r.failedRuns.length ? ` (${r.failedRuns.length} run failed: ${r.failedRuns.join(', ')})` : '';
    const range = `${r.performanceRange[0]}–${r.performanceRange[1]}${failed}`;
    lines.push(`| ${r.label} | ${r.performance} | ${range} | ${r.accessibility} | ${r.bestPractices} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${mark(ok)} | ${r.benchmarkIndexRange.map(Math.round).join('–')} |`);
  }
  for (const r of lighthouse.results) {
    if (r.failing.length) lines.push('', `Audits under 0.9 on ${r.label}: ${r.failing.join(', ')}.`);
  }
  return lines;
}

export function renderReport({ machine, startedAt, durationS, api, frontEnd, lighthouse, lighthouseFrontDoor, notes }) {
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/run.mjs); this file is the last run. The machines are shared and',
    'noisy, so compare figures within one run (ratios against the hello-world ceiling measured in the same run),',
    'not across runs. The headline is what signed-in users do; visitors\' reads are one row among them.',
    '',
    `- Date: ${startedAt.toISOString()} (run took ${Math.round(durationS / 60)} min)`,
    `- Command: \`npm run bench\``,
    `- Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.platform}, Node ${machine.node}, load average at start ${machine.loadAverage}`,
    '',
    ...apiSection(api),
    '',
    ...frontEndSection(frontEnd),
    '',
    ...lighthouseSection(lighthouse, lighthouseFrontDoor),
    '',
    ...(notes.length ? ['## Notes', '', ...notes.map((n) => `- ${n}`), ''] : []),
  ].join('\n');
}
