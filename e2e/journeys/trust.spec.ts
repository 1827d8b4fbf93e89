import { expect, test } from '@playwright/test';
import { apiTokenOf, createAccount, DEMO, logIn } from '../support/accounts.ts';
import { api, listPhoneOf, paidPhone } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

test('a dispute closed by an admin completes the order; the buyer rates the seller, and the rating shows on their other phone', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const seller = await createAccount(request, 'seller', `Rated Seller ${stamp}`);
  const buyer = await createAccount(request, 'buyer', 'Rating Buyer');
  const sold = `Realme Rated ${stamp}`;
  const { orderId } = await paidPhone(request, seller, buyer, sold);
  const { productId: otherPhone } = await listPhoneOf(request, seller, `Samsung Also Sold By ${stamp}`);

  // Handed over and received; the buyer then reports a problem within the three days.
  const sellerToken = await apiTokenOf(request, seller);
  const buyerToken = await apiTokenOf(request, buyer);
  await api(request, 'post', `/orders/${orderId}/handover`, sellerToken, { deregistered: true });
  await api(request, 'post', `/orders/${orderId}/receipt`, buyerToken, {});
  await api(request, 'post', `/orders/${orderId}/problem`, buyerToken, { reason: 'not-as-described', text: 'The battery is weaker than the listing said.' });

  // The admin closes the dispute without a refund: the order is completed, and the log keeps why.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, DEMO.admin);
  await adminPage.goto('/dashboard/disputes');
  const decision = adminPage.getByRole('form', { name: `Decide about the dispute over ${sold}` });
  await decision.getByLabel('Reason').fill('Battery wear was shown in the photos.');
  await decision.getByRole('button', { name: 'Close without refund' }).click();
  await expect(adminPage.getByText('Dispute closed')).toBeVisible();
  await adminPage.goto('/dashboard/auditLog');
  await expect(adminPage.getByText(`Closed a dispute: ${sold}`, { exact: false })).toBeVisible();
  await adminContext.close();

  // The buyer rates the seller once from the completed order.
  await logIn(page, buyer);
  await page.goto(`/dashboard/order/${orderId}`);
  await expect(page.getByTestId('order-stage')).toHaveText('Completed');
  const rating = page.getByRole('form', { name: 'Rate the seller' });
  await rating.getByRole('button', { name: 'Rate the seller' }).click();
  await expect(rating.getByText('Choose 1 to 5 stars')).toBeVisible();
  await rating.getByRole('radio', { name: '4' }).check();
  await rating.getByLabel('Comment (optional)').fill('Honest seller, met on time.');
  await checkScreen(page, 'rating the seller');
  await rating.getByRole('button', { name: 'Rate the seller' }).click();
  await expect(page.getByText('You rated the seller 4 of 5.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Rate the seller' })).toHaveCount(0);

  // Anyone looking at the seller's other phone sees the rating, and what the buyer said (first name only).
  await page.goto(`/phones/${otherPhone}`);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('★ 4 (1 rating)');
  // A seller whose account was made today sells here since this month (on Bangladesh's clock).
  const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date());
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(`Selling here since${thisMonth}`);
  const reviews = page.getByRole('region', { name: `What buyers say about Rated Seller ${stamp}` });
  await expect(reviews.getByRole('listitem')).toHaveText([/^★★★★☆ 4 of 5, from Rating on .+“Honest seller, met on time\.”$/]);
  await checkScreen(page, "a seller's ratings on a phone's page");
});

test('a reported listing hidden by an admin vanishes at once, its seller sees why, and the audit log keeps it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const seller = await createAccount(request, 'seller', `Reported Seller ${stamp}`);
  const name = `Samsung Suspicious ${stamp}`;
  const { productId } = await listPhoneOf(request, seller, name);

  // A buyer reports it from its page: the form checks its fields first.
  await logIn(page, await createAccount(request, 'buyer', 'Careful Buyer'));
  await page.goto(`/phones/${productId}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const report = page.getByRole('form', { name: 'Report this listing' });
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(report.getByText('Choose what is wrong')).toBeVisible();
  await expect(report.getByLabel(/What is wrong/)).toBeFocused();
  await report.getByLabel(/What is wrong/).selectOption('stolen-or-blocked-imei');
  await report.getByLabel(/Tell us more/).fill('The seller could not show the box or the receipt.');
  await checkScreen(page, 'reporting a listing');
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Thank you: our team will look at this listing.')).toBeVisible();
  // Back on the page later, the buyer is told when they reported it rather than offered the form again.
  await page.reload();
  await expect(page.getByText(/^You reported this listing on .+\. Our team will look at it\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);

  // The admin hides it from the moderation queue, with a reason.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, DEMO.admin);
  await adminPage.goto('/dashboard/moderation');
  const decision = adminPage.getByRole('form', { name: `Decide about ${name}` });
  await expect(adminPage.getByText('The seller could not show the box or the receipt.', { exact: false })).toBeVisible();
  await decision.getByLabel('Reason').fill('Reported as stolen; no proof of purchase.');
  await decision.getByRole('button', { name: 'Hide listing' }).click();
  await expect(adminPage.getByText('Listing hidden')).toBeVisible();
  await adminPage.goto('/dashboard/auditLog');
  await expect(adminPage.getByText(`Hid a listing: ${name}`, { exact: false })).toBeVisible();
  await adminContext.close();

  // Gone from its page and from search at once.
  await page.goto(`/phones/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This phone is no longer for sale.' })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // Its seller sees why in My Products.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, seller);
  await sellerPage.goto('/dashboard/myProducts');
  await expect(sellerPage.getByText('Hidden by our team: Reported as stolen; no proof of purchase.')).toBeVisible();
  await sellerContext.close();
});

test('an admin dismisses a report the listing does not deserve: it stays on sale, and only a new report brings it back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const seller = await createAccount(request, 'seller', `Honest Seller ${stamp}`);
  const name = `Samsung Honest ${stamp}`;
  const { productId } = await listPhoneOf(request, seller, name);
  const report = async (text: string) => {
    const reporter = await apiTokenOf(request, await createAccount(request, 'buyer', 'Doubtful Buyer'));
    await api(request, 'post', '/reports', reporter, { productId, reason: 'fake-or-clone', text });
  };
  await report('The photos look like a catalogue picture.');

  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/moderation');
  const decision = page.getByRole('form', { name: `Decide about ${name}` });
  await decision.getByLabel('Reason').fill('The seller sent a photo of the phone with its box.');
  await decision.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(page.getByText('Reports dismissed: the listing stays on sale')).toBeVisible();
  await expect(decision).toHaveCount(0);
  await page.goto('/dashboard/auditLog');
  await expect(page.getByText(`Dismissed the reports on a listing: ${name}`, { exact: false })).toBeVisible();
  await page.goto(`/phones/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await report('Asked me to pay before meeting.');
  await page.goto('/dashboard/moderation');
  await expect(page.getByText('Asked me to pay before meeting.', { exact: false })).toBeVisible();
});
