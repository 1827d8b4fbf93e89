import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { imeiCheckDigit } from '@sellphones/contracts';
import { createAccount, logIn, type Account } from '../support/accounts.ts';
import { checkScreen, expectFocusClearOfHeader } from '../support/screen-checks.ts';
import { listPhoneOf } from '../support/listed-phones.ts';

/** A 16 x 16 JPEG, small enough to live in the test. */
const PHONE_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAUR//9k=',
  'base64',
);

/**
 * A phone camera's photo: 4000 x 3000 pixels of fine detail (over the API's 5 MB as it is), taken
 * with the phone turned, so it stands upright only when its EXIF orientation is applied.
 */
async function cameraPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(4000 * 3000 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 98 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A made-up IMEI with a valid check digit, new on every run (a listed IMEI cannot be listed again). */
function newImei(): string {
  const first14 = `35${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

/** A phone listed through the API, for the parts of the journey that are not about adding one. */
const listPhone = (request: APIRequestContext, seller: Account, name: string) =>
  listPhoneOf(request, seller, name, { categoryName: 'Vivo Phones', originalPrice: 300, resalePrice: 200, phone: '01900000000' });

/** Each message is the accessible description of its own input, not just somewhere on the page. */
async function expectMessage(page: Page, label: string, message: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
}

test.describe('a seller', () => {
  let seller: Account;

  test.beforeEach(async ({ page, request }) => {
    seller = await createAccount(request, 'seller', `Journey Seller ${unique()}`);
    await logIn(page, seller);
  });

  test('sees every add-product validation message next to its input', async ({ page }) => {
    await page.goto('/dashboard/addProduct');
    await expect(page.getByRole('heading', { name: 'Add A Product' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expectMessage(page, 'Product Name', 'Please enter product name');
    // The photos' description says how many and which is the cover, what is missing, what is chosen.
    await expect(page.getByLabel('Product Image', { exact: true })).toHaveAccessibleDescription(
      /Up to 5 photos\..*Please select your photo No photo chosen yet$/,
    );
    await expectMessage(page, 'Category', 'Please select category name');
    await expectMessage(page, 'Original Price (৳)', 'Please enter original price');
    await expectMessage(page, 'Resale Price (৳)', 'Please enter resale price');
    // The spec's words come first (it reuses the original price's), then what is really missing.
    await expectMessage(
      page,
      'Used Years',
      'Please enter original price. Used Years is empty: enter how many years the phone has been used (0 if less than one).',
    );
    await expectMessage(page, 'Phone', 'Enter your phone number');
    // The IMEI's description says where to find it (*#06#), then what is missing.
    await expect(page.getByLabel('IMEI', { exact: true })).toHaveAccessibleDescription(
      /Dial \*#06# on the phone.*Enter the phone's IMEI/,
    );
    await expectMessage(page, 'Division', 'Please select your division');
    await expectMessage(page, 'District', 'Please select your district');
    await expectMessage(page, 'Description', 'Enter your description');
    await expect(page.getByLabel('Condition', { exact: true })).toHaveAttribute('aria-invalid', 'false');
    // Each field to correct is outlined in red, text boxes as well as lists; the optional one is not.
    for (const label of ['Product Name', 'Original Price (৳)', 'Phone', 'Category', 'Description']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    }
    await expect(page.getByLabel('Condition', { exact: true })).not.toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
    // Required fields say so; the optional condition does not.
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel('Condition', { exact: true })).not.toHaveAttribute('aria-required', 'true');
    // Focus went to the first field to correct.
    await expect(page.getByLabel('Product Name', { exact: true })).toBeFocused();
    await checkScreen(page, 'the add-product form with errors');

    await page.getByLabel('Phone', { exact: true }).fill('0171234');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectMessage(page, 'Phone', 'Please valid a phone number');
    await page.getByLabel('Phone', { exact: true }).fill('+1 415 555 2671');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectMessage(page, 'Phone', 'Please enter a Bangladeshi mobile number: 01 and 9 more digits, e.g. 01712345678 (+880 is fine too)');

    // Going back up the form with Shift+Tab on a phone (or a zoomed screen) and on a tablet (the
    // header's two rows), each field comes into view with its label, below the sticky header.
    const productName = page.getByLabel('Product Name', { exact: true });
    for (const width of [390, 820]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: 'Add Product' }).focus();
      for (let stop = 0; stop < 30 && !(await productName.evaluate((field) => field === document.activeElement)); stop++) {
        await page.keyboard.press('Shift+Tab');
        await expectFocusClearOfHeader(page, `going back up the add-product form at ${width} px`);
      }
      await expect(productName).toBeFocused();
    }
  });

  test('adds a phone with a photo, advertises it on the home page and deletes another one', async ({ page, request, browser }) => {
    const name = `Journey Oppo ${unique()}`;
    await page.goto('/dashboard/addProduct');
    await page.getByLabel('Product Name', { exact: true }).fill(name);

    // Hold the upload for a moment so its progress can be seen, as on a slow connection.
    await page.route('**/images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByLabel('Product Image', { exact: true }).setInputFiles({
      name: 'my-phone.jpg',
      mimeType: 'image/jpeg',
      buffer: PHONE_JPEG,
    });
    await expect(page.getByRole('progressbar', { name: 'Photo 1 upload' })).toBeVisible();
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    // A second photo, chosen as a person does: a tap on the picker's own button opens the chooser.
    const button = await page.getByText('Choose photos', { exact: true }).boundingBox();
    const chooser = page.waitForEvent('filechooser');
    await page.mouse.click(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await (await chooser).setFiles({ name: 'its-back.jpg', mimeType: 'image/jpeg', buffer: PHONE_JPEG });
    await expect(page.getByText('Photo uploaded')).toHaveCount(2);
    await expect(page.getByLabel('Product Image', { exact: true })).toHaveAccessibleDescription(/ 2 of 5 photos chosen$/);
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem').first()).toContainText('Cover photo');
    await checkScreen(page, 'Add a Product with two photos');

    await page.getByLabel('Category', { exact: true }).selectOption('Oppo Phones');
    await page.getByLabel('Condition', { exact: true }).selectOption('Good');
    // Some numbers typed on a Bangla keyboard: a number box would take none of its digits.
    await page.getByLabel('Original Price (৳)', { exact: true }).fill('২৫০');
    await page.getByLabel('Resale Price (৳)', { exact: true }).fill('180.50');
    await page.getByLabel('Used Years', { exact: true }).fill('২');
    await page.getByLabel('Phone', { exact: true }).fill('01711223344');
    await page.getByLabel('IMEI', { exact: true }).fill(newImei());
    await page.getByLabel('Division', { exact: true }).selectOption('Dhaka');
    await page.getByLabel('District', { exact: true }).selectOption('Gazipur');
    await page.getByLabel('Area (optional)', { exact: true }).fill('Tongi');
    await page.getByLabel('Description', { exact: true }).fill('Screen like new, box and charger included.');
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect(page.getByText(`${name} info save successful`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
    const row = page.getByTestId('my-product-row').filter({ hasText: name });
    await expect(row).toContainText('Unsold');
    await expect(row).toContainText('৳250');
    await expect(row).toContainText('৳180.50');

    await row.getByRole('button', { name: `Advertise ${name}` }).click();
    const advertiseDialog = page.getByRole('dialog', { name: `Are you sure advertise ${name} product` });
    await expect(advertiseDialog).toBeVisible();
    await advertiseDialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('advertise product successful')).toBeVisible();
    await expect(row).toContainText('Advertised');
    await checkScreen(page, 'My Products with an advertised phone');
    await expect(row.getByRole('button', { name: `Advertise ${name}` })).toHaveCount(0);

    // A visitor who is not signed in sees it in the home page's Advertise Section. (A fresh
    // browser: GET /advertise may be cached for a minute by the browser that loaded it before.)
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const advertiseSection = visitor.getByRole('region', { name: 'Advertise Section' });
    await expect(advertiseSection.getByText(name, { exact: true })).toBeVisible();
    // Its page shows both photos, each opening the viewer.
    await advertiseSection.getByRole('link', { name, exact: true }).click();
    await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
    const morePhotos = visitor.getByRole('list', { name: 'More photos' }).getByRole('button');
    await expect(morePhotos).toHaveCount(2);
    await morePhotos.nth(1).click();
    await expect(visitor.getByRole('img', { name: `${name}, photo 2 of 2` })).toBeVisible();
    await visitorContext.close();

    const other = `Journey Vivo ${unique()}`;
    await listPhone(request, seller, other);
    await page.goto('/dashboard/myProducts');
    const otherRow = page.getByTestId('my-product-row').filter({ hasText: other });
    await otherRow.getByRole('button', { name: `Delete ${other}` }).click();
    // A screen reader names the dialog by its question and reads the photo rule once, after it.
    const deleteDialog = page.getByRole('dialog', { name: `Are you sure delete ${other}?`, exact: true });
    await expect(deleteDialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(deleteDialog).toHaveAccessibleDescription(/^Its photos are deleted from the site by the next day/);
    await deleteDialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Products deleted successfully')).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await expect(page.getByTestId('my-product-row').filter({ hasText: name })).toBeVisible();
  });

  test('uploads a camera photo over 5 MB, made smaller on the phone and kept upright', async ({ page, request }) => {
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    await page.goto('/dashboard/addProduct');
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/images') && response.request().method() === 'POST');
    await page.getByLabel('Product Image', { exact: true }).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    // What went over the seller's connection: a quarter of the camera's file at most.
    const sent = Number(await (await uploaded).request().headerValue('content-length'));
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(photo.length / 4);
    await expect(page.getByText('Photo uploaded')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    // The site keeps it at its full 1600 px, standing as the camera's orientation says.
    const { data } = (await (await uploaded).json()) as { data: { display_url: string } };
    const stored = await sharp((await (await request.get(data.display_url)).body())).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1200, height: 1600 });
  });

  test('lowers the price of a phone that did not sell, and buyers see the new price', async ({ page, request }) => {
    const name = `Journey Vivo ${unique()}`;
    await listPhone(request, seller, name);
    await page.goto('/dashboard/myProducts');
    const row = page.getByTestId('my-product-row').filter({ hasText: name });
    await row.getByRole('button', { name: `Change price of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change the price of ${name}` });
    const price = dialog.getByLabel('New resale price (৳)', { exact: true });
    await expect(price).toBeFocused();
    await expect(price).toHaveAccessibleDescription('Now ৳200; at most the original price, ৳300. Buyers who booked it pay no more than the new price.');
    await price.fill('350');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(price).toHaveAccessibleDescription(/Resale price cannot be more than the original price$/);
    await checkScreen(page, 'Change the price, refused above the original');
    await price.fill('175');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByText(`${name} now costs ৳175`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('৳175');
    await expect(row.getByRole('button', { name: `Change price of ${name}` })).toBeFocused();

    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('article', { name }).first()).toContainText('৳175');
  });

  test('changes the details of a phone for sale, and buyers read them on its page', async ({ page, request }) => {
    const name = `Journey Vivo ${unique()}`;
    await listPhone(request, seller, name);
    await page.goto('/dashboard/myProducts');
    const row = page.getByTestId('my-product-row').filter({ hasText: name });
    await row.getByRole('button', { name: `Edit details of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit the details of ${name}` });
    await expect(dialog.getByLabel('Condition', { exact: true })).toBeFocused();
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('01900000000');

    // Another division empties the district; nothing is sent until the form is whole.
    await dialog.getByLabel('Division', { exact: true }).selectOption('Chattogram');
    await expect(dialog.getByLabel('District', { exact: true })).toHaveValue('');
    await dialog.getByLabel('Description', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect(dialog.getByLabel('District', { exact: true })).toHaveAccessibleDescription('Please select your district');
    await expect(dialog.getByLabel('Description', { exact: true })).toHaveAccessibleDescription('Enter your description');
    await checkScreen(page, 'Edit the details, district and description missing');

    await dialog.getByLabel('Condition', { exact: true }).selectOption('Fair');
    await dialog.getByLabel('District', { exact: true }).selectOption("Cox's Bazar");
    await dialog.getByLabel('Area (optional)', { exact: true }).fill('Kolatoli');
    await dialog.getByLabel('Description', { exact: true }).fill('Screen replaced last month; battery lasts a day.');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText(`The details of ${name} are saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: `Edit details of ${name}` })).toBeFocused();

    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await page.getByRole('article', { name }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByText('Screen replaced last month; battery lasts a day.')).toBeVisible();
    await expect(page.getByText("Kolatoli, Cox's Bazar, Chattogram").first()).toBeVisible();
  });

  test('adds a photo to a phone for sale and makes it the cover; its page shows both', async ({ page, request }) => {
    const name = `Journey Vivo ${unique()}`;
    await listPhone(request, seller, name);
    await page.goto('/dashboard/myProducts');
    const row = page.getByTestId('my-product-row').filter({ hasText: name });
    const coverBefore = await row.getByRole('img', { name }).getAttribute('src');
    await row.getByRole('button', { name: `Change photos of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change the photos of ${name}` });
    await expect(dialog.getByText('Photo uploaded')).toHaveCount(1);
    await dialog.getByLabel('Product Image', { exact: true }).setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: PHONE_JPEG });
    await expect(dialog.getByText('Photo uploaded')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await checkScreen(page, 'Change the photos, a new cover');
    await dialog.getByRole('button', { name: 'Save photos' }).click();
    await expect(page.getByText(`The photos of ${name} are saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('img', { name })).not.toHaveAttribute('src', coverBefore!);

    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await page.getByRole('article', { name }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('list', { name: 'More photos' }).getByRole('button')).toHaveCount(2);
  });

  test('finds a half-filled listing again after another page or a reload, until logging out', async ({ page }) => {
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.goto('/dashboard/addProduct');
    await page.getByLabel('Product Name', { exact: true }).fill('Vivo Y36');
    await page.getByLabel('Division', { exact: true }).selectOption('Sylhet');
    await page.getByLabel('District', { exact: true }).selectOption('Moulvibazar');
    await page.getByLabel('Product Image', { exact: true }).setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: PHONE_JPEG });
    await expect(page.getByText('Photo uploaded')).toBeVisible();

    // Away to another page of the site and back: everything is there, the photo too.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add A Product' }).click();
    await expect(page.getByText(/^This is the listing you started, kept on this device on /)).toBeVisible();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('Vivo Y36');
    await expect(page.getByLabel('District', { exact: true })).toHaveValue('moulvibazar');
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await checkScreen(page, 'Add a Product, a listing kept from before');

    // A reload (a phone's pull-to-refresh) loses nothing, so the browser need not ask.
    await page.reload();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('Vivo Y36');
    expect(asked).toEqual([]);

    // On a shared phone, logging out leaves nothing of it for the next person.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('http://127.0.0.1:3000/');
    await logIn(page, seller);
    await page.goto('/dashboard/addProduct');
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('');
    await expect(page.getByText(/^This is the listing you started/)).toHaveCount(0);
  });

  test('with nothing listed yet, is sent to add a product', async ({ page }) => {
    await page.goto('/dashboard/myProducts');
    await expect(page.getByRole('heading', { name: 'No Product Added!' })).toBeVisible();
    await checkScreen(page, 'My Products, empty');
    await page.getByRole('link', { name: 'Add a product', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/addProduct$/);
  });
});
