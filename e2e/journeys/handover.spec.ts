import { expect, test } from '@playwright/test';
import { imeiCheckDigit } from '@sellphones/contracts';
import { createAccount, DEMO, logIn } from '../support/accounts.ts';
import { paidPhone } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

test('after payment: the seller hands over with NEIR de-registration, the buyer confirms, reports a problem, an admin refunds', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Realme Handover ${stamp}`;
  const first14 = `35${String(stamp).slice(-12)}`;
  const imei = `${first14}${imeiCheckDigit(first14)}`;
  const seller = await createAccount(request, 'seller', `Handing Seller ${stamp}`);
  const buyer = await createAccount(request, 'buyer', 'Receiving Buyer');
  await paidPhone(request, seller, buyer, name, imei);

  // The buyer follows the order from My Orders: the seller's contact, the place, the IMEI to verify.
  await logIn(page, buyer);
  await page.goto('/dashboard/myOrders');
  await page.getByRole('link', { name: `Track the order of ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Order: ${name}` })).toBeVisible();
  await expect(page.getByText('Paid: waiting for the seller to hand the phone over')).toBeVisible();
  await expect(page.getByText(`Handing Seller ${stamp}`)).toBeVisible();
  await expect(page.getByText('Bashundhara City, gate 2')).toBeVisible();
  await expect(page.getByText(`KYD ${imei}`)).toBeVisible();
  await checkScreen(page, 'a paid order, before handover');

  // The seller hands over from My Sales; the handover needs the de-registration ticked.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, seller);
  await sellerPage.goto('/dashboard/mySales');
  await sellerPage.getByRole('link', { name }).click();
  await expect(sellerPage.getByText('Buyer: Receiving Buyer')).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(sellerPage.getByText('Tick the box once the phone is de-registered from your NID')).toBeVisible();
  await checkScreen(sellerPage, 'the handover step');
  await sellerPage.getByRole('checkbox', { name: 'I have de-registered this phone from my NID in NEIR' }).check();
  await sellerPage.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(sellerPage.getByTestId('order-stage')).toHaveText('Handed over');
  await sellerContext.close();

  await page.reload();
  await expect(page.getByText('Handed over: confirm when you have the phone')).toBeVisible();
  await page.getByRole('button', { name: 'I have received the phone' }).click();
  await expect(page.getByTestId('order-stage')).toHaveText('Received');
  await page.getByLabel('What is wrong?').selectOption('blocked-by-neir');
  await page.getByLabel('Describe the problem').fill('No network: KYD says the IMEI is blocked.');
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await expect(page.getByText('In dispute: our team is looking at your report')).toBeVisible();
  // The buyer sees what they reported, in their words.
  await expect(page.getByText(/You reported a problem on .*: The phone is blocked in NEIR \(no network\)\. “No network: KYD says the IMEI is blocked\.”/)).toBeVisible();
  await checkScreen(page, 'an order in dispute');

  // An admin refunds it through the gateway from the disputes queue, with a reason the log keeps.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, DEMO.admin);
  await adminPage.goto('/dashboard/disputes');
  const decision = adminPage.getByRole('form', { name: `Decide about the dispute over ${name}` });
  await expect(adminPage.getByText('No network: KYD says the IMEI is blocked.', { exact: false })).toBeVisible();
  await decision.getByRole('button', { name: 'Refund the buyer' }).click();
  await expect(decision.getByText('Write the reason for this decision', { exact: false })).toBeVisible();
  await checkScreen(adminPage, 'the disputes queue');
  await decision.getByLabel('Reason').fill('NEIR shows the IMEI blocked.');
  await decision.getByRole('button', { name: 'Refund the buyer' }).click();
  // Money moves: the admin confirms the amount and the buyer first.
  const asked = adminPage.getByRole('dialog', { name: /^Refund ৳[\d,]+ to Receiving Buyer\?$/ });
  await expect(asked).toBeVisible();
  await checkScreen(adminPage, 'the refund confirmation');
  await asked.getByRole('button', { name: /^Refund ৳/ }).click();
  await expect(adminPage.getByText('The buyer has been refunded')).toBeVisible();
  await adminPage.goto('/dashboard/auditLog');
  await expect(adminPage.getByText(`Refunded a dispute: ${name}`, { exact: false })).toBeVisible();
  await checkScreen(adminPage, 'the audit log');
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId('order-stage')).toHaveText('Refunded');
  await expect(page.getByText("Our team's decision: NEIR shows the IMEI blocked.")).toBeVisible();
});
