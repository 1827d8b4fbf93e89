import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiTokenOf, createAccount, logIn } from '../support/accounts.ts';
import { api, book, CATEGORY, listPhone, listPhoneOf } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

async function listedNames(request: APIRequestContext): Promise<{ category: string[]; advertised: string[] }> {
  const category = await api<{ products: Array<{ name: string }> }>(request, 'get', `/products/${encodeURIComponent(CATEGORY)}?sort=newest`);
  const advertised = await api<Array<{ name: string }>>(request, 'get', '/advertise');
  return { category: category.products.map((p) => p.name), advertised: advertised.map((p) => p.name) };
}

test('a buyer pays for a booked phone: a declined card first, then a good one; the other buyer sees it sold', async ({ page, browser, request }) => {
  // Two sign-ins and a whole purchase on a two-core machine shared with the running stack.
  test.setTimeout(180_000);
  const phoneName = `Galaxy Journey ${Date.now()}`;
  const sellerName = `Selling Seller ${Date.now()}`;
  const productId = await listPhone(request, phoneName, sellerName);
  const buyer = await createAccount(request, 'buyer', 'Paying Buyer');
  const rival = await createAccount(request, 'buyer', 'Late Buyer');
  await book(request, buyer, productId);
  await book(request, rival, productId);
  expect((await listedNames(request)).advertised).toContain(phoneName);

  await logIn(page, buyer);
  await page.goto('/dashboard/myOrders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  // Each booking says when it was booked and from whom.
  const booked = page.getByTestId('order-row').filter({ hasText: phoneName });
  await expect(booked).toContainText(sellerName);
  // Today in Bangladesh, whose clock every date of the product is on.
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date());
  await expect(booked.locator('time')).toHaveText(today);
  await checkScreen(page, 'My Orders with a booking');
  await page.getByRole('link', { name: `Pay for ${phoneName}` }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Payment for ${phoneName}` })).toBeVisible();
  await expect(page.getByText('Please pay ৳ 150 for buying phone')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await checkScreen(page, 'the payment page');

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  // The refusal is about the card: its number is marked, described by it, and has focus.
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Your card was declined.');
  await checkScreen(page, 'the payment page with a declined card');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('main').getByText('Congrats! Your payment completed.')).toBeVisible();
  await expect(page.getByTestId('transaction-id')).toHaveText(/^pi_sandbox_[0-9a-f]+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Once paid, the page says so instead of asking for the money.
  await expect(page.getByText('Paid: ৳ 150 for this phone.')).toBeVisible();
  await expect(page.getByText(/Please pay/)).toHaveCount(0);
  await checkScreen(page, 'the payment page, paid');

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  const row = page.getByTestId('order-row').filter({ hasText: phoneName });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Pay for/ })).toHaveCount(0);

  // Sold: gone from its category and from the home page's Advertise Section.
  const listed = await listedNames(request);
  expect(listed.category).not.toContain(phoneName);
  expect(listed.advertised).not.toContain(phoneName);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose Your Desire Brand' })).toBeVisible();
  await expect(page.getByText(phoneName)).toHaveCount(0);

  const rivalContext = await browser.newContext();
  const rivalPage = await rivalContext.newPage();
  await logIn(rivalPage, rival);
  await rivalPage.goto('/dashboard/myOrders');
  const rivalRow = rivalPage.getByTestId('order-row').filter({ hasText: phoneName });
  await expect(rivalRow.getByText('Sold to another buyer')).toBeVisible();
  await rivalContext.close();
});

test('the payment page reads the booking once each time it opens, on a slow phone too', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phoneName = `Slow Phone Payment ${Date.now()}`;
  const productId = await listPhone(request, phoneName, `Patient Seller ${Date.now()}`);
  const buyer = await createAccount(request, 'buyer', 'Patient Buyer');
  await book(request, buyer, productId);
  await logIn(page, buyer);
  const bookingReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/bookingData/')) bookingReads.push(sent.url());
  });
  // A phone four times slower than this machine: the page's parts mount after the read is back.
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const pay = page.getByRole('button', { name: 'Pay', exact: true });

  await page.goto('/dashboard/myOrders');
  const payLink = page.getByRole('link', { name: `Pay for ${phoneName}` });
  await page.goto((await payLink.getAttribute('href'))!);
  await expect(pay).toBeEnabled();
  expect(bookingReads).toHaveLength(1);

  // Opened again from My Orders, with the page's code already loaded.
  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await payLink.click();
  await expect(page.getByRole('heading', { name: `Payment for ${phoneName}` })).toBeVisible();
  // A second read would be sent as the page's parts mount: before Pay is enabled, which waits
  // for the booking and then its payment intent.
  await expect(pay).toBeEnabled();
  expect(bookingReads).toHaveLength(2);
});

test('before paying, a buyer is told the seller lowered the price and rewrote the details since the booking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phoneName = `Changed Phone ${Date.now()}`;
  const seller = await createAccount(request, 'seller', `Changing Seller ${Date.now()}`);
  const { productId, sellerToken } = await listPhoneOf(request, seller, phoneName);
  const buyer = await createAccount(request, 'buyer', 'Careful Buyer');
  const { insertedId: bookingId } = await api<{ insertedId: string }>(request, 'post', '/bookedProduct', await apiTokenOf(request, buyer), {
    productId,
    phone: '01812345678',
    meetingLocation: 'Gulshan 2',
  });
  await api(request, 'put', `/product/${productId}/price`, sellerToken, { resalePrice: 120 });
  await api(request, 'put', `/product/${productId}/details`, sellerToken, {
    condition: 'Fair',
    usedYear: 2,
    phone: '01712345678',
    division: 'dhaka',
    district: 'dhaka',
    description: 'The back glass is cracked.',
  });

  await logIn(page, buyer);
  await page.goto(`/dashboard/payment/${bookingId}`);
  await expect(page.getByText('Please pay ৳ 120 for buying phone')).toBeVisible();
  const changed = page.getByRole('region', { name: 'Changed since you booked' });
  await expect(changed).toContainText('Good news: the seller lowered the price after you booked, from ৳150 to ৳120.');
  await expect(changed).toContainText(/The seller changed this phone's details on .+, after you booked it\. Read them again before you pay:/);
  await checkScreen(page, 'Payment page, changed since booked');
  await changed.getByRole('link', { name: `${phoneName}'s page`, exact: true }).click();
  await expect(page.getByText('The back glass is cracked.')).toBeVisible();
});
