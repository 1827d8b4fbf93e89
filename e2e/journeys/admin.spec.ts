import { expect, test, type Page } from '@playwright/test';
import { createAccount, DEMO, logIn } from '../support/accounts.ts';
import { checkScreen } from '../support/screen-checks.ts';

const ADMIN_REMOTE_ORIGIN = 'http://127.0.0.1:3004';

/** Every URL the page asks for, from the first navigation on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('an admin finds a seller, deletes them after the confirmation, and the row is gone', async ({
  page,
  request,
}) => {
  const seller = await createAccount(request, 'seller', `Doomed Seller ${Date.now()}`);
  const urls = recordRequests(page);
  await logIn(page, DEMO.admin);

  await page.goto('/dashboard/allSellers');
  await expect(page.getByRole('heading', { level: 1, name: 'All Sellers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(seller.email);
  // The search is kept in the URL query.
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row').filter({ hasText: seller.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(seller.name);
  await checkScreen(page, 'All Sellers, searched');

  await row.getByRole('button', { name: `Delete seller ${seller.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure delete this buyer !!!');
  await expect(dialog).toContainText(`${seller.name} (${seller.email}) can no longer sign in`);
  await dialog.getByLabel('Reason (optional, kept in the audit log)').fill('Sells phones that are not theirs');
  await dialog.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByText('Seller deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: seller.email })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Sellers available.' })).toBeVisible();
  await checkScreen(page, 'All Sellers, nothing found');

  // Still gone after a reload: the deletion happened in the API, not only on screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Sellers available.' })).toBeVisible();
  // The reason written is the audit log's.
  await page.goto('/dashboard/auditLog');
  await expect(page.getByRole('listitem').filter({ hasText: `Deleted an account: ${seller.email}. Why: Sells phones that are not theirs` })).toHaveCount(1);
  // The check below for buyers means something: an admin's browser does fetch the admin remote.
  expect(urls.some((url) => url.startsWith(ADMIN_REMOTE_ORIGIN))).toBe(true);
});

test('All Buyers wraps a long search that matches nothing, even on a 320 px phone', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/allBuyers');
  await expect(page.getByRole('heading', { level: 1, name: 'All Buyers' })).toBeVisible();
  await checkScreen(page, 'All Buyers');
  const search = 'heldout.buyer.with.a.rather.long.address.nobody.has@example.net';
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(search);
  await expect(page.getByText(`Nothing matches “${search}”.`)).toBeVisible();
  await checkScreen(page, 'All Buyers, a long search with no match');
});

test("a buyer's browser never downloads the admin remote, even on an admin URL", async ({ page, request }) => {
  // Four pages of a real session against the apps; the development servers are slow to serve.
  test.slow();
  const buyer = await createAccount(request, 'buyer', `Curious Buyer ${Date.now()}`);
  const urls = recordRequests(page);
  await logIn(page, buyer);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto('/products/Oppo%20Phones');
  await page.waitForLoadState('networkidle');

  // Through the menu, as a buyer gets there.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Typed straight into the address bar: the shell refuses it without fetching the admin remote.
  await page.goto('/dashboard/allBuyers');
  await expect(page.getByRole('heading', { level: 1, name: 'You are not allowed to see this page' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.startsWith(ADMIN_REMOTE_ORIGIN))).toEqual([]);
});
