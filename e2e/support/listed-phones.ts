import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL, apiTokenOf, createAccount, type Account } from './accounts.ts';
import { madeUpImei } from './made-up-imei.ts';

// A 16x16 PNG, generated once: the API re-encodes whatever it is sent.
const PHONE_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGOQqzhBEmIY1TCqYfhqAABoaV4Qi1HI+QAAAABJRU5ErkJggg==',
  'base64',
);
export const CATEGORY = 'Samsung Phones';

export async function api<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, token?: string, data?: unknown): Promise<T> {
  const response = await request[method](`${API_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data,
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The seller's upload of a small phone photo: the address a listing of theirs may use. */
async function uploadedPhoto(request: APIRequestContext, sellerToken: string): Promise<string> {
  const upload = await request.post(`${API_URL}/images`, {
    headers: { authorization: `Bearer ${sellerToken}` },
    multipart: { image: { name: 'phone.png', mimeType: 'image/png', buffer: PHONE_PHOTO } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  return ((await upload.json()) as { data: { display_url: string } }).data.display_url;
}

/** What a journey sets of the phones it lists; the rest is a good phone in Dhanmondi, Dhaka. */
export interface ListingDetails {
  categoryName?: string;
  imei?: string;
  originalPrice?: number;
  resalePrice?: number;
  usedYear?: number;
  phone?: string;
  area?: string;
}

/** A phone of this seller listed through the API, as the add-product form lists it. */
export async function listPhoneOf(
  request: APIRequestContext,
  seller: Account,
  name: string,
  details: ListingDetails = {},
): Promise<{ productId: string; sellerToken: string }> {
  const sellerToken = await apiTokenOf(request, seller);
  const productId = await listWithPhoto(request, sellerToken, await uploadedPhoto(request, sellerToken), name, details);
  return { productId, sellerToken };
}

/** Several phones of this seller, one photo for all and one API token (the token route is rate limited). */
export async function listPhonesOf(request: APIRequestContext, seller: Account, names: readonly string[]): Promise<void> {
  const sellerToken = await apiTokenOf(request, seller);
  const img = await uploadedPhoto(request, sellerToken);
  for (const name of names) await listWithPhoto(request, sellerToken, img, name);
}

async function listWithPhoto(
  request: APIRequestContext,
  sellerToken: string,
  img: string,
  name: string,
  details: ListingDetails = {},
): Promise<string> {
  const added = await api<{ insertedId: string }>(request, 'post', '/addProduct', sellerToken, {
    name,
    img,
    categoryName: CATEGORY,
    originalPrice: 200,
    resalePrice: 150,
    usedYear: 1,
    phone: '01712345678',
    division: 'dhaka',
    district: 'dhaka',
    area: 'Dhanmondi',
    description: 'Bought last year, no scratches.',
    condition: 'Good',
    ...details,
    // A journey may pass its IMEI along unset: each listing then gets a new one.
    imei: details.imei ?? madeUpImei(),
  });
  return added.insertedId;
}

/** A fresh seller lists (and advertises) a phone through the API, as the add-product form does. */
export async function listPhone(request: APIRequestContext, name: string, sellerName: string, details: ListingDetails = {}): Promise<string> {
  const seller = await createAccount(request, 'seller', sellerName);
  const { productId, sellerToken } = await listPhoneOf(request, seller, name, details);
  await api(request, 'put', `/advertise/${productId}`, sellerToken, { proId: productId });
  return productId;
}

/**
 * A seller's phone booked and paid by card (sandbox) by a buyer, all through the API: an order
 * waiting for its handover. The order's id is the booking's.
 */
export async function paidPhone(
  request: APIRequestContext,
  seller: Account,
  buyer: Account,
  name: string,
  imei?: string,
): Promise<{ productId: string; orderId: string }> {
  const { productId } = await listPhoneOf(request, seller, name, { categoryName: 'Realme Phones', imei });
  const buyerToken = await apiTokenOf(request, buyer);
  const { insertedId: orderId } = await api<{ insertedId: string }>(request, 'post', '/bookedProduct', buyerToken, {
    productId,
    phone: '01812345678',
    meetingLocation: 'Bashundhara City, gate 2',
  });
  const { clientSecret } = await api<{ clientSecret: string }>(request, 'post', '/create-payment-intent', buyerToken, { bookingId: orderId });
  const charged = await api<{ paymentIntentId: string }>(request, 'post', '/sandbox/charge', buyerToken, {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  await api(request, 'post', '/payments', buyerToken, { payId: orderId, transactionId: charged.paymentIntentId });
  return { productId, orderId };
}

export async function book(request: APIRequestContext, buyer: Account, productId: string): Promise<void> {
  const token = await apiTokenOf(request, buyer);
  await api(request, 'post', '/bookedProduct', token, { productId, phone: '01812345678', meetingLocation: 'Gulshan 2' });
}
