// Lighthouse (its default mobile settings: Moto G-class screen, simulated slow 4G and 4x CPU
// slowdown) on pages of the built apps, in a Chromium the bench launches on a bench port.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BENCH_PORTS } from './ports.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// Lighthouse's own advice on variability: one run varies by several points; report the median of
// several runs. Three per page keep six pages within the bench's time.
const RUNS = 3;

/** A page in Lighthouse's own Chromium (same storage), for steps between the audits. */
async function withPage(chromePort, step) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const result = await step(page);
    await page.close();
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * Signs in through the shell's login page, from empty storage (so any earlier account is signed
 * out); the Firebase session and the API token stay in storage. `prepare(page)`,
 * when given, runs signed in and gives the address to audit (a page of the person's own data).
 */
function signIn(chromePort, { loginUrl, email, password }, prepare) {
  return withPage(chromePort, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(loginUrl).origin, storageTypes: 'all' });
    await page.goto(loginUrl);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
    return prepare?.(page);
  });
}

/** Empties the HTTP cache but keeps storage: a signed-in visitor's first visit to a page. */
function clearHttpCache(chromePort) {
  return withPage(chromePort, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    // Lighthouse's own measure of the machine's CPU during the run: the simulated timings scale
    // the work it observed, so a slower moment of a shared machine shows as a slower page.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  };
}

function saveReport(dir, url, run, lhr) {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(dir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

/**
 * urls: [{ label, url, signIn? }]. Each page is audited RUNS times; the run with the median
 * performance score is reported, with the range. Pages with `signIn` keep the storage the sign-in
 * left (Lighthouse would otherwise clear it); put them last, after the signed-out pages. `url` may
 * be a function of the signed-in page that gives the address (see signIn).
 */
export async function lighthouseAudit(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    port: BENCH_PORTS.chromeDebugging,
  });
  try {
    const results = [];
    for (const { label, url: address, signIn: account } of urls) {
      const prepare = typeof address === 'function' ? address : undefined;
      const url = account ? ((await signIn(chrome.port, account, prepare)) ?? address) : address;
      const runs = [];
      const failedRuns = [];
      for (let i = 0; i < RUNS; i++) {
        if (account) await clearHttpCache(chrome.port);
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          disableStorageReset: Boolean(account),
        });
        // BENCH_LIGHTHOUSE_DIR keeps every report, to read what a score is made of.
        if (process.env.BENCH_LIGHTHOUSE_DIR) saveReport(process.env.BENCH_LIGHTHOUSE_DIR, url, i, lhr);
        // A run Lighthouse could not complete (it scores 0) is reported, not averaged in.
        if (lhr.runtimeError) failedRuns.push(lhr.runtimeError.code);
        else runs.push(summarize(lhr));
      }
      if (runs.length === 0) throw new Error(`every Lighthouse run of ${url} failed: ${failedRuns.join(', ')}`);
      const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
      results.push({
        label,
        url,
        ...byPerformance[Math.floor((runs.length - 1) / 2)],
        performanceRange: [byPerformance[0].performance, byPerformance.at(-1).performance],
        benchmarkIndexRange: [Math.min(...runs.map((r) => r.benchmarkIndex)), Math.max(...runs.map((r) => r.benchmarkIndex))],
        runs: RUNS,
        failedRuns,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
