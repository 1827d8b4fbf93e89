import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema.ts';
import { createAccount, useTestApp, type TestAccount } from '../helper.ts';

/** The content of each meta tag, by its property or name, as a crawler reads the page's head. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, name, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[name!] = content!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  }
  return tags;
}

describe("a phone's link preview: GET /phones/:id/link-preview", () => {
  const ctx = useTestApp();
  let seller: TestAccount;
  const ids = { forSale: '', sold: '', tricky: '' };

  beforeAll(async () => {
    seller = await createAccount(ctx.app, 'seller');
    const [samsung] = await ctx.app.db.select().from(categories).where(eq(categories.name, 'Samsung Phones'));
    const phone = (name: string, description: string, status: 'available' | 'sold') =>
      ctx.app.db
        .insert(products)
        .values({
          sellerId: seller.userId,
          categoryId: samsung!.id,
          name,
          imageUrl: '/assets/products/samsung-s23.svg',
          originalPriceCents: 9_000_000,
          resalePriceCents: 5_200_000,
          condition: 'excellent',
          usedYears: 1,
          phone: '+8801711000000',
          location: 'Tongi, Gazipur, Dhaka',
          division: 'dhaka',
          district: 'gazipur',
          area: 'Tongi',
          description,
          status,
        })
        .returning({ id: products.id })
        .then(([row]) => row!.id);
    ids.forSale = await phone('Samsung Galaxy S23', 'Like new, box and charger.', 'available');
    ids.sold = await phone('Samsung Galaxy S22', 'Sold already.', 'sold');
    ids.tricky = await phone('S23 "Ultra" <script>alert(1)</script>', "Seller's & friends' phone </head>", 'available');
  });

  const read = (id: string) => ctx.app.inject({ method: 'GET', url: `/phones/${id}/link-preview` });

  it("shows the phone's name and price in taka, how used, its condition and place, and its cover photo", async () => {
    const response = await read(ids.forSale);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(tagsOf(response.body)).toEqual({
      'og:site_name': 'Sell Phones BD',
      'og:type': 'website',
      'og:title': 'Samsung Galaxy S23: ৳52,000',
      'og:description': 'Used 1 year · Excellent condition · Tongi, Gazipur, Dhaka. Like new, box and charger.',
      'og:image': `${ctx.app.config.publicUrl}/assets/products/samsung-s23.svg`,
      'twitter:card': 'summary_large_image',
    });
    // Nothing a visitor does not see: no phone number, no IMEI.
    expect(response.body).not.toMatch(/01711|8801711/);
  });

  it('speaks the language of whoever shared the link: Bangla words, digits and place names', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/phones/${ids.forSale}/link-preview?lang=bn` });
    expect(response.statusCode).toBe(200);
    expect(tagsOf(response.body)).toMatchObject({
      'og:title': 'Samsung Galaxy S23: ৳৫২,০০০',
      'og:description': '১ বছর ব্যবহৃত · অবস্থা চমৎকার · Tongi, গাজীপুর, ঢাকা। Like new, box and charger.',
    });
    expect(tagsOf((await ctx.app.inject({ method: 'GET', url: `/phones/${ids.forSale}/link-preview?lang=en` })).body)['og:title']).toBe(
      'Samsung Galaxy S23: ৳52,000',
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/phones/${ids.forSale}/link-preview?lang=fr` })).statusCode).toBe(400);
  });

  it('writes what the seller typed as text, never as markup', async () => {
    const response = await read(ids.tricky);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('</head>');
    expect(response.body.match(/<meta /g)).toHaveLength(6);
    expect(tagsOf(response.body)['og:title']).toBe('S23 "Ultra" <script>alert(1)</script>: ৳52,000');
    expect(tagsOf(response.body)['og:description']).toMatch(/Seller's & friends' phone <\/head>$/);
  });

  it('has none for a phone no longer for sale or an unknown one (the page then previews the site)', async () => {
    expect((await read(ids.sold)).statusCode).toBe(410);
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('not-a-phone')).statusCode).toBe(400);
  });
});
