import { createHttpClient, firstListingRead, type RequestOptions } from '@sellphones/contracts';
import { phoneToken } from './phone-token.ts';

// Imported before the async boundary (index.ts): nothing here may import a shared library.

let early: { key: string; token: string; answer: Promise<unknown> } | null = null;

function keyOf(path: string, query: RequestOptions['query'] = {}): string {
  const asked = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return JSON.stringify([path, asked.sort(([a], [b]) => a.localeCompare(b))]);
}

/**
 * Starts the API read the first page makes (a category page's listing) as soon as the API's
 * address is known, while the page's code is still downloading, as a route loader would. A
 * category page needs a signed-in visitor, so only a visitor with a token gets one.
 */
export function startFirstPageRead(apiUrl: string, location: Pick<Location, 'pathname' | 'search'>): void {
  const read = firstListingRead(location);
  const token = phoneToken.read();
  if (!read || !token) return;
  // No refresh here: a 401 fails this read, and the page's own call then refreshes (see api-client).
  const client = createHttpClient({ baseUrl: apiUrl, getToken: async () => token, refreshToken: async () => null });
  const answer = client.request(read.path, { query: read.query });
  answer.catch(() => undefined);
  early = { key: keyOf(read.path, read.query), token, answer };
}

/**
 * The early read's answer, for the one call that asks exactly the same thing with the same token;
 * null for every other call. It is given once. A storefront deployed with other address rules than
 * this shell's copy of contracts asks something else: it then simply reads the API itself.
 */
export function takeEarlyRead(path: string, options: RequestOptions, token: string | null): Promise<unknown> | null {
  if (!early || (options.method ?? 'GET') !== 'GET' || options.body !== undefined) return null;
  if (early.key !== keyOf(path, options.query) || early.token !== token) return null;
  const { answer } = early;
  early = null;
  return answer;
}

/** Once the first page has rendered, an answer nobody took is dropped: a later visit asks afresh. */
export function dropEarlyRead(): void {
  early = null;
}
