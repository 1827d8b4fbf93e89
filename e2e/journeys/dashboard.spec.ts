import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, type Account } from '../support/accounts.ts';

const MENU: Record<'buyer' | 'seller' | 'admin', string[]> = {
  buyer: ['My Orders'],
  seller: ['Add A Product', 'My Products'],
  admin: ['All Buyers', 'All Sellers'],
};
const EVERY_ITEM = Object.values(MENU).flat();

/** The dashboard's side menu lists exactly the links of this role. */
async function expectMenuOf(page: Page, role: keyof typeof MENU): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText(MENU[role]);
  for (const other of EVERY_ITEM.filter((item) => !MENU[role].includes(item))) {
    await expect(menu.getByRole('link', { name: other })).toHaveCount(0);
  }
}

async function expectPageMounts(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const ROLES: { role: keyof typeof MENU; account: Account; pages: [string, string][] }[] = [
  { role: 'buyer', account: DEMO.buyer, pages: [['/dashboard/myOrders', 'My Orders']] },
  {
    role: 'seller',
    account: DEMO.seller,
    pages: [
      ['/dashboard/addProduct', 'Add A Product'],
      ['/dashboard/myProducts', 'My Products'],
    ],
  },
  {
    role: 'admin',
    account: DEMO.admin,
    pages: [
      ['/dashboard/allBuyers', 'All Buyers'],
      ['/dashboard/allSellers', 'All Sellers'],
    ],
  },
];

for (const { role, account, pages } of ROLES) {
  test(`the ${role} sees the ${role} menu and every ${role} page mounts its remote`, async ({ page }) => {
    await logIn(page, account);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: `Welcome to your dashboard, ${account.name}` })).toBeVisible();
    await expectMenuOf(page, role);
    for (const [path, heading] of pages) await expectPageMounts(page, path, heading);
  });
}

test('on a phone the dashboard menu opens from the drawer button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // logIn() waits for the header's Dashboard link, which sits behind the menu button on a phone.
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.seller.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.seller.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const drawerButton = page.getByRole('button', { name: 'Open dashboard menu' });
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await drawerButton.click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
});
