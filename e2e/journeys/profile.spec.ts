import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts.ts';
import { listPhoneOf, paidPhone } from '../support/listed-phones.ts';
import { checkScreen } from '../support/screen-checks.ts';

/** A 1×1 PNG: enough for the API to check and re-encode. */
const PHOTO = {
  name: 'rafiq.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('a seller without a name gives one and a photo on Your profile, and buyers see the name', async ({ page, request }) => {
  // Made outside the sign-up page: the sign-in profile has neither a name nor a photo.
  const seller = await createAccount(request, 'seller', 'Listing Seller');
  const phoneName = `Galaxy A54 Profile ${Date.now()}`;
  const { productId } = await listPhoneOf(request, seller, phoneName);
  await logIn(page, seller);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your dashboard' })).toBeVisible();

  await page.getByRole('link', { name: 'Change your name or photo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Your profile' })).toHaveAttribute('aria-current', 'page');
  // Not the email in place of a name.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await page.getByLabel('Name', { exact: true }).fill('Rafiq Hasan');
  await page.getByLabel('Photo', { exact: true }).setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Your new photo' })).toBeVisible();
  await checkScreen(page, 'Your profile with a new photo chosen');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByLabel('Photo', { exact: true })).toHaveAccessibleDescription('Your photo stays as it is');

  // The welcome, and after a reload (the sign-in profile keeps it), the new name and the photo.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  for (const step of ['saved', 'reloaded']) {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your dashboard, Rafiq Hasan' }), step).toBeVisible();
    const photo = page.getByRole('main').getByRole('img', { name: 'Your photo' });
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth), step).toBeGreaterThan(0);
    if (step === 'saved') await page.reload();
  }

  // Buyers see the seller by the new name on the phone's page.
  await page.goto(`/phones/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: phoneName })).toBeVisible();
  await expect(page.getByText('Rafiq Hasan').first()).toBeVisible();
});

test('Your profile in Bangla says when nothing changed and when the name is saved', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer', 'Nila Buyer');
  await logIn(page, buyer);
  await page.getByRole('button', { name: 'এই সাইটটি বাংলায় পড়ুন' }).click();
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার প্রোফাইল' })).toBeVisible();
  await page.getByRole('textbox', { name: 'নাম', exact: true }).fill('নীলা আক্তার');
  await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(page.getByText('আপনার প্রোফাইল সংরক্ষণ করা হয়েছে।')).toBeVisible();
  await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'সংরক্ষণের মতো কিছু বদলায়নি' })).toBeVisible();
  await checkScreen(page, 'Your profile in Bangla');
});

test('a buyer changes their password on Your profile and logs in with the new one', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer', 'Karim Buyer');
  const newPassword = 'Phones#2027';
  await logIn(page, buyer);
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Change your password' });
  await section.getByLabel('Current password', { exact: true }).fill('Guess#1234');
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription('This is not your current password');

  await section.getByLabel('Current password', { exact: true }).fill(buyer.password);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Log in with the new one from now on.')).toBeVisible();
  await checkScreen(page, 'Your profile after a password change');
  // This page stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await logInExpectingRefusal(page, buyer.email, buyer.password);
  await logIn(page, { ...buyer, password: newPassword });
});

test('a seller with a sale not yet settled is told to finish it before closing the account', async ({ page, request }) => {
  const seller = await createAccount(request, 'seller', 'Busy Seller');
  const buyer = await createAccount(request, 'buyer', 'Waiting Buyer');
  await paidPhone(request, seller, buyer, `Realme Sold ${Date.now()}`);
  await logIn(page, seller);
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Close your account' });
  await expect(section.getByText(`You can no longer log in as ${seller.email}.`)).toBeVisible();

  // Paid, not handed over: the buyer still needs the seller.
  await closeAccountWith(page, seller.password);
  await expect(section.getByRole('alert')).toHaveText('You have orders in progress: finish them before you close your account.');
  await expect(section.getByRole('button', { name: 'Close my account' })).toBeFocused();
  await checkScreen(page, 'Your profile when the account cannot be closed yet');
  await closeAccountWith(page, 'Guess#1234');
  await expect(section.getByLabel('Your password', { exact: true })).toHaveAccessibleDescription('This is not your password');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a seller closes their account: logged out, the unsold phone leaves the shop, the login is refused', async ({ page, request }) => {
  const seller = await createAccount(request, 'seller', 'Leaving Seller');
  const { productId } = await listPhoneOf(request, seller, `Realme Unsold ${Date.now()}`);
  await logIn(page, seller);
  await page.goto('/dashboard/profile');
  await closeAccountWith(page, seller.password);
  await expect(page.getByText('Your account is closed.')).toBeVisible();
  await expect(page).toHaveURL('http://127.0.0.1:3000/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto(`/phones/${productId}`);
  await expect(page.getByText('This phone is no longer for sale.')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('This account has been disabled')).toBeVisible();
});

/** Your profile's Close my account with this password, and the same in the question after it. */
async function closeAccountWith(page: Page, password: string) {
  const section = page.getByRole('region', { name: 'Close your account' });
  await section.getByLabel('Your password', { exact: true }).fill(password);
  await section.getByRole('button', { name: 'Close my account' }).click();
  const question = page.getByRole('dialog', { name: 'Close your account for good?' });
  await question.getByRole('button', { name: 'Close my account' }).click();
  await expect(question).toBeHidden();
}

async function logInExpectingRefusal(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Wrong email or password')).toBeVisible();
}
