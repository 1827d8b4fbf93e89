import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, createAccount, logIn, type Account } from '../support/accounts.ts';
import { checkScreen, tabTo } from '../support/screen-checks.ts';
import { listPhone } from '../support/listed-phones.ts';

const CATEGORY = 'Vivo Phones';
const PHONE_NAME = `Vivo Storefront ${Date.now()}`;

const phoneCard = (page: Page) => page.getByRole('article', { name: PHONE_NAME });

async function openCategory(page: Page) {
  await page.goto(`/products/${encodeURIComponent(CATEGORY)}`);
  await expect(page.getByRole('heading', { level: 1, name: CATEGORY })).toBeVisible();
  await expect(phoneCard(page)).toBeVisible();
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await listPhone(request, PHONE_NAME, 'Storefront Seller', {
    categoryName: CATEGORY,
    originalPrice: 300,
    resalePrice: 210,
    usedYear: 3,
    area: 'Uttara',
  });
  await request.dispose();
});

test('a visitor sees every home section and the advertised phones without logging in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'BEST PLACE TO SELL YOUR PHONES' })).toBeVisible();
  await expect(page.getByText(/instant cash/)).toBeVisible();

  const brands = page.getByRole('region', { name: 'Choose Your Desire Brand' });
  await expect(brands.getByRole('link')).toHaveCount(5);
  await expect(brands.getByRole('link', { name: CATEGORY })).toHaveAttribute('href', '/products/Vivo%20Phones');

  const advertised = page.getByRole('region', { name: 'Advertise Section' });
  const card = advertised.getByRole('article', { name: PHONE_NAME });
  await expect(card).toContainText('Storefront Seller');
  await expect(card).toContainText('3 Years');
  await expect(card).toContainText('৳300');
  await expect(card).toContainText('৳210');
  await expect(card).toContainText(/ago|just now/);
  await expect(card).not.toContainText('01712345678');
  await expect(card).toContainText('Uttara, Dhaka');
  // It leads to the phone's own page, where it is booked.
  await expect(card.getByRole('link', { name: `Book Now: ${PHONE_NAME}` })).toHaveAttribute('href', /^\/phones\/[0-9a-f-]{36}$/);

  // The spec's order.
  const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles).toEqual([
    'Choose Your Desire Brand',
    'Advertise Section',
    'How it Works',
    'Great reviews',
    'Questions and answers',
  ]);
  await expect(page.getByRole('region', { name: 'How it Works' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Great reviews' }).getByRole('article').first()).toBeVisible();
  await page.getByText('How do I buy a phone?').click();
  await expect(page.getByText(/press Book Now/)).toBeVisible();
  await checkScreen(page, 'the home page, signed out');

  // The footer's edges line up with the header's: its brand under the header's, its last link
  // ending where the header's last link ends.
  const edges = async (part: Locator) => {
    const box = (await part.boundingBox())!;
    return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
  };
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  expect((await edges(footer.getByText('Sell Phones BD', { exact: true }))).left).toBe(
    (await edges(header.getByRole('link', { name: 'Sell Phones BD' }))).left,
  );
  expect((await edges(footer.getByRole('link').last())).right).toBe((await edges(header.getByRole('link').last())).right);
});

test('a buyer goes from the advertised card to its page and on to its category, views a photo full screen, and books the phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer: Account = await createAccount(request, 'buyer', 'Storefront Buyer');
  await logIn(page, buyer);
  await page.goto('/');
  await checkScreen(page, 'the home page, signed in');
  await page
    .getByRole('region', { name: 'Advertise Section' })
    .getByRole('link', { name: `Book Now: ${PHONE_NAME}` })
    .click();
  await expect(page).toHaveURL(/\/phones\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: PHONE_NAME })).toBeVisible();
  // Sharing it: this browser has no share sheet, so the page's address is copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share this phone' }).click();
  await expect(page.getByText('Link copied: paste it in a chat or a post')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.getByRole('region', { name: 'Details' }).getByRole('link', { name: CATEGORY }).click();
  await expect(page).toHaveURL(/\/products\/Vivo%20Phones$/);
  const card = phoneCard(page);
  await expect(card).toBeVisible();
  await expect(card).toContainText('3 Years');
  await checkScreen(page, 'a category page');

  // The full-screen viewer: it opens from the photo and Escape closes it.
  await card.getByRole('button', { name: `View photo of ${PHONE_NAME} full screen` }).click();
  const rotate = page.getByRole('button', { name: 'Rotate' });
  await expect(rotate).toBeVisible();
  await checkScreen(page, 'the photo viewer');
  // Its toolbar shows which button has keyboard focus.
  await tabTo(page, rotate, 6);
  await rotate.click();
  await page.keyboard.press('Escape');
  await expect(rotate).toBeHidden();

  // On a phone, where a long email address used to be cut in its box.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: `Book Now: ${PHONE_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${PHONE_NAME}` });
  // The shell's user name is the Firebase display name, which this API-made account lacks.
  await expect(dialog.getByLabel('Your name')).not.toHaveValue('');
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveValue(buyer.email);
  const shownWhole = await email.evaluate(
    (box) => box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight + 1,
  );
  expect(shownWhole, `${buyer.email} is shown whole`).toBe(true);
  await expect(dialog.getByLabel('Price')).toHaveValue('৳210');
  await dialog.getByLabel('Phone number').fill('0171234');
  await dialog.getByLabel('Meeting location').fill('Uttara Sector 7');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please valid a phone number')).toBeVisible();
  await checkScreen(page, 'the booking form with an error');
  await page.setViewportSize({ width: 1280, height: 720 });

  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByText('Booked product successfully');
  await expect(toast).toBeVisible();
  // A tap on a toast reaches what it covers (on a phone, the header's buttons): nobody waits for it to go.
  const toastBox = (await toast.boundingBox())!;
  const tapped = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="toast-announcer"]') ?? null,
    [toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2],
  );
  expect(tapped, 'a tap on the toast lands on the page under it').toBeNull();
  await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('main').getByText(PHONE_NAME)).toBeVisible();
  await checkScreen(page, 'My Orders');

  // Book Now on the same card says at once that it is booked already, with the way to pay it.
  await openCategory(page);
  await phoneCard(page).getByRole('button', { name: `Book Now: ${PHONE_NAME}` }).click();
  await expect(dialog.getByText(/^You booked this phone on .+\. Pay for it to make it yours\.$/)).toBeVisible();
  await expect(dialog.getByLabel('Phone number')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: `Pay for ${PHONE_NAME}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a seller sees the phones of a category but no Book Now', async ({ page, request }) => {
  const seller = await createAccount(request, 'seller', 'Browsing Seller');
  await logIn(page, seller);
  await openCategory(page);
  await expect(phoneCard(page)).toContainText('01712345678');
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await checkScreen(page, 'a category page, as a seller');

  // The place filter: a division, then one of its districts, kept in the address.
  await page.getByLabel('Division', { exact: true }).selectOption('Sylhet');
  await expect(page).toHaveURL(/division=sylhet/);
  await expect(phoneCard(page)).toHaveCount(0);
  await page.getByLabel('Division', { exact: true }).selectOption('Dhaka');
  await page.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await expect(page).toHaveURL(/division=dhaka&district=dhaka/);
  await expect(phoneCard(page)).toContainText('Uttara, Dhaka');
});

test('a category page asks for its listing once', async ({ page, request }) => {
  await logIn(page, await createAccount(request, 'buyer'));
  const listingUrl = `${API_URL}/products/${encodeURIComponent(CATEGORY)}`;
  let listingReads = 0;
  page.on('request', (r) => {
    if (r.url() === listingUrl && r.method() === 'GET') listingReads += 1;
  });

  await openCategory(page);
  expect(listingReads).toBe(1);
});

test.describe('on a 390 px phone', () => {
  // The iPhone 12 to 15 class: 3 device pixels per CSS pixel, for which the screen's density
  // alone would choose the 1600 px photo.
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });

  test("a category page's cards download thumbnails, a phone's page its 1080 px copy, and the viewer the full photo", async ({ page, request }) => {
    const buyer = await createAccount(request, 'buyer', 'Phone Buyer');
    // logIn() waits for the header's Dashboard link, which sits behind the menu button on a phone.
    await page.goto('/login');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login Successfully!')).toBeVisible();

    const photos: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().startsWith(`${API_URL}/images/`)) photos.push(r.url());
    });
    await openCategory(page);
    const photo = phoneCard(page).getByRole('img', { name: PHONE_NAME });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/\/images\/[0-9a-f-]{36}-thumb\.webp$/);
    await page.waitForLoadState('networkidle');
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.filter((url) => !url.endsWith('-thumb.webp')), 'full photos downloaded by the cards').toEqual([]);

    // The phone's page shows its cover from the 1080 px copy: enough for this screen, not the full photo.
    await phoneCard(page).getByRole('link', { name: PHONE_NAME, exact: true }).click();
    const cover = page.getByRole('button', { name: `View photos of ${PHONE_NAME} full screen` }).getByRole('img');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(shown.replace('-thumb.webp', '-medium.webp'));
    await page.waitForLoadState('networkidle');
    expect(photos, 'the full photo, downloaded by the page').not.toContain(shown.replace('-thumb.webp', '.webp'));

    // Only the viewer loads the full photo (a browser then shows it wherever it is asked for, as it has it).
    await page.goBack();
    await phoneCard(page).getByRole('button', { name: `View photo of ${PHONE_NAME} full screen` }).click();
    await expect(page.getByRole('button', { name: 'Rotate' })).toBeVisible();
    // The page behind the viewer is hidden: the photo shown is the viewer's, the full one.
    await expect(page.getByRole('img', { name: PHONE_NAME })).toHaveAttribute('src', shown.replace('-thumb.webp', '.webp'));
    await page.keyboard.press('Escape');
  });
});

test('the blog shows four articles, each with a picture, a heading and a paragraph', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(4);
  for (const heading of [/manage state/, /prototypal inheritance/, /unit test/, /React, Angular or Vue/]) {
    const article = page.getByRole('article', { name: heading });
    await expect(article.locator('svg')).toBeVisible();
    await expect(article.locator('p')).toContainText(/\w+/);
  }
  await checkScreen(page, 'the blog');
});
