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

/** A fresh seller lists (and advertises) a phone through the API, as the add-product form does. */
export async function listPhone(request: APIRequestContext, name: string, sellerName: string): Promise<string> {
  const seller = await createAccount(request, 'seller', sellerName);
  const token = await apiTokenOf(request, seller);
  const upload = await request.post(`${API_URL}/images`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { image: { name: 'phone.png', mimeType: 'image/png', buffer: PHONE_PHOTO } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const { data } = (await upload.json()) as { data: { display_url: string } };
  const added = await api<{ insertedId: string }>(request, 'post', '/addProduct', token, {
    name,
    imei: madeUpImei(),
    img: data.display_url,
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
  });
  await api(request, 'put', `/advertise/${added.insertedId}`, token, { proId: added.insertedId });
  return added.insertedId;
}

export async function book(request: APIRequestContext, buyer: Account, productId: string): Promise<void> {
  const token = await apiTokenOf(request, buyer);
  await api(request, 'post', '/bookedProduct', token, { productId, phone: '01812345678', meetingLocation: 'Gulshan 2' });
}
