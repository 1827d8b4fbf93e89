import { expect, test, type Page } from '@playwright/test';
import { createAccount, DEMO, logIn, type Account } from '../support/accounts.ts';
import { checkScreen, expectVisibleFocus, tabTo } from '../support/screen-checks.ts';
import { listPhone, listPhoneOf, listPhonesOf } from '../support/listed-phones.ts';

const CATEGORY = 'Realme Phones';

/** After a page change inside the app, focus is on the new page's heading and the tab says where we are. */
async function expectArrivedAt(page: Page, heading: string | RegExp, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(title);
}

async function logInWithKeyboard(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first Tab stop: "Skip to content", drawn on screen, not a 1 px dot.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.width > 60 && box.height > 20 && box.y >= 0).toBe(true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

test('a keyboard-only buyer books a phone and pays, with focus always visible and given back', async ({ page, request }) => {
  test.setTimeout(180_000);
  const phoneName = `Realme Keyboard ${Date.now()}`;
  await listPhone(request, phoneName, 'Keyboard Seller', { categoryName: CATEGORY, originalPrice: 260, resalePrice: 199, usedYear: 2 });
  const buyer = await createAccount(request, 'buyer', 'Keyboard Buyer');

  await logInWithKeyboard(page, buyer);
  await expectArrivedAt(page, 'BEST PLACE TO SELL YOUR PHONES', 'Sell Phones BD: buy and sell used phones in Bangladesh');

  // The advertised card on the home page leads to the phone's own page, where it is booked.
  const advertisedCard = page.getByRole('region', { name: 'Advertise Section' }).getByRole('article', { name: phoneName });
  await expect(advertisedCard).toBeVisible();
  await tabTo(page, advertisedCard.getByRole('link', { name: `Book Now: ${phoneName}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/phones\/[0-9a-f-]{36}$/);
  await expectArrivedAt(page, phoneName, `${phoneName} | Sell Phones BD`);

  const bookNow = page.getByRole('button', { name: `Book Now: ${phoneName}` });
  await tabTo(page, bookNow);
  const dialog = page.getByRole('dialog', { name: `Book ${phoneName}` });

  // Escape closes the form and focus is back on the Book Now that opened it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The form starts on the first field to fill, past the read-only ones.
  await expect(dialog.getByLabel('Phone number')).toBeFocused();
  await checkScreen(page, 'the booking form');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bookNow).toBeFocused();
  await expectVisibleFocus(page);

  // So does Cancel.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(bookNow).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('01712345678');
  await tabTo(page, dialog.getByLabel('Meeting location'));
  await page.keyboard.type('Zindabazar, Sylhet');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
  await expectArrivedAt(page, 'My Orders', 'My Orders | Sell Phones BD');
  // The toast's words are in the live region that was there from the start.
  await expect(page.getByTestId('toast-announcer')).toContainText('Booked product successfully');

  await tabTo(page, page.getByRole('link', { name: `Pay for ${phoneName}` }));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, `Payment for ${phoneName}`, 'Payment | Sell Phones BD');

  // A card form error marks the field, describes it and takes focus there.
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Enter');
  const expiry = page.getByLabel('Expiry (MM/YY)');
  await expect(expiry).toBeFocused();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(expiry).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
  await checkScreen(page, 'the payment form with an error');

  await page.keyboard.type('1230');
  await tabTo(page, page.getByLabel('CVC'));
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByText('Congrats! Your payment completed.')).toBeVisible();
  // The form is gone: the keyboard is on the result that replaced it.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Congrats! Your payment completed.' })).toBeFocused();
});

test("a keyboard-only seller advertises and deletes phones in My Products without losing their place", async ({ page, request }) => {
  const seller = await createAccount(request, 'seller', 'Keyboard Seller');
  const [older, newer] = [`Samsung Older ${Date.now()}`, `Samsung Newer ${Date.now()}`];
  await listPhoneOf(request, seller, older);
  await listPhoneOf(request, seller, newer);
  await logInWithKeyboard(page, seller);
  await page.goto('/dashboard/myProducts');
  await expect(page.getByRole('button', { name: `Advertise ${newer}` })).toBeVisible();

  // Advertise goes once the phone is advertised: the keyboard is on the phone's next button.
  await tabTo(page, page.getByRole('button', { name: `Advertise ${newer}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Change price of ${newer}` })).toBeFocused();
  await expectVisibleFocus(page);

  // A deleted phone's row goes: the keyboard is on the next phone's first button.
  await tabTo(page, page.getByRole('button', { name: `Delete ${newer}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Advertise ${older}` })).toBeFocused();
  await expect(page.getByText(newer)).toHaveCount(0);
  await expectVisibleFocus(page);
});

test('every page has its own title, and the 404 and "not allowed" pages an h1', async ({ page, request }) => {
  test.setTimeout(120_000);
  const visits: [string, string | RegExp, string][] = [
    ['/', 'BEST PLACE TO SELL YOUR PHONES', 'Sell Phones BD: buy and sell used phones in Bangladesh'],
    ['/blog', 'Blog', 'Blog | Sell Phones BD'],
    ['/login', /.+/, 'Login | Sell Phones BD'],
    ['/register', /.+/, 'Sign up | Sell Phones BD'],
    ['/no/such/page', '404 Not Found', 'Page not found | Sell Phones BD'],
    ['/search?q=realme', 'Phones matching “realme”', 'Search | Sell Phones BD'],
    ['/phones/00000000-0000-4000-8000-000000000000', 'There is no phone at this address.', 'Phone | Sell Phones BD'],
  ];
  for (const [path, heading, title] of visits) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await checkScreen(page, path);
  }

  await logIn(page, await createAccount(request, 'buyer', 'Title Buyer'));
  const signedIn: [string, string | RegExp, string][] = [
    ['/dashboard', /^Welcome to your dashboard/, 'Dashboard | Sell Phones BD'],
    ['/dashboard/allBuyers', 'You are not allowed to see this page', 'Not allowed | Sell Phones BD'],
    [`/products/${encodeURIComponent(CATEGORY)}`, CATEGORY, `${CATEGORY} | Sell Phones BD`],
  ];
  for (const [path, heading, title] of signedIn) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await checkScreen(page, path);
  }
});

test('the dashboard has a visible "Skip to content" too, and its pages their titles', async ({ page }) => {
  await logIn(page, DEMO.seller);
  await page.goto('/dashboard/myProducts');
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  await expect(page).toHaveTitle('My Products | Sell Phones BD');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.width > 60 && box.height > 20 && box.y >= 0).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a keyboard user sorts and pages search results without losing their place', async ({ page, request }) => {
  const word = `Pager${Date.now()}`;
  // Thirteen phones: one more than a page holds.
  await listPhonesOf(request, await createAccount(request, 'seller', 'Pager Seller'), Array.from({ length: 13 }, (_, n) => `Samsung ${word} ${n + 1}`));
  await logInWithKeyboard(page, await createAccount(request, 'buyer', 'Pager Buyer'));
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(/13 phones for sale/)).toBeVisible();

  // A new sort keeps the keyboard in the sort box, chosen with the arrow keys.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await tabTo(page, sort);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=/);
  await expect(sort).toBeFocused();

  // The pager's Next shows page 2 from its top: the keyboard is on the count above its cards.
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText(/13 phones for sale/)).toBeFocused();
  await expect(page.getByText(/13 phones for sale/)).toBeInViewport();
});
