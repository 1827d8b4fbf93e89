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

test('other addresses start empty, without the home page in them', async ({ page }) => {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/blog');
  await expect(page.locator('#root')).toBeEmpty();
  await page.unroute('**/main.js');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toHaveCount(
    0,
  );
});
