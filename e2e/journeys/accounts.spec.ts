import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { createAccount, DEMO, logIn } from '../support/accounts.ts';
import { checkScreen } from '../support/screen-checks.ts';

const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-sellphones';

/** A 1×1 PNG: enough for the API to check and re-encode. */
const PHOTO = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

function uniqueEmail(kind: string): string {
  return `${kind}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@sellphones.test`;
}

/**
 * Firebase's popup flow relays the result through Google's iframe library (apis.google.com), which
 * cannot be reached offline. This stand-in relays the same messages with postMessage between the
 * page and the emulator's helper iframe, so the emulator's own popup can be used end to end.
 */
const OFFLINE_GOOGLE_IFRAMES = String.raw`(function () {
  var MARK = '__offlineGapi', handlers = {}, queued = {}, replies = {}, seq = 0;
  function deliver(target, msg) {
    var handler = handlers[msg.name];
    if (!handler) { (queued[msg.name] = queued[msg.name] || []).push({ target: target, msg: msg }); return; }
    target.postMessage({ mark: MARK, kind: 'reply', id: msg.id, result: [handler(msg.data)] }, '*');
  }
  window.addEventListener('message', function (e) {
    var msg = e.data;
    if (!msg || msg.mark !== MARK) return;
    if (msg.kind === 'send') deliver(e.source, msg);
    if (msg.kind === 'reply' && replies[msg.id]) {
      var cb = replies[msg.id]; delete replies[msg.id];
      try { cb(msg.result); } catch (err) { /* the SDK throws after handling a reply */ }
    }
  });
  function channel(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(function (q) { deliver(q.target, q.msg); });
      },
      send: function (name, data, cb) {
        var id = ++seq + ':' + Math.random();
        if (cb) replies[id] = cb;
        target().postMessage({ mark: MARK, kind: 'send', name: name, data: data, id: id }, '*');
      },
    };
  }
  var context = {
    open: function (options, beforeReady) {
      var el = document.createElement('iframe'), attrs = options.attributes || {};
      Object.keys(attrs).forEach(function (k) { if (k === 'style') Object.assign(el.style, attrs.style); else el.setAttribute(k, attrs[k]); });
      var loaded = new Promise(function (resolve) { el.addEventListener('load', resolve); });
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      var iframe = channel(function () { return el.contentWindow; });
      iframe.restyle = function () { return Promise.resolve(); };
      iframe.ping = function (cb) { return loaded.then(function () { cb(); }); };
      return Promise.resolve(beforeReady ? beforeReady(iframe) : iframe);
    },
    getParentIframe: function () { return channel(function () { return window.parent; }); },
  };
  window.gapi = {
    load: function (_name, options) { setTimeout(function () { (options.callback || options)(); }, 0); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; } },
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

async function serveGoogleIframesOffline(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: OFFLINE_GOOGLE_IFRAMES }),
  );
}

async function phoneTokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('phoneToken'));
}

/** The newest verification link the emulator "emailed" to this address, as its owner would open it. */
async function verificationLinkFor(request: APIRequestContext, email: string): Promise<string | undefined> {
  const codes = await request.get(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
}

test('a seller signs up with a photo, verifies the emailed link, logs in and sees the seller menu', async ({ page, request }) => {
  const email = uniqueEmail('new.seller');
  const password = 'Seller#2026';
  // Holding the upload a moment keeps the progress bar on screen long enough to be seen.
  await page.route('http://127.0.0.1:4000/images', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/register');
  await page.getByLabel('Name').fill('Rahim Seller');
  await page.getByLabel('Photo').setInputFiles(PHOTO);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('switch', { name: 'Seller Account' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('progressbar', { name: 'Uploading your photo' })).toBeVisible();
  await expect(page.getByText('Save user data!')).toBeVisible();
  await expect(page.getByText('Successfully created!')).toBeVisible();
  // Not signed in yet: the address must be shown to be theirs first.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}: open it, then log in.`)).toBeVisible();
  expect(await phoneTokenOf(page)).toBeNull();
  // On the narrowest phone the long address wraps: nothing is cut off or scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  const message = await page.getByText('We sent a verification link to').boundingBox();
  expect(message!.x + message!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });
  const firstLink = await verificationLinkFor(request, email);
  expect(firstLink).toBeDefined();

  // Logging in before opening the link says so and offers a new link.
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(`The email address ${email} is not verified yet.`)).toBeVisible();
  expect(await phoneTokenOf(page)).toBeNull();
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText(`We sent a new verification link to ${email}. Check your inbox.`)).toBeVisible();
  const newLink = await verificationLinkFor(request, email);
  expect(newLink).not.toBe(firstLink);

  // The owner opens the link from the mail, then logs in.
  expect((await request.get(newLink!)).ok()).toBeTruthy();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully!')).toBeVisible();
  await expect(page).toHaveURL('http://127.0.0.1:3000/');
  expect(await phoneTokenOf(page)).toBeTruthy();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Add A Product' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Products' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  // The welcome shows the photo given at sign-up, as the API keeps it, and whose account this is.
  const photo = page.getByRole('main').getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(`Signed in as ${email} · Seller account`)).toBeVisible();
  await checkScreen(page, 'the dashboard of a new seller');
});

test('a signed-out visitor opening a category logs in and lands back on it', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  await page.goto('/products/Oppo%20Phones');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/Oppo%20Phones$/);
});

