import { expect, test } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts.ts';
import { listPhone } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

test('a buyer finds a phone from the header with a typo, opens its page from the card and books it there', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const phoneName = `Samsung Findable ${Date.now()}`;
  const phoneId = await listPhone(request, phoneName, 'Search Seller');

  // A visitor may search and open the page, but is asked to log in to book.
  await page.goto('/');
  // The app's own search box, not the first screen's plain HTML form it replaces (that one
  // leaves an empty search to the browser's own check).
  await expect(page.getByRole('heading', { name: 'Choose Your Desire Brand' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search phones by model' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Type the model you are looking for.' })).toBeVisible();
  await checkScreen(page, 'the header search asking for words');
  await box.fill('samsng findabel');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=samsng\+findabel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phones matching “samsng findabel”' })).toBeVisible();
  await expect(page).toHaveTitle('Search | Sell Phones BD');
  const card = page.getByRole('article', { name: phoneName });
  await expect(card).toBeVisible();
  await checkScreen(page, 'search results');

  // The sort stays in the address, with the words.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
  await expect(page).toHaveURL(/\/search\?q=samsng\+findabel&sort=newest$/);
  await expect(box).toHaveValue('samsng findabel');

  await page.getByRole('article', { name: phoneName }).getByRole('link', { name: phoneName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/phones/${phoneId}$`));
  await expect(page.getByRole('heading', { level: 1, name: phoneName })).toBeVisible();
  await expect(page).toHaveTitle(`${phoneName} | Sell Phones BD`);
  await expect(page.getByRole('link', { name: 'Log in to book' })).toBeVisible();
  await checkScreen(page, 'a phone page for a visitor');

  // Signed in as a buyer: the shared link opens the same page, with the seller's number and Book Now.
  await logIn(page, await createAccount(request, 'buyer', 'Search Buyer'));
  await page.goto(`/phones/${phoneId}`);
  await expect(page.getByRole('heading', { level: 1, name: phoneName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByText('01712345678')).toBeVisible();
  // Under it, for a buyer comparing: the brand's newest other phones, never this one, and the brand's page.
  const more = page.getByRole('region', { name: 'More Samsung Phones' });
  await expect(more.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(more.getByRole('heading', { level: 3, name: phoneName, exact: true })).toHaveCount(0);
  await expect(more.getByRole('link', { name: 'See all Samsung Phones' })).toHaveAttribute('href', '/products/Samsung%20Phones');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await testInfo.attach(`phone page at ${width} px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    await page.screenshot({ path: testInfo.outputPath(`phone-page-${width}.png`), fullPage: true });
  }
  await checkScreen(page, 'a phone page for a buyer');

  await page.getByRole('button', { name: `Book Now: ${phoneName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${phoneName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByLabel('Meeting location').fill('Gulshan 2, Dhaka');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
  await expect(page.getByRole('link', { name: `Pay for ${phoneName}` })).toBeVisible();

  // Back on the phone's page, the booking is there to pay for, not a second Book Now.
  await page.goBack();
  await expect(page.getByText(/^You booked this phone on /)).toBeVisible();
  await expect(page.getByRole('button', { name: `Book Now: ${phoneName}` })).toHaveCount(0);
  await page.getByRole('link', { name: `Pay for ${phoneName}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
});

test('a sold or unknown phone gets a clear page, not an error', async ({ page }) => {
  await page.goto('/phones/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'There is no phone at this address.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the phones for sale' })).toBeVisible();
});
