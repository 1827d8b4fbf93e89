import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdvertisedList, ListingPage } from '@sellphones/contracts/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { categories, products } from '../../src/db/schema.ts';
import { bearer, createAccount } from '../helper.ts';
import { payByCard } from '../orders/paid-order-fixtures.ts';
import { bookPhone } from '../payments/phone-sale-fixtures.ts';
import { multipartForm } from './multipart-form.ts';
import { phoneListing, useAppStoringPhotos } from './photo-fixtures.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'card-thumbnails-'));

/** A camera-sized photo: the stored full size keeps 1280 px, the thumbnail 480. */
async function cameraPhoto(): Promise<Buffer> {
  const grain = await sharp({
    create: { width: 1280, height: 960, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  }).png().toBuffer();
  return sharp({ create: { width: 1280, height: 960, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg()
    .toBuffer();
}

/** The bytes an image URL of this API answers (http://api.test/images/...), as a phone's browser gets them. */
async function imageAt(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url: new URL(url).pathname });
  return { response, bytes: response.rawPayload };
}

describe("a card's photo", () => {
  const ctx = useAppStoringPhotos(dataDir);

  async function listPhoneWithPhoto(): Promise<{ id: string; img: string }> {
    const form = multipartForm([{ filename: 'phone.jpg', contentType: 'image/jpeg', bytes: await cameraPhoto() }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/images',
      headers: { ...bearer(ctx.seller.accessToken), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const img = uploaded.json<{ data: { display_url: string } }>().data.display_url;
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(ctx.seller.accessToken),
      payload: { ...phoneListing(img), name: 'Oppo Find X5 card photo' },
    });
    expect(listed.statusCode).toBe(200);
    return { id: listed.json<{ insertedId: string }>().insertedId, img };
  }

  it('is a thumbnail of at most 480 px in WebP on the category page, in search and on the home page', async () => {
    const phone = await listPhoneWithPhoto();
    const advertised = await ctx.app.inject({
      method: 'PUT',
      url: `/advertise/${phone.id}`,
      headers: bearer(ctx.seller.accessToken),
    });
    expect(advertised.statusCode).toBe(200);
    const buyer = await createAccount(ctx.app, 'buyer');

    const answers = {
      'the category page, signed in': await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones', headers: bearer(buyer.accessToken) }),
      'the category page, a visitor': await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones' }),
      search: await ctx.app.inject({ method: 'GET', url: '/search?q=find%20x5' }),
      'the home page': await ctx.app.inject({ method: 'GET', url: '/advertise' }),
    };
    const thumbs = new Set<string>();
    for (const [where, answer] of Object.entries(answers)) {
      expect(answer.statusCode, where).toBe(200);
      const body = answer.json();
      expect(Value.Check(where === 'the home page' ? AdvertisedList : ListingPage, body), where).toBe(true);
      const cards: { _id: string; img: string; thumb: string }[] = where === 'the home page' ? body : body.products;
      const card = cards.find((c) => c._id === phone.id);
      expect(card, where).toBeDefined();
      expect(card!.img, where).toBe(phone.img);
      thumbs.add(card!.thumb);
    }
    expect(thumbs.size).toBe(1);
    const [thumb] = [...thumbs];
    expect(thumb).toBe(phone.img.replace(/\.webp$/, '-thumb.webp'));

    const small = await imageAt(ctx.app, thumb!);
    expect(small.response.statusCode).toBe(200);
    expect(small.response.headers['content-type']).toBe('image/webp');
    const smallSize = await sharp(small.bytes).metadata();
    expect(smallSize.format).toBe('webp');
    expect(Math.max(smallSize.width!, smallSize.height!)).toBeLessThanOrEqual(480);

    // The full photo stays for the viewer and the phone's page, and the thumbnail is far lighter.
    const full = await imageAt(ctx.app, phone.img);
    expect((await sharp(full.bytes).metadata()).width).toBe(1280);
    expect(small.bytes.length).toBeLessThan(full.bytes.length / 3);

    // The phone's page shows its cover at 1080 px on a phone: the full photo only in the viewer.
    const page = await ctx.app.inject({ method: 'GET', url: `/phones/${phone.id}` });
    const coverMedium = page.json<{ coverMedium: string }>().coverMedium;
    expect(coverMedium).toBe(phone.img.replace(/\.webp$/, '-medium.webp'));
    const medium = await imageAt(ctx.app, coverMedium);
    expect((await sharp(medium.bytes).metadata()).width).toBe(1080);
    expect(medium.bytes.length).toBeLessThan(full.bytes.length);
  });

  it("is the 192 px copy in a buyer's My Orders, with the full photo still in productImage", async () => {
    const phone = await listPhoneWithPhoto();
    const buyer = await createAccount(ctx.app, 'buyer');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/bookedProduct',
      headers: bearer(buyer.accessToken),
      payload: { productId: phone.id, phone: '01712345678', meetingLocation: 'Dhanmondi 27' },
    });
    expect(booked.statusCode).toBe(201);
    const orders = await ctx.app.inject({ method: 'GET', url: `/bookedProduct/${buyer.email}`, headers: bearer(buyer.accessToken) });
    const [order] = orders.json<{ productImage: string; productThumb: string }[]>();
    expect(order).toMatchObject({ productImage: phone.img, productThumb: phone.img.replace(/\.webp$/, '-small.webp') });
    const small = await imageAt(ctx.app, order!.productThumb);
    expect(small.response.statusCode).toBe(200);
    expect((await sharp(small.bytes).metadata()).width).toBeLessThanOrEqual(192);
  });

  it("is the 192 px copy in a seller's My Products, a fraction of the thumbnail's bytes", async () => {
    const phone = await listPhoneWithPhoto();
    const mine = await ctx.app.inject({ method: 'GET', url: `/myProduct/${ctx.seller.email}`, headers: bearer(ctx.seller.accessToken) });
    const row = mine.json<{ _id: string; img: string; thumb: string }[]>().find((product) => product._id === phone.id);
    expect(row).toMatchObject({ img: phone.img, thumb: phone.img.replace(/\.webp$/, '-small.webp') });
    const [small, thumbnail] = [await imageAt(ctx.app, row!.thumb), await imageAt(ctx.app, phone.img.replace(/\.webp$/, '-thumb.webp'))];
    expect(small.response.statusCode).toBe(200);
    expect((await sharp(small.bytes).metadata()).width).toBeLessThanOrEqual(192);
    expect(small.bytes.length).toBeLessThan(thumbnail.bytes.length / 2);
  });

  it("is the 192 px copy in a seller's sold phones, the thumbnail for phones kept for cash (a larger picture)", async () => {
    const thumbOf = (img: string) => img.replace(/\.webp$/, '-thumb.webp');
    const smallOf = (img: string) => img.replace(/\.webp$/, '-small.webp');
    const buyer = await createAccount(ctx.app, 'buyer');
    const sold = await listPhoneWithPhoto();
    await payByCard(ctx.app, buyer, await bookPhone(ctx.app, buyer, sold.id));
    const kept = await listPhoneWithPhoto();
    const keptBooking = await bookPhone(ctx.app, buyer, kept.id);
    const reserved = await ctx.app.inject({ method: 'POST', url: `/bookings/${keptBooking}/cash-reservation`, headers: bearer(buyer.accessToken) });
    expect(reserved.statusCode).toBe(200);

    const sales = await ctx.app.inject({ method: 'GET', url: '/mySales', headers: bearer(ctx.seller.accessToken) });
    expect(sales.json().find((row: { productId: string }) => row.productId === sold.id)).toMatchObject({
      productImage: sold.img,
      productThumb: smallOf(sold.img),
    });
    const reservations = await ctx.app.inject({ method: 'GET', url: '/mySales/reservations', headers: bearer(ctx.seller.accessToken) });
    expect(reservations.json().find((row: { productId: string }) => row.productId === kept.id)).toMatchObject({
      productImage: kept.img,
      productThumb: thumbOf(kept.img),
    });
    const thumb = await imageAt(ctx.app, thumbOf(kept.img));
    expect(thumb.response.statusCode).toBe(200);
  });

  it('is the photo itself where no smaller copy exists: the demo artwork, imgbb', async () => {
    const [oppo] = await ctx.app.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Oppo Phones'));
    const elsewhere = ['/assets/products/oppo-reno-10.svg', 'https://i.ibb.co/abc123/phone.jpg'];
    const rows = await ctx.app.db
      .insert(products)
      .values(
        elsewhere.map((imageUrl, i) => ({
          sellerId: ctx.seller.userId,
          categoryId: oppo!.id,
          name: `Oppo A${i} no thumbnail`,
          imageUrl,
          originalPriceCents: 30_000,
          resalePriceCents: 20_000,
          usedYears: 1,
          phone: '01712345678',
          location: 'Dhaka',
          description: 'Listed before thumbnails, or on imgbb.',
        })),
      )
      .returning({ id: products.id });

    // Rows written behind the API's back reach its catalogue cache through the database's change
    // notices: at once on PGlite, within moments on PostgreSQL.
    const cardsOf = async () => {
      const page = await ctx.app.inject({ method: 'GET', url: '/products/Oppo%20Phones' });
      const cards: { _id: string; img: string; thumb: string }[] = page.json().products;
      return rows.map((row) => cards.find((card) => card._id === row.id));
    };
    await ctx.app.catalogue.caughtUp();
    const [artwork, imgbb] = await cardsOf();
    expect(artwork).toMatchObject({ img: 'http://api.test/assets/products/oppo-reno-10.svg', thumb: 'http://api.test/assets/products/oppo-reno-10.svg' });
    expect(imgbb).toMatchObject({ img: 'https://i.ibb.co/abc123/phone.jpg', thumb: 'https://i.ibb.co/abc123/phone.jpg' });
    const artworkPage = await ctx.app.inject({ method: 'GET', url: `/phones/${rows[0]!.id}` });
    expect(artworkPage.json()).toMatchObject({ coverMedium: 'http://api.test/assets/products/oppo-reno-10.svg' });
  });
});
