import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.ts';
import { CLUSTER_DIR } from './cluster-env.ts';

// Each remote is deployed on its own: nginx serves every release of it side by side under
// /remotes/<name>/<version>/, and the shell's remotes.json says which one runs. A team deploys
// its remote while the shell (and the other remotes) stay on an older or newer release, so the
// previous release must work with the current one in both directions.

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function releaseCli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'deploy/release.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, CLUSTER_DIR },
    encoding: 'utf8',
  });
}

const publish = (app: string, dist: string) => /Published \S+ ([0-9a-f]{10})/.exec(releaseCli('publish', app, dist))![1]!;
const live = (app: string) => /^([0-9a-f]{10}) .*\(live\)$/m.exec(releaseCli('list', app))![1]!;

/** The shell and the storefront remote as built from the previous release (cached per commit). */
function previousRelease(): { commit: string; dists: { shell: string; storefront: string } } {
  const output = execFileSync(process.execPath, [path.join(ROOT, 'deploy/build-release.mjs'), 'previous', 'shell', 'storefront'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as { commit: string; dists: { shell: string; storefront: string } };
}

/**
 * A buyer goes from the home page to a brand's page and sorts it: the storefront remote renders
 * inside the shell, and its links and address hooks (Link, useParams, useSearchParams) work with
 * the shell's router, which they only do when the page runs one router.
 */
async function storefrontWorks(browser: Browser, storefrontVersion: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await logIn(page, DEMO.buyer);
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('region', { name: 'Choose Your Desire Brand' }).getByRole('link', { name: 'Samsung Phones' }).click();
  await expect(page).toHaveURL(/\/products\/Samsung%20Phones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Samsung Phones' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Samsung Galaxy S23' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Samsung Galaxy A54');
  await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
  expect(failures).toEqual([]);
  // The release named in remotes.json is the one that ran.
  expect(requested).toContain(`/remotes/storefront/${storefrontVersion}/remoteEntry.js`);
  await context.close();
}

test('a remote of the previous release runs in the current shell, and the current remote in the previous shell', async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const previous = previousRelease();
  const current = { shell: live('shell'), storefront: live('storefront') };
  const before = { shell: publish('shell', previous.dists.shell), storefront: publish('storefront', previous.dists.storefront) };
  // Different builds, or the journey would prove nothing.
  expect(before.storefront, `the storefront remote at ${previous.commit} builds the same as today's`).not.toBe(current.storefront);

  try {
    await test.step(`the storefront remote of ${previous.commit.slice(0, 10)} inside the current shell`, async () => {
      releaseCli('use', 'storefront', before.storefront);
      expect((await (await request.get('/remotes.json')).json()).storefront).toBe(`/remotes/storefront/${before.storefront}/mf-manifest.json`);
      await storefrontWorks(browser, before.storefront);
    });

    await test.step(`the current storefront remote inside the shell of ${previous.commit.slice(0, 10)}`, async () => {
      releaseCli('use', 'shell', before.shell);
      releaseCli('use', 'storefront', current.storefront);
      const servedShell = await (await request.get('/main.js')).text();
      expect(servedShell).toBe(readFileSync(path.join(previous.dists.shell, 'main.js'), 'utf8'));
      await storefrontWorks(browser, current.storefront);
    });

  } finally {
    releaseCli('use', 'shell', current.shell);
    releaseCli('use', 'storefront', current.storefront);
  }
});
