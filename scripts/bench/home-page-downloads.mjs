// What a visitor's browser downloads before the home page is usable, and a check that a page
// using two remotes runs one copy of each shared singleton.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const HERO = 'BEST PLACE TO SELL YOUR PHONES';
// react-router runs inside the router singleton, shared as @sellphones/router (scripts/webpack/react-router-dom.mjs).
const SINGLETONS = ['react', 'react-dom', '@sellphones/router', 'styled-components', '@tanstack/react-query'];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
}

/**
 * Loads the home page with an empty cache and sums the JS responses until the hero heading
 * is visible and the network is idle. Each body is gzipped here (level 9), so the figure does not
 * depend on what the server sends (the built apps' server sends brotli, which is a little smaller).
 */
export async function homePageDownloads(browser, shellUrl) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  const t0 = Date.now();
  await page.goto(shellUrl, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: HERO }).waitFor({ state: 'visible', timeout: 60_000 });
  const heroMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  await context.close();
  const byOrigin = {};
  for (const s of scripts) byOrigin[new URL(s.url).port] = (byOrigin[new URL(s.url).port] ?? 0) + s.gzip;
  return {
    heroMs,
    files: scripts.length,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
  };
}

/** The files a remote would download if it used its own copy of a shared singleton. */
function ownCopies(manifestPath, origin) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return manifest.shared
    .filter((shared) => SINGLETONS.some((name) => shared.name === name || shared.name.startsWith(`${name}/`)))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => ({ library: shared.name, url: `${origin}/${file}` })));
}

/**
 * The home page (storefront remote), then the buyer remote's App loaded into the same page
 * through the federation runtime (no sign-in needed). Passes when none of the two remotes'
 * own copies of the singletons (from their built mf-manifest.json) was requested.
 */
export async function singletonCheck(browser, shellUrl, root, remoteOrigins) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = new Set();
  page.on('request', (request) => requested.add(request.url()));
  await page.goto(shellUrl);
  await page.getByRole('heading', { name: HERO }).waitFor({ state: 'visible', timeout: 60_000 });
  const secondRemote = await page.evaluate(async () => {
    const instance = globalThis.__FEDERATION__?.__INSTANCES__?.[0];
    if (!instance) return 'no federation instance on the page';
    const module = await instance.loadRemote('buyer/App');
    return module ? 'loaded' : 'not loaded';
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  const copies = [
    ...ownCopies(`${root}/storefront-mfe/dist/mf-manifest.json`, remoteOrigins.storefront),
    ...ownCopies(`${root}/buyer-mfe/dist/mf-manifest.json`, remoteOrigins.buyer),
  ];
  const duplicated = copies.filter((copy) => requested.has(copy.url));
  const remotesLoaded = ['storefront', 'buyer'].filter((name) =>
    [...requested].some((url) => url.startsWith(remoteOrigins[name]) && url.endsWith('remoteEntry.js')),
  );
  return {
    secondRemote,
    remotesLoaded,
    checkedFiles: copies.length,
    duplicated,
    passed: secondRemote === 'loaded' && remotesLoaded.length === 2 && duplicated.length === 0,
  };
}
