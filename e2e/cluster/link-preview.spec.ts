import { expect, test, type APIRequestContext } from '@playwright/test';

// A link to a phone shared in Facebook, WhatsApp or Messenger: their crawlers read the page's
// head without running any script, so the front door puts the phone's own preview into it.

/** The content of each Open Graph or Twitter meta tag of a page as served (no script run). */
async function previewOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const response = await request.get(path, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, name, content] of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"\s*\/>/g)) {
    expect(tags[name!], `${name} appears once`).toBeUndefined();
    tags[name!] = content!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  }
  return tags;
}

test("a shared link to a phone previews the phone, and any other link the site", async ({ request }) => {
  const found = (await (await request.get('/api/search?q=samsung')).json()) as {
    products: { _id: string; name: string; resalePrice: number; img: string }[];
  };
  const phone = found.products[0]!;

  const preview = await previewOf(request, `/phones/${phone._id}`);
  expect(preview['og:title']).toBe(`${phone.name}: ৳${phone.resalePrice.toLocaleString('en-US')}`);
  expect(preview['og:description']).toMatch(/^Used .+ condition · .+\. /);
  expect(preview['og:image']).toBe(phone.img);
  expect(preview['twitter:card']).toBe('summary_large_image');

  // Shared from a Bangla page: the address carries the sharer's language, and so does the preview.
  const inBangla = await previewOf(request, `/phones/${phone._id}?lang=bn`);
  expect(inBangla['og:title']).toBe(`${phone.name}: ৳${phone.resalePrice.toLocaleString('bn-BD')}`);
  expect(inBangla['og:description']).toMatch(/ব্যবহৃত · অবস্থা .+। /);
  // Any other value previews in English.
  expect((await previewOf(request, `/phones/${phone._id}?lang=fr`))['og:title']).toBe(preview['og:title']);

  const site = { 'og:site_name': 'Sell Phones BD', 'og:type': 'website', 'og:title': 'Sell Phones BD' };
  // A phone that is not (or no longer) for sale, the home page and any other page: the site's own.
  expect(await previewOf(request, '/phones/00000000-0000-4000-8000-000000000000')).toMatchObject(site);
  expect(await previewOf(request, '/')).toMatchObject(site);
  expect(await previewOf(request, '/search?q=samsung')).toMatchObject(site);

  // The front door's own way to the API's tags is not a public address.
  expect((await request.get(`/link-preview/${phone._id}`)).status()).toBe(404);
});

test('a person opening the shared link gets the phone page, in Bangla when shared from a Bangla page', async ({ page, request }) => {
  const found = (await (await request.get('/api/search?q=samsung')).json()) as { products: { _id: string; name: string }[] };
  const phone = found.products[0]!;
  await page.goto(`/phones/${phone._id}`);
  await expect(page.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/phones/${phone._id}?lang=bn`);
  await expect(page.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: 'ফোনটি শেয়ার করুন' })).toBeVisible();
});
