// What a signed-in buyer's phone downloads for the category page's first screen: every response
// (JS, JSON, images, fonts, the page itself) from an empty HTTP cache until the first cards are
// on screen with their photos and the network is idle, in bytes on the wire per kind.
import { DEMO_ACCOUNTS } from '../apps.mjs';

export const CATEGORY = 'Oppo Phones';

/** A 390 px phone as buyers hold it: the iPhone 12 to 15 class, whose screens have 3 pixels per CSS pixel. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** The kind of download, from Chromium's resource type. */
function kindOf(request) {
  switch (request.resourceType()) {
    case 'script': return 'JS';
    case 'fetch':
    case 'xhr': return 'JSON';
    case 'image': return 'images';
    case 'font': return 'fonts';
    case 'stylesheet': return 'CSS';
    case 'document': return 'HTML';
    default: return 'other';
  }
}

/** Signs the demo buyer in through the shell's login page; the session stays in the context's storage. */
export async function signIn(page, shellUrl) {
  const buyer = DEMO_ACCOUNTS.find((account) => account.role === 'buyer');
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // On a phone the header's Dashboard link sits behind the menu button: the toast says it instead.
  await page.getByText('Login Successfully!').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Empties the HTTP cache (a sign-in stays) and counts every response's transfer size from then on
 * (headers and body as sent, compressed where the server compressed it); `totals()` sums them by kind.
 */
export async function countDownloads(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        kind: kindOf(request),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    );
  });
  return {
    async totals() {
      const downloads = await Promise.all(pending);
      const byKind = {};
      for (const d of downloads) {
        byKind[d.kind] ??= { files: 0, bytes: 0 };
        byKind[d.kind].files += 1;
        byKind[d.kind].bytes += d.bytes;
      }
      return {
        total: downloads.reduce((sum, d) => sum + d.bytes, 0),
        files: downloads.length,
        byKind,
        images: downloads.filter((d) => d.kind === 'images').sort((a, b) => b.bytes - a.bytes),
      };
    },
  };
}

/** Waits until `image` (a locator) shows a loaded picture. */
export async function loaded(page, image) {
  await image.waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await image.elementHandle(), { timeout: 60_000 });
}

/**
 * Signs in as the demo buyer, empties the HTTP cache (the sign-in stays), then opens
 * /products/Oppo%20Phones and counts every response until the first card's photo has loaded and
 * the network has been idle for half a second. Photos further down that Chromium fetches early (it
 * loads lazy images a screen or so ahead) are counted too: a phone downloads them as well.
 */
export async function categoryPageDownloads(browser, shellUrl) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await signIn(page, shellUrl);
    const downloads = await countDownloads(context, page);
    const t0 = Date.now();
    await page.goto(`${shellUrl}/products/${encodeURIComponent(CATEGORY)}`, { waitUntil: 'domcontentloaded' });
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor({ state: 'visible', timeout: 60_000 });
    await loaded(page, firstCard.getByRole('img').first());
    const firstCardMs = Date.now() - t0;
    await page.waitForLoadState('networkidle');

    // What each card's photo element shows (its chosen source and that image's own width).
    const cardPhotos = await page.locator('article img').evaluateAll((images) =>
      images.map((img) => ({ shown: img.currentSrc, naturalWidth: img.naturalWidth, loaded: img.complete && img.naturalWidth > 0 })),
    );
    return {
      category: CATEGORY,
      viewport: `${PHONE.viewport.width}x${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}x`,
      firstCardMs,
      ...(await downloads.totals()),
      cardPhotos: cardPhotos.filter((photo) => photo.loaded),
    };
  } finally {
    await context.close();
  }
}
