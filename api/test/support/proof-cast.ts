import sharp from 'sharp';
import type { App } from '../../src/app.ts';
import { bearer, createAccount, testConfig, type TestAccount } from '../helper.ts';
import { multipartForm } from '../images/multipart-form.ts';
import { paidOrder } from '../orders/paid-order-fixtures.ts';
import { bookPhone, listPhone } from '../payments/phone-sale-fixtures.ts';
import { signHs256, tamper } from './forged-tokens.ts';

/** Who calls in the authorization matrix and the fuzz run. */
export const PERSONAS = [
  'anonymous',
  'buyer',
  'otherBuyer',
  'owningSeller',
  'otherSeller',
  'admin',
  'deletedUser',
  'expiredToken',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** The tokens a persona would send: the API token, and the Firebase ID token for /users and /jwt. */
export interface Credentials {
  email: string;
  accessToken?: string;
  idToken?: string;
}

export interface Cast {
  credentials: Record<Persona, Credentials>;
  accounts: Record<'buyer' | 'otherBuyer' | 'owningSeller' | 'otherSeller' | 'admin' | 'deletedUser', TestAccount>;
  /** A phone of the owning seller, booked (unpaid) by the buyer. */
  productId: string;
  bookingId: string;
  /** Another phone of the owning seller, bought and paid by the buyer: an order waiting for its handover. */
  orderId: string;
  /** A photo this API stored for the owning seller: a product may use it, and GET /images/:name serves it. */
  photoUrl: string;
  photoName: string;
  /** The other seller's own photo: only its uploader may list with a photo. */
  otherSellerPhotoUrl: string;
}

/** A JPEG the photo route accepts. */
export async function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: 'teal' } }).jpeg().toBuffer();
}

export async function uploadPhoto(app: App, token: string): Promise<string> {
  const form = multipartForm([{ filename: 'phone.jpg', contentType: 'image/jpeg', bytes: await smallJpeg() }]);
  const response = await app.inject({
    method: 'POST',
    url: '/images',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 200) throw new Error(`POST /images answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: { display_url: string } }>().data.display_url;
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Everybody the suites need, with real ids: a seller's phone booked by a buyer, a deleted account
 * (deleted by the admin through the API) and tokens that expired an hour ago.
 */
export async function createCast(app: App): Promise<Cast> {
  const { productId, seller: owningSeller } = await listPhone(app);
  const [buyer, otherBuyer, otherSeller, admin, deletedUser] = await Promise.all([
    createAccount(app, 'buyer'),
    createAccount(app, 'buyer'),
    createAccount(app, 'seller'),
    createAccount(app, 'admin'),
    createAccount(app, 'buyer'),
  ]);
  const bookingId = await bookPhone(app, buyer, productId);
  const { orderId } = await paidOrder(app, undefined, { buyer, seller: owningSeller });
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/users/delete/${deletedUser.userId}`,
    headers: bearer(admin.accessToken),
  });
  if (deleted.statusCode !== 200) throw new Error(`the deleted user could not be deleted: ${deleted.body}`);

  const photoUrl = await uploadPhoto(app, owningSeller.accessToken);
  const otherSellerPhotoUrl = await uploadPhoto(app, otherSeller.accessToken);
  const expiredApiToken = signHs256(
    { sub: buyer.userId, ver: 0, iss: 'sellphones-api', aud: 'sellphones-apps', iat: now() - 7200, exp: now() - 3600 },
    testConfig().jwtSecret,
  );
  // The emulator's ID tokens are unsigned; the Admin SDK still refuses one whose time is up.
  const expiredIdToken = tamper(buyer.idToken, { iat: now() - 7200, exp: now() - 3600, auth_time: now() - 7200 });

  const asCredentials = (account: TestAccount): Credentials => ({
    email: account.email,
    accessToken: account.accessToken,
    idToken: account.idToken,
  });
  return {
    credentials: {
      anonymous: { email: buyer.email },
      buyer: asCredentials(buyer),
      otherBuyer: asCredentials(otherBuyer),
      owningSeller: asCredentials(owningSeller),
      otherSeller: asCredentials(otherSeller),
      admin: asCredentials(admin),
      deletedUser: asCredentials(deletedUser),
      expiredToken: { email: buyer.email, accessToken: expiredApiToken, idToken: expiredIdToken },
    },
    accounts: { buyer, otherBuyer, owningSeller, otherSeller, admin, deletedUser },
    productId,
    bookingId,
    orderId,
    photoUrl,
    photoName: photoUrl.slice(photoUrl.lastIndexOf('/') + 1),
    otherSellerPhotoUrl,
  };
}
