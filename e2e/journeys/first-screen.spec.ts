import { expect, test, type Page } from '@playwright/test';

/** Where the hero's heading, text and button are, and what they say. */
async function heroOf(page: Page) {
  const parts = [
    page.getByRole('heading', { level: 1 }),
    page.getByText('Turn the phone in your drawer into instant cash'),
    page.getByRole('link', { name: 'Browse phones' }),
  ];
  return Promise.all(
    parts.map(async (part) => {
      const box = await part.boundingBox();
      return {
        text: await part.textContent(),
        box: box && {
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
        },
      };
    }),
  );
}

for (const width of [390, 1280]) {
  test(`at ${width} px the home page's first screen shows before any code, exactly where the app then shows it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // The HTML alone: the shell's code never arrives.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' }),
    ).toBeVisible();
    const beforeCode = await heroOf(page);

    await page.unroute('**/main.js');
    await page.goto('/');
    // The app has replaced it: the brands section below the hero is the storefront's.
    await expect(page.getByRole('heading', { name: 'Choose Your Desire Brand' })).toBeVisible();
    expect(await heroOf(page)).toEqual(beforeCode);
  });
}

test('a reader who chose Bangla sees the first screen in Bangla before any code, as the app then shows it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'এই সাইটটি বাংলায় পড়ুন' }).click();
  await expect(page.getByRole('heading', { name: 'আপনার ফোন বিক্রির সেরা জায়গা' })).toBeVisible();

  // The HTML alone: its inline script (allowed by the CSP's hash) puts the Bangla words in.
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আপনার ফোন বিক্রির সেরা জায়গা');
  await expect(page.getByRole('link', { name: 'ফোন দেখুন' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'মডেলের নাম দিয়ে ফোন খুঁজুন' })).toHaveAttribute('placeholder', 'ফোন খুঁজুন');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveTitle('সেল ফোনস বিডি: বাংলাদেশে পুরোনো ফোন কেনাবেচা');
  const beforeCode = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(errors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);

  await page.unroute('**/main.js');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'আপনার পছন্দের ব্র্যান্ড বেছে নিন' })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(beforeCode);
});

for (const width of [320, 390, 820, 1280]) {
  test(`at ${width} px other addresses show the header bar before any code, where the app then shows its own`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/blog');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sell Phones BD' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search phones by model' })).toBeVisible();
    // The bar alone: not the home page's hero.
    await expect(page.getByRole('heading')).toHaveCount(0);
    // Where things sit vertically: on a wide screen the app's links fill in beside the search box,
    // which may move sideways, but nothing in view moves down.
    const rows = async () => {
      const search = await page.getByRole('searchbox', { name: 'Search phones by model' }).boundingBox();
      const content = await page.locator('#content').boundingBox();
      return { searchTop: search?.y, searchHeight: search?.height, contentTop: content?.y };
    };
    const beforeCode = await rows();

    await page.unroute('**/main.js');
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toHaveCount(0);
    expect(await rows()).toEqual(beforeCode);
  });
}

test("at 320 px in Bangla the header bar keeps the first screen's two rows", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/blog');
  await expect(page.getByRole('searchbox', { name: 'মডেলের নাম দিয়ে ফোন খুঁজুন' })).toBeVisible();
  const contentTop = async () => (await page.locator('#content').boundingBox())?.y;
  const beforeCode = await contentTop();

  await page.unroute('**/main.js');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'ব্লগ', level: 1 })).toBeVisible();
  // The brand, the language and the menu button on one row: nothing below moves down.
  const banner = page.getByRole('banner');
  const menuButton = await banner.getByRole('button', { name: 'মেনু খুলুন' }).boundingBox();
  const brand = await banner.getByRole('link', { name: 'সেল ফোনস বিডি' }).boundingBox();
  expect(menuButton!.y).toBeLessThan(brand!.y + brand!.height);
  expect(await contentTop()).toBe(beforeCode);
});

/** The shell's scripts that its page asks the browser to preload, as paths (`/470.2324dee0.js`). */
async function preloadedScripts(page: Page) {
  return page.locator('link[rel="preload"][as="script"]').evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLLinkElement).href))
      // The federation runtime adds preloads of the remote's own files later, on their origin.
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
}

test("a page names the code of the shell's first render itself, and nothing that does not run", async ({
  page,
}) => {
  await page.goto('/blog');
  const preloaded = await preloadedScripts(page);
  expect(preloaded.length).toBeGreaterThan(0);

  // Every other script of the shell held back: what the page named is all its first render needs.
  const heldBack: string[] = [];
  await page.route('http://127.0.0.1:3000/*.js', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/main.js' || preloaded.includes(pathname)) return route.continue();
    heldBack.push(pathname);
    return route.abort();
  });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // And each file it named has run: its chunk is among those the shell's code has loaded.
  const loadedChunks = await page.evaluate(() =>
    ((window as unknown as { webpackChunksellphones_shell?: [Array<string | number>][] })
      .webpackChunksellphones_shell ?? []).flatMap(([ids]) => ids.map(String)),
  );
  for (const path of preloaded) expect(loadedChunks).toContain(path.slice(1).split('.')[0]);
});
