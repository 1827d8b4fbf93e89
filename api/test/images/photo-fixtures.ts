import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { photoUploads } from '../../src/db/schema.ts';
import { bearer, type TestAccount } from '../helper.ts';

/** The stored name in a display URL (http://api.test/images/<name>). */
export const storedNameOf = (displayUrl: string) => new URL(displayUrl).pathname.replace('/images/', '');

/** Makes an upload look `hours` old, as if it had been waiting that long for a product or a profile. */
export async function ageUpload(app: App, displayUrl: string, hours: number): Promise<void> {
  await app.db
    .update(photoUploads)
    .set({ createdAt: new Date(Date.now() - hours * 3600 * 1000) })
    .where(eq(photoUploads.name, storedNameOf(displayUrl)));
}

/** Lists a phone with this photo through POST /addProduct; returns the status. */
export async function listPhoneWith(app: App, seller: TestAccount, img: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/addProduct',
    headers: bearer(seller.accessToken),
    payload: {
      name: 'Oppo A57',
      img,
      categoryName: 'Oppo Phones',
      originalPrice: 250,
      resalePrice: 180,
      usedYear: 2,
      phone: '01711223344',
      location: 'Dhaka, Mirpur',
      description: 'Screen like new.',
    },
  });
  return response.statusCode;
}
