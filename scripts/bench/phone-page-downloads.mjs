// What a signed-in buyer's phone downloads for a phone's page: its first screen from an empty HTTP
// cache, and which size of the cover photo it shows against the full photo it once downloaded.
import { CATEGORY, countDownloads, loaded, PHONE, signIn } from './category-page-downloads.mjs';

/**
 * Signs in as the demo buyer, finds the first phone of the category page, empties the HTTP cache
 * and opens that phone's page: every response until the cover has loaded and the network has been
 * idle for half a second, which size of the cover it showed, and the full photo's bytes.
 */
export async function phonePageDownloads(browser, shellUrl) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await signIn(page, shellUrl);
    await page.goto(`${shellUrl}/products/${encodeURIComponent(CATEGORY)}`);
    const link = page.getByRole('article').first().getByRole('link').first();
    const phonePath = await link.getAttribute('href', { timeout: 60_000 });
    const downloads = await countDownloads(context, page);
    const t0 = Date.now();
    await page.goto(`${shellUrl}${phonePath}`, { waitUntil: 'domcontentloaded' });
    const cover = page.getByRole('button', { name: /^View photos of .* full screen$/ }).getByRole('img');
    await loaded(page, cover);
    const coverMs = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    const totals = await downloads.totals();
    const url = await cover.evaluate((img) => img.currentSrc);
    const size = url.endsWith('-medium.webp') ? 'the 1080 px copy' : url.endsWith('-thumb.webp') ? 'the thumbnail' : 'the full photo';
    // The cover shown against the full photo, which the page showed before it had a medium copy.
    const bodyBytes = async (url) => (await (await page.request.get(url)).body()).length;
    return {
      viewport: `${PHONE.viewport.width}x${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}x`,
      coverMs,
      ...totals,
      cover: { url, size, bytes: await bodyBytes(url), fullBytes: await bodyBytes(url.replace(/-(medium|thumb)\.webp$/, '.webp')) },
    };
  } finally {
    await context.close();
  }
}
