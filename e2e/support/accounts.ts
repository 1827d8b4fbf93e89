import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const API_URL = 'http://127.0.0.1:4000';
const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const PROJECT = 'demo-sellphones';

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** Seeded by the API at start (see api/src/seed). */
export const DEMO = {
  buyer: { email: 'demo.buyer@sellphones.test', password: 'Demo#Buyer1', name: 'Demo Buyer' },
  seller: { email: 'demo.seller@sellphones.test', password: 'Demo#Seller1', name: 'Demo Seller' },
  admin: { email: 'admin@sellphones.test', password: 'Demo#Admin1', name: 'Site Admin' },
} satisfies Record<string, Account>;

/** Logs in through the login page, as a person would, and waits for the signed-in header. */
export async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

/**
 * A fresh account made through the same calls the sign-up page makes (Auth emulator sign-up,
 * then PUT /users with the ID token), for journeys that need a second buyer or seller.
 */
export async function createAccount(
  request: APIRequestContext,
  role: 'buyer' | 'seller',
  name = `${role} ${Date.now()}`,
): Promise<Account> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@sellphones.test`;
  const password = 'Fresh#Pass1';
  // Made by the emulator's admin call with the email already verified, as if its owner had
  // opened the link (the sign-up journey goes through the link itself).
  const created = await request.post(`${EMULATOR}/projects/${PROJECT}/accounts`, {
    headers: { authorization: 'Bearer owner' },
    data: { email, password, emailVerified: true },
  });
  expect(created.ok()).toBeTruthy();
  const idToken = await idTokenOf(request, { email, password });
  const saved = await request.put(`${API_URL}/users`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { name, email, sellerAccount: role === 'seller' },
  });
  expect(saved.ok()).toBeTruthy();
  return { email, password, name };
}

/** A Firebase ID token of an email/password account, from the emulator's sign-in. */
export async function idTokenOf(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const signIn = await request.post(`${EMULATOR}/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email: account.email, password: account.password, returnSecureToken: true },
  });
  expect(signIn.ok()).toBeTruthy();
  return ((await signIn.json()) as { idToken: string }).idToken;
}

/** The API token (phoneToken) of an account, for setting up data through the API. */
export async function apiTokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const idToken = await idTokenOf(request, account);
  const jwt = await request.get(`${API_URL}/jwt`, {
    params: { email: account.email },
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(jwt.ok()).toBeTruthy();
  return ((await jwt.json()) as { accessToken: string }).accessToken;
}
