// Lighthouse (its default mobile settings: Moto G-class screen, simulated slow 4G and 4x CPU
// slowdown) on pages of the built apps, in a Chromium the bench launches on a bench port.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_PORTS } from './ports.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export async function lighthouseAudit(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    port: BENCH_PORTS.chromeDebugging,
  });
  try {
    const results = [];
    for (const { label, url } of urls) {
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { lhr } = runnerResult;
      const audit = (id) => lhr.audits[id];
      results.push({
        label,
        url,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        lcpMs: audit('largest-contentful-paint').numericValue,
        tbtMs: audit('total-blocking-time').numericValue,
        cls: audit('cumulative-layout-shift').numericValue,
        fcpMs: audit('first-contentful-paint').numericValue,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
