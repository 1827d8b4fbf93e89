import { expect, test, type Locator } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts.ts';

/** How many lines the element's words take on screen (one per distinct line box of its text). */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

// A tablet (768 px to a small laptop's 1023) has room for the menu's links but not for the links
// and the search box on one row: the search box takes the second row, as on a phone.
test('on a tablet the header keeps each name on one line and the search box wide', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  await logIn(page, buyer);
  await page.goto('/blog');
  const banner = page.getByRole('banner');
  for (const language of ['en', 'bn'] as const) {
    if (language === 'bn') await banner.getByRole('button', { name: 'বাংলা' }).click();
    const names =
      language === 'en'
        ? { brand: 'Sell Phones BD', links: ['Home', 'Dashboard', 'Blog'], logOut: 'Log out', search: 'Search phones by model' }
        : { brand: 'সেল ফোনস বিডি', links: ['হোম', 'ড্যাশবোর্ড', 'ব্লগ'], logOut: 'লগ আউট', search: 'মডেলের নাম দিয়ে ফোন খুঁজুন' };
    await expect(banner.getByRole('button', { name: names.logOut })).toBeVisible();
    for (const width of [768, 820, 1023, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      const named = [
        banner.getByRole('link', { name: names.brand }),
        ...names.links.map((name) => banner.getByRole('link', { name, exact: true })),
        banner.getByRole('button', { name: names.logOut }),
      ];
      for (const element of named) {
        expect(await linesOf(element), `${await element.textContent()} at ${width} px (${language})`).toBe(1);
      }
      const search = await banner.getByRole('searchbox', { name: names.search }).boundingBox();
      expect(search!.width, `the search box at ${width} px (${language})`).toBeGreaterThanOrEqual(240);
    }
  }
});
