import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts.ts';
import { book, listPhone } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

// Paying with bKash through the local stand-in's wallet page (npm start runs it on port 4010):
// cancelled, then a wrong PIN, then paid.

/** The buyer on bKash's page: number, code and PIN, each confirmed; or Cancel at the first step. */
async function onBkashPage(page: Page, { pin = '12121', cancel = false } = {}) {
  await expect(page).toHaveURL(/127\.0\.0\.1:4010\/wallet/);
  if (cancel) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Your bKash account number').fill('01770618575');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Verification code (sent by SMS)').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('bKash PIN').fill(pin);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('a buyer pays with bKash: cancels once, types a wrong PIN once, then pays', async ({ page, request }) => {
  test.setTimeout(180_000);
  const phoneName = `Galaxy bKash ${Date.now()}`;
  const productId = await listPhone(request, phoneName, `bKash Seller ${Date.now()}`);
  const buyer = await createAccount(request, 'buyer', 'bKash Buyer');
  await book(request, buyer, productId);

  await logIn(page, buyer);
  await page.goto('/dashboard/myOrders');
  await page.getByRole('link', { name: `Pay for ${phoneName}` }).click();
  await expect(page.getByRole('heading', { name: `Payment for ${phoneName}` })).toBeVisible();
  // The card stays the first choice, with the spec's texts.
  await expect(page.getByText('Please pay ৳ 150 for buying phone')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await page.getByRole('radio', { name: 'bKash' }).check();
  await checkScreen(page, 'the payment page with bKash chosen');

  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await onBkashPage(page, { cancel: true });
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}\?bkash=cancelled$/);
  await expect(page.getByRole('alert')).toHaveText('You cancelled the bKash payment. Nothing was taken; you can pay again.');
  await expect(page.getByRole('radio', { name: 'bKash' })).toBeChecked();
  await checkScreen(page, 'the payment page after a cancelled bKash payment');

  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await expect(page.getByLabel('Your bKash account number')).toBeFocused();
  // A number of the wrong shape is explained on bKash's page itself.
  await page.getByLabel('Your bKash account number').fill('12345');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter an 11-digit bKash number starting with 01, for example 01770618575.');
  await checkScreen(page, 'bKash\'s wallet page with a wrong number');
  await onBkashPage(page, { pin: '99999' });
  await expect(page).toHaveURL(/\?bkash=failed$/);
  await expect(page.getByRole('alert')).toHaveText('The bKash payment did not go through and nothing was taken. Please try again.');

  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await onBkashPage(page);
  await expect(page).toHaveURL(/\?bkash=paid$/);
  await expect(page.getByRole('main').getByText('Congrats! Your payment completed.')).toBeVisible();
  // bKash's TrxID, the number the buyer's bKash SMS gives, not the payment's internal id.
  await expect(page.getByTestId('transaction-id')).toHaveText(/^\w+$/);
  await expect(page.getByText('Paid: ৳ 150 for this phone.')).toBeVisible();
  await checkScreen(page, 'the payment page, paid with bKash');

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  const row = page.getByTestId('order-row').filter({ hasText: phoneName });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
});