test('a returning buyer gets the category page without waiting for sign-in, which is confirmed after it', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  await logIn(page, buyer);
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.port === '9099') calls.push('sign-in service');
    if (url.port === '4000' && url.pathname.startsWith('/products/')) calls.push('listing');
  });
  await page.goto('/products/Oppo%20Phones');
  await expect(page.getByRole('heading', { name: 'Oppo Phones' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Firebase confirms the session a few seconds after the page has loaded, not before the phones.
  await expect.poll(() => calls.includes('sign-in service'), { timeout: 15_000 }).toBe(true);
  expect(calls[0]).toBe('listing');
  // Asked for while the page's code downloaded, and not asked again when the page rendered.
  expect(calls.filter((call) => call === 'listing')).toHaveLength(1);
  await expect(page).toHaveURL(/\/products\/Oppo%20Phones$/);
});

test('a remembered session whose account is gone ends when the page confirms it', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  await logIn(page, buyer);
  const signIn = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email: buyer.email, password: buyer.password, returnSecureToken: true },
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const deleted = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
    data: { idToken },
  });
  expect(deleted.ok()).toBeTruthy();

  await page.goto('/products/Oppo%20Phones');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Firebase no longer knows the account: signed out, sent to the login page, nothing kept.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await phoneTokenOf(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('phoneSession'))).toBeNull();
});

test('a wrong password and an unknown email get the same message in red under the form', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  await page.goto('/login');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass9');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  // Disabled while it waited, Login gets the keyboard back to try again.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();

  // The emulator answers an unknown email differently; the page must not tell which emails exist.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
});

test("Google sign-in through the emulator's popup makes a buyer", async ({ page, context }) => {
  await serveGoogleIframesOffline(context);
  const email = uniqueEmail('google.user');
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Karim Google');
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();

  await expect(page.getByText('Google Login Successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to your dashboard, Karim Google' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Add A Product' })).toHaveCount(0);
});

test('closing the Google popup gives a readable message', async ({ page, context }) => {
  await serveGoogleIframesOffline(context);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('The Google sign-in window was closed before signing in');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('a forgotten password is reset with the emailed code and the new one logs in', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email');
  await expect(page.getByLabel('Email')).toBeFocused();
  // A malformed address is refused on its field, not answered as if a link went out.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid email address, like name@example.com');
  await expect(page.getByText('Please check your email for reset password')).toHaveCount(0);

  // An unknown email gets the same answer: the form does not tell which emails have accounts.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const sent = page.getByText('Please check your email for reset password');
  await expect(sent).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(sent).toBeHidden();

  await page.getByLabel('Email').fill(buyer.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(sent).toBeVisible();

  const codes = await request.get(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await codes.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const reset = oobCodes.filter((c) => c.email === buyer.email && c.requestType === 'PASSWORD_RESET').at(-1);
  expect(reset).toBeDefined();
  const newPassword = 'Renewed#Pass2';
  const done = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    { data: { oobCode: reset!.oobCode, newPassword } },
  );
  expect(done.ok()).toBeTruthy();

  await logIn(page, { ...buyer, password: newPassword });
  await expect(page.getByText('Login Successfully!')).toBeVisible();
});

test('log out removes phoneToken and goes home', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  await logIn(page, buyer);
  expect(await phoneTokenOf(page)).toBeTruthy();
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('http://127.0.0.1:3000/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await phoneTokenOf(page)).toBeNull();
  // The session stays over after a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a buyer opening an admin page is not allowed and no admin data is asked for', async ({ page, request }) => {
  const buyer = await createAccount(request, 'buyer');
  const adminCalls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    const adminRemote = url.port === '3004';
    const adminData = url.port === '4000' && /allBuyers|allSellers/.test(url.pathname);
    if (adminRemote || adminData) adminCalls.push(req.url());
  });
  await logIn(page, buyer);
  await page.goto('/dashboard/allBuyers');
  await expect(page.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Buyers' })).toHaveCount(0);
  expect(adminCalls).toEqual([]);
});

test('every login and sign-up validation message appears for its input', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email Address is required')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password must be 6 characters or longer',
  );
  await page.getByLabel('Email').fill(DEMO.buyer.email);
  await page.getByLabel('Password', { exact: true }).fill('Ab1!');
  // What was typed can be checked before it is sent, and is hidden again when it is.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveText('Hide');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password must be 6 characters or longer',
  );
  await expect(page.getByText('Email Address is required')).toHaveCount(0);

  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name');
  await expect(page.getByLabel('Photo')).toHaveAccessibleDescription('Please select your photo No photo chosen');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  // The rule is said before the first try, and again before what is wrong.
  const rule = 'At least 6 characters, with a capital letter (A-Z), a digit (0-9) and one of ! @ # $ & *';
  await expect(page.getByText(rule)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    `${rule} Password must have uppercase, number and special characters`,
  );
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(`${rule} Password must be 6 characters or longer`);
  await page.getByLabel('Password', { exact: true }).fill('Fine#Pass1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

  // A name longer than an account's, and a text file named .png: said at their fields, and no
  // account is made (nothing reaches the sign-in provider or the API).
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.method() !== 'GET') sent.push(sentRequest.url());
  });
  await page.getByLabel('Name').fill('R'.repeat(300));
  await page.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a photo at all') });
  await page.getByLabel('Email').fill(uniqueEmail('long.name'));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Write your name in at most 120 characters (you wrote 300)');
  await expect(page.getByLabel('Photo')).toHaveAccessibleDescription('Choose a JPEG, PNG or WebP photo. me.png');
  expect(sent).toEqual([]);
});
