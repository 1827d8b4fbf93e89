import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.ts';
import { checkScreen } from '../support/screen-checks.ts';

test('the home page renders through the shell with the storefront remote', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sell Phones BD' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Sell Phones BD');
});

test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blog' })).toBeVisible();
  await checkScreen(page, 'the 404 page');
});

test('a piece of code that fails to download shows the error screen inside the layout, in words', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Everything the home page needs has loaded...
  const loaded = new Set<string>();
  page.on('request', (request) => loaded.add(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose Your Desire Brand' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // ...then the connection drops: the login page's code, never downloaded yet, cannot arrive.
  const loadedBefore = new Set(loaded);
  const blocked: string[] = [];
  await page.route(
    (url) => url.origin === 'http://127.0.0.1:3000' && url.pathname.endsWith('.js'),
    (route) => {
      if (loadedBefore.has(route.request().url())) return route.continue();
      blocked.push(route.request().url());
      return route.abort();
    },
  );
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong!!!' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('500 Loading chunk failed');
  await expect(main).toContainText('could not be downloaded. Please check your connection');
  await expect(main).not.toContainText(/http|\.js/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sell Phones BD' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Sell Phones BD');
  await expect(page.getByRole('button', { name: 'Back to homepage' })).toBeVisible();
  expect(blocked.length).toBeGreaterThan(0);
  // The address of the file that failed is for the console.
  expect(consoleErrors.some((text) => /chunk|Loading/i.test(text))).toBe(true);
  await checkScreen(page, 'the error screen');
});

test('with the buyer remote unreachable, its area shows a fallback and the shop still works', async ({
  page,
}) => {
  await page.route('http://127.0.0.1:3002/**', (route) => route.abort());
  await logIn(page, DEMO.buyer);
  await page.goto('/dashboard/myOrders');
  await expect(
    page.getByRole('heading', { name: 'My orders is unavailable right now' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await checkScreen(page, 'a remote area that is unavailable');
  // The header and the other remotes keep working.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toBeVisible();
  // Opened afresh while the remote is still unreachable, the fallback again; once it is
  // reachable, Retry loads it without a reload.
  await page.goto('/dashboard/myOrders');
  await expect(
    page.getByRole('heading', { name: 'My orders is unavailable right now' }),
  ).toBeVisible();
  await page.unroute('http://127.0.0.1:3002/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});

// react-router runs inside the router singleton, shared as @sellphones/router (scripts/webpack/react-router-dom.mjs).
const SINGLETONS = [
  'react',
  'react-dom',
  '@sellphones/router',
  'styled-components',
  '@tanstack/react-query',
];

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The files a remote would download if it used its own copy of a shared singleton. */
async function ownCopiesOf(origin: string, request: APIRequestContext) {
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
  return manifest.shared
    .filter((shared) =>
      SINGLETONS.some((name) => shared.name === name || shared.name.startsWith(`${name}/`)),
    )
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => `${origin}/${file}`);
}

test('a page that uses two remotes runs one copy of React and the other singletons', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await logIn(page, DEMO.buyer);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  // Both remotes ran on this page...
  expect(requested.some((url) => url.startsWith('http://127.0.0.1:3001/'))).toBe(true);
  expect(requested.some((url) => url.startsWith('http://127.0.0.1:3002/'))).toBe(true);
  // ...and neither downloaded its own copy of a shared singleton: the shell's copy served all.
  const ownCopies = [
    ...(await ownCopiesOf('http://127.0.0.1:3001', request)),
    ...(await ownCopiesOf('http://127.0.0.1:3002', request)),
  ];
  expect(ownCopies.length).toBeGreaterThan(0);
  expect(requested.filter((url) => ownCopies.includes(url))).toEqual([]);
  // The federation runtime agrees: one React version registered for the whole page.
  const reactVersions = await page.evaluate(() => {
    const scopes = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, { default?: Record<string, Record<string, unknown>> }>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const versions = new Set<string>();
    for (const scope of Object.values(scopes))
      for (const version of Object.keys(scope.default?.react ?? {})) versions.add(version);
    return [...versions];
  });
  expect(reactVersions).toHaveLength(1);
});
