import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, type Account } from '../support/accounts.ts';
import { checkScreen } from '../support/screen-checks.ts';

const MENU: Record<'buyer' | 'seller' | 'admin', string[]> = {
  buyer: ['My Orders'],
  seller: ['Add A Product', 'My Products', 'My Sales'],
  admin: ['All Buyers', 'All Sellers', 'Moderation', 'Disputes', 'Ratings', 'Audit Log'],
};
const EVERY_ITEM = Object.values(MENU).flat();

/** The dashboard's side menu lists exactly the links of this role, then Your profile. */
async function expectMenuOf(page: Page, role: keyof typeof MENU): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText([...MENU[role], 'Your profile']);
  for (const other of EVERY_ITEM.filter((item) => !MENU[role].includes(item))) {
    await expect(menu.getByRole('link', { name: other })).toHaveCount(0);
  }
}

async function expectPageMounts(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} | Sell Phones BD`);
  await checkScreen(page, heading);
}

/** The footer ends at the window's bottom edge (or below it), never above it with a gap under it. */
async function expectFooterAtBottom(page: Page): Promise<void> {
  const gap = await page.evaluate(() => window.innerHeight - document.querySelector('footer')!.getBoundingClientRect().bottom);
  expect(gap, 'empty band under the footer (px)').toBeLessThanOrEqual(1);
}

const ROLES: { role: keyof typeof MENU; account: Account; pages: [string, string][] }[] = [
  { role: 'buyer', account: DEMO.buyer, pages: [['/dashboard/myOrders', 'My Orders']] },
  {
    role: 'seller',
    account: DEMO.seller,
    pages: [
      ['/dashboard/addProduct', 'Add A Product'],
      ['/dashboard/myProducts', 'My Products'],
      ['/dashboard/mySales', 'My Sales'],
    ],
  },
  {
    role: 'admin',
    account: DEMO.admin,
    pages: [
      ['/dashboard/allBuyers', 'All Buyers'],
      ['/dashboard/allSellers', 'All Sellers'],
      ['/dashboard/moderation', 'Moderation'],
      ['/dashboard/disputes', 'Disputes'],
      ['/dashboard/ratings', 'Ratings'],
      ['/dashboard/auditLog', 'Audit Log'],
    ],
  },
];

for (const { role, account, pages } of ROLES) {
  test(`the ${role} sees the ${role} menu and every ${role} page mounts its remote`, async ({ page }) => {
    await logIn(page, account);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: `Welcome to your dashboard, ${account.name}` })).toBeVisible();
    await expectMenuOf(page, role);
    await expectFooterAtBottom(page);
    await checkScreen(page, `the ${role} dashboard`);
    for (const [path, heading] of [...pages, ['/dashboard/profile', 'Your profile']]) await expectPageMounts(page, path!, heading!);
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
  // Escape closes the phone menu, and focus is back on its button.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const drawerButton = page.getByRole('button', { name: 'Open dashboard menu' });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to your dashboard/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expectFooterAtBottom(page);
  // So does the dashboard drawer.
  await drawerButton.click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Products' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(drawerButton).toBeFocused();

  await drawerButton.click();
  // The sign-in's toast has gone: it may begin to fade while axe reads the screen's colours.
  await expect(page.getByText('Login Successfully!')).toBeHidden();
  await checkScreen(page, 'the dashboard drawer on a phone');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
});
