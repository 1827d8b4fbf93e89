import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import { photoUploads } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { validImei } from '../orders/paid-order-fixtures.ts';

/** A test app that keeps uploaded photos in `dataDir` (deleted afterwards), and a seller signed in to it. */
export function useAppStoringPhotos(dataDir: string): { readonly app: App; readonly seller: TestAccount } {
  const ctx = useTestApp({ dataDir });
  const accounts = new Map<'seller', TestAccount>();
  beforeAll(async () => {
    accounts.set('seller', await createAccount(ctx.app, 'seller'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      return ctx.app;
    },
    get seller() {
      const seller = accounts.get('seller');
      if (!seller) throw new Error('the seller signs up in beforeAll');
      return seller;
    },
  };
}

/** The stored name in a display URL (http://api.test/images/<name>). */
export const storedNameOf = (displayUrl: string) => new URL(displayUrl).pathname.replace('/images/', '');

/** Makes an upload look `hours` old, as if it had been waiting that long for a product or a profile. */
export async function ageUpload(app: App, displayUrl: string, hours: number): Promise<void> {
  await app.db
    .update(photoUploads)
    .set({ createdAt: new Date(Date.now() - hours * 3600 * 1000) })
    .where(eq(photoUploads.name, storedNameOf(displayUrl)));
}

/** A complete POST /addProduct body for a phone with this photo (and an IMEI of its own). */
export const phoneListing = (img: string) => ({
  name: 'Oppo A57',
  img,
  imei: validImei(),
  categoryName: 'Oppo Phones',
  originalPrice: 250,
  resalePrice: 180,
  usedYear: 2,
  phone: '01711223344',
  division: 'dhaka',
  district: 'dhaka',
  area: 'Mirpur',
  description: 'Screen like new.',
});

/** POST /addProduct, as `seller`, for a phone with this cover and these other photos. */
export function addPhoneWithPhotos(app: App, seller: TestAccount, cover: string, morePhotos: readonly string[]) {
  return app.inject({
    method: 'POST',
    url: '/addProduct',
    headers: bearer(seller.accessToken),
    payload: { ...phoneListing(cover), morePhotos },
  });
}

/** Lists a phone with this photo through POST /addProduct; returns the status. */
export async function listPhoneWith(app: App, seller: TestAccount, img: string): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/addProduct', headers: bearer(seller.accessToken), payload: phoneListing(img) });
  return response.statusCode;
}
