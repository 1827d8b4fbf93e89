import { expect, test } from '@playwright/test';
import { apiTokenOf, createAccount, logIn } from '../support/accounts.ts';
import { api, listPhoneOf } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

// The buyer's phone is on Dhaka's clock; the seller's is set to New York's (a phone bought abroad,
// or set wrong): both read the reservation's end on Bangladesh's clock, where they meet.
test.use({ timezoneId: 'Asia/Dhaka' });

test('a buyer reserves a phone to pay in cash at the meetup; the seller records the cash sale; the buyer confirms receipt', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const seller = await createAccount(request, 'seller', `Cash Seller ${stamp}`);
  const buyer = await createAccount(request, 'buyer', 'Cash Buyer');
  const name = `Samsung Cash ${stamp}`;
  const { productId } = await listPhoneOf(request, seller, name);
  const { insertedId: bookingId } = await api<{ insertedId: string }>(request, 'post', '/bookedProduct', await apiTokenOf(request, buyer), {
    productId,
    phone: '01812345678',
    meetingLocation: 'Dhanmondi 27, in front of the mosque',
  });

  // The buyer chooses cash on the payment page, reads the rules, and reserves.
  await logIn(page, buyer);
  await page.goto(`/dashboard/payment/${bookingId}`);
  await page.getByRole('radio', { name: 'Cash at the meetup' }).check();
  const cash = page.getByRole('form', { name: 'Pay in cash at the meetup' });
  await expect(cash).toContainText('The phone is kept for you for 48 hours. Meet the seller at Dhanmondi 27, in front of the mosque');
  await expect(cash).toContainText('you cannot reserve for cash for 7 days');
  await checkScreen(page, 'paying in cash: before reserving');
  await cash.getByRole('button', { name: 'Reserve and pay in cash' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reserved for you until' })).toBeVisible();
  // The form is gone: the keyboard is on the reservation that replaced it.
  await expect(page.getByRole('status').filter({ hasText: 'Reserved for you until' })).toBeFocused();
  await expect(page.getByText('pay ৳ 150 in cash when you take the phone')).toBeVisible();
  const reserved = await page.getByText(/^Reserved for you until /).textContent();
  const keptUntil = reserved!.match(/until (.+)\.$/)![1]!;
  await checkScreen(page, 'paying in cash: reserved');
  await page.goto('/dashboard/myOrders');
  await expect(page.getByText(/Reserved for cash until/)).toBeVisible();

  // Another buyer sees the phone as reserved, with no Book Now.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, await createAccount(request, 'buyer', 'Late Buyer'));
  await other.goto(`/phones/${productId}`);
  await expect(other.getByText(/Reserved for a buyer who pays in cash at the meetup/)).toBeVisible();
  await expect(other.getByRole('button', { name: `Book Now: ${name}` })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Report this listing' })).toBeVisible();
  await otherContext.close();

  // The seller meets the buyer, takes the cash, and records it with the de-registration tick.
  const sellerContext = await browser.newContext({ timezoneId: 'America/New_York' });
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, seller);
  await sellerPage.goto('/dashboard/mySales');
  const reservation = sellerPage.getByTestId('cash-reservation').filter({ hasText: name });
  await expect(reservation).toContainText('Buyer: Cash Buyer, 01812345678');
  await expect(reservation).toContainText('Collect ৳150 in cash');
  await expect(reservation).toContainText(`Kept for this buyer until ${keptUntil}`);
  await reservation.getByRole('button', { name: 'Handed over, paid in cash' }).click();
  await expect(reservation.getByText('Tick the box once the phone is de-registered from your NID')).toBeVisible();
  await checkScreen(sellerPage, 'a phone reserved for cash');
  await reservation.getByRole('checkbox', { name: 'I have de-registered this phone from my NID in NEIR' }).check();
  await reservation.getByRole('button', { name: 'Handed over, paid in cash' }).click();
  await expect(sellerPage.getByText(`${name}: handed over and paid in cash`)).toBeVisible();
  await expect(reservation).toHaveCount(0);
  await expect(sellerPage.getByTestId('sale-row').filter({ hasText: name })).toContainText('Handed over');
  await sellerContext.close();

  // The order goes on as a paid one: the buyer confirms receipt.
  await page.goto(`/dashboard/order/${bookingId}`);
  await expect(page.getByText('Handed over: confirm when you have the phone')).toBeVisible();
  await page.getByRole('button', { name: 'I have received the phone' }).click();
  await expect(page.getByTestId('order-stage')).toHaveText('Received');
});
