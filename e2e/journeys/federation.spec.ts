import { expect, test } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.ts';

test('the home page renders through the shell with the storefront remote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sell Phones BD' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Sell Phones BD');
});

test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blog' })).toBeVisible();
});

test('with the buyer remote unreachable, its area shows a fallback and the shop still works', async ({
  page,
}) => {
  await page.route('http://127.0.0.1:3002/**', (route) => route.abort());
  await logIn(page, DEMO.buyer);
  await page.goto('/dashboard/myOrders');
  await expect(page.getByRole('heading', { name: 'My orders is unavailable right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The header and the other remotes keep working.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'BEST PLACE TO SELL YOUR PHONES' })).toBeVisible();
  // Once the remote is reachable again, Retry loads it without a reload.
  await page.unroute('http://127.0.0.1:3002/**');
  await page.goto('/dashboard/myOrders');
  await page.route('http://127.0.0.1:3002/**', (route) => route.abort());
  await expect(page.getByRole('heading', { name: 'My orders is unavailable right now' })).toBeVisible();
  await page.unroute('http://127.0.0.1:3002/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});
