import { expect, test, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { listPhone } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

/** Bangla digits in a text: ০ to ৯. */
const BANGLA_DIGIT = /[০-৯]/;

async function screenshotAt(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: false });
  }
}

test('a reader chooses Bangla in the header and buys in Bangla: home, search, phone page, booking, My Orders, payment, the order', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const phoneName = `Samsung Bangla ${Date.now()}`;
  await listPhone(request, phoneName, 'Bangla Seller');
  const buyer = await createAccount(request, 'buyer', 'Rina Buyer');

  // A visitor switches the language from the header; the page, <html lang> and the hero follow.
  await page.goto('/');
  await page.getByRole('button', { name: 'এই সাইটটি বাংলায় পড়ুন' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার ফোন বিক্রির সেরা জায়গা' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'আপনার পছন্দের ব্র্যান্ড বেছে নিন' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Samsung ফোন' })).toBeVisible();
  await checkScreen(page, 'home in Bangla');
  await screenshotAt(page, 'home-bn', testInfo);
  // Numbered steps and lists count in Bangla digits on a Bangla page, like the dates beside them.
  const firstStep = page.getByRole('region', { name: 'যেভাবে কাজ করে' }).getByRole('listitem').first();
  expect(await firstStep.evaluate((step) => getComputedStyle(step, '::before').content)).toBe('counter(step, bengali)');
  const listCounting = await page.evaluate(() => {
    const list = document.body.appendChild(document.createElement('ol'));
    const counting = getComputedStyle(list).listStyleType;
    list.remove();
    return counting;
  });
  expect(listCounting).toBe('bengali');

  // Signing in in Bangla; the choice is remembered in this browser.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'লগইন' })).toBeVisible();
  await expect(page.getByText('অথবা', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page.getByText('ইমেইল ঠিকানা দিতে হবে')).toBeVisible();
  await page.getByLabel('ইমেইল').fill(buyer.email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page.getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();

  // Search by model, with prices in taka written in Bangla digits.
  const box = page.getByRole('searchbox', { name: 'মডেলের নাম দিয়ে ফোন খুঁজুন' });
  await box.fill('samsung bangla');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '“samsung bangla”-এর সঙ্গে মেলে এমন ফোন' })).toBeVisible();
  const card = page.getByRole('article', { name: phoneName });
  await expect(card).toContainText('বিক্রয় মূল্য');
  await expect(card).toContainText('১৫০');
  await expect(card).toContainText('৳');
  await checkScreen(page, 'search results in Bangla');
  await screenshotAt(page, 'search-bn', testInfo);

  // A price range the wrong way round, in Bangla digits: both boxes say so and the keyboard goes
  // to the lowest price; the right way round, the phone at ৳১৫০ stays.
  const lowest = page.getByLabel('সর্বনিম্ন দাম (৳)');
  const highest = page.getByLabel('সর্বোচ্চ দাম (৳)');
  await lowest.fill('২০০');
  await highest.fill('১০০');
  await page.getByRole('button', { name: 'দাম প্রয়োগ করুন' }).click();
  for (const price of [lowest, highest]) {
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('সর্বনিম্ন দাম সর্বোচ্চ দামের চেয়ে বেশি হতে পারবে না');
    await expect(price).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
  }
  await expect(lowest).toBeFocused();
  await lowest.fill('১০০');
  await highest.fill('২০০');
  await page.getByRole('button', { name: 'দাম প্রয়োগ করুন' }).click();
  await expect(page).toHaveURL(/minPrice=100&maxPrice=200|maxPrice=200.*minPrice=100/);
  await expect(lowest).not.toHaveAttribute('aria-invalid', 'true');
  await expect(card).toBeVisible();

  // The phone's page, and booking it: a wrong number is refused in Bangla first.
  await card.getByRole('link', { name: phoneName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: phoneName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'বিস্তারিত' })).toContainText('১৫০');
  await expect(page.getByRole('region', { name: 'বিস্তারিত' }).getByRole('link', { name: 'Samsung ফোন' })).toBeVisible();
  await screenshotAt(page, 'phone-bn', testInfo);
  await page.getByRole('button', { name: `এখনই বুক করুন: ${phoneName}` }).click();
  const dialog = page.getByRole('dialog', { name: `${phoneName} বুক করুন` });
  await dialog.getByLabel('ফোন নম্বর').fill('0123456789012');
  await dialog.getByLabel('দেখা করার জায়গা').fill('গুলশান ২');
  await dialog.getByRole('button', { name: 'জমা দিন' }).click();
  await expect(dialog.getByText(/বাংলাদেশি মোবাইল নম্বর লিখুন/)).toBeVisible();
  // Typed as a Bangla keyboard types it.
  await dialog.getByLabel('ফোন নম্বর').fill('০১৭১২৩৪৫৬৭৮');
  await dialog.getByRole('button', { name: 'জমা দিন' }).click();

  // My Orders and the payment page, still in Bangla after a reload.
  await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'আমার অর্ডার' })).toBeVisible();
  const row = page.getByTestId('order-row').filter({ hasText: phoneName });
  await expect(row.locator('time')).toHaveText(BANGLA_DIGIT);
  await checkScreen(page, 'My Orders in Bangla');
  await row.getByRole('link', { name: `${phoneName}-এর দাম পরিশোধ করুন` }).click();
  await expect(page.getByText('ফোনটি কিনতে ১৫০৳ পরিশোধ করুন')).toBeVisible();
  await expect(page.getByLabel('মেয়াদ (মাস/বছর)')).toHaveAttribute('placeholder', 'মাস/বছর');
  await checkScreen(page, 'the payment page in Bangla');
  // A declined card is said in Bangla, by the provider's code, not in its English words.
  await page.getByLabel('কার্ড নম্বর').fill('4000000000000002');
  await page.getByLabel('মেয়াদ (মাস/বছর)').fill('12/30');
  await page.getByLabel(/^সিভিসি/).fill('123');
  await page.getByRole('button', { name: 'পরিশোধ করুন', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'আপনার কার্ডটি গ্রহণ করা হয়নি।' })).toBeVisible();
  await screenshotAt(page, 'payment-bn', testInfo);

  // Paid, the order's page gives the seller's contact, the place and the whole IMEI, each whole on
  // a 320 px phone beside Bangla's longer labels (checkScreen looks at 320 px too).
  await page.getByLabel('কার্ড নম্বর').fill('4242424242424242');
  await page.getByRole('button', { name: 'পরিশোধ করুন', exact: true }).click();
  await expect(page.getByRole('main').getByText('অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে।')).toBeVisible();
  await page.goto('/dashboard/myOrders');
  await page.getByRole('link', { name: `${phoneName}-এর অর্ডার ট্র্যাক করুন` }).click();
  await expect(page.getByTestId('order-stage')).toHaveText('পরিশোধিত: বিক্রেতা ফোনটি হস্তান্তরের অপেক্ষায়');
  await expect(page.getByText('গুলশান ২', { exact: true })).toBeVisible();
  await checkScreen(page, 'a paid order in Bangla');

  // And back to English with one press.
  await page.getByRole('button', { name: 'Read this site in English' }).click();
  await expect(page.getByTestId('order-stage')).toHaveText('Paid: waiting for the seller to hand the phone over');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
