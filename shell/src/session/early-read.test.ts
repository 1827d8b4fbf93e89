import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../config/app-config-store.ts';
import { TEST_CONFIG } from '../testing/renderAtRoute.tsx';
import { apiClient } from './api-client.ts';
import { dropEarlyRead, startFirstPageRead } from './early-read.ts';
import { phoneToken } from './phone-token.ts';
import { setSessionBackend } from './session-actions.ts';

const listing = { products: [], total: 0, page: 2, pageSize: 12 };
const categoryPage = { pathname: '/products/Oppo%20Phones', search: '?page=2&sort=price-asc' };
/** What the storefront's category page asks for at that address. */
const pageQuery = { sort: 'price-asc', condition: undefined, minPrice: undefined, maxPrice: undefined, page: 2 };

/** A fake API that answers the listing to the token named `valid` and 401 to any other. */
function apiAccepting(valid: string) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
    new Headers(init?.headers).get('authorization') === `Bearer ${valid}`
      ? Response.json(listing)
      : Response.json({ message: 'Your session has expired' }, { status: 401 }),
  );
}

const askedUrls = (fetch: ReturnType<typeof apiAccepting>) => fetch.mock.calls.map(([url]) => String(url));

describe("a category page's listing, asked for before the page's code has arrived", () => {
  beforeEach(() => {
    setAppConfig(TEST_CONFIG);
    phoneToken.write('valid');
  });
  afterEach(() => {
    dropEarlyRead();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is asked once, with the visitor's token, and answers the page's own call", async () => {
    const fetch = apiAccepting('valid');
    vi.stubGlobal('fetch', fetch);
    startFirstPageRead(TEST_CONFIG.apiUrl, categoryPage);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(askedUrls(fetch)).toEqual(['http://api.test/products/Oppo%20Phones?sort=price-asc&page=2']);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer valid');

    await expect(apiClient().request('/products/Oppo%20Phones', { query: pageQuery })).resolves.toEqual(listing);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Given once: the next call asks the API again.
    await apiClient().request('/products/Oppo%20Phones', { query: pageQuery });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers no other call: another page of the listing, another category, or another token', async () => {
    const fetch = apiAccepting('valid');
    vi.stubGlobal('fetch', fetch);
    startFirstPageRead(TEST_CONFIG.apiUrl, categoryPage);
    await apiClient().request('/products/Oppo%20Phones', { query: { ...pageQuery, page: 3 } });
    await apiClient().request('/products/Vivo%20Phones', { query: pageQuery });
    phoneToken.write('other');
    await expect(apiClient().request('/products/Oppo%20Phones', { query: pageQuery })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('is not asked without a token, nor on other pages', async () => {
    const fetch = apiAccepting('valid');
    vi.stubGlobal('fetch', fetch);
    startFirstPageRead(TEST_CONFIG.apiUrl, { pathname: '/blog', search: '' });
    phoneToken.clear();
    startFirstPageRead(TEST_CONFIG.apiUrl, categoryPage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when it failed (an expired token), the page gets a fresh token and its listing all the same', async () => {
    phoneToken.write('expired');
    const fetch = apiAccepting('fresh');
    vi.stubGlobal('fetch', fetch);
    setSessionBackend({ refreshToken: vi.fn(async () => 'fresh'), signOut: vi.fn(async () => undefined) });
    startFirstPageRead(TEST_CONFIG.apiUrl, categoryPage);

    await expect(apiClient().request('/products/Oppo%20Phones', { query: pageQuery })).resolves.toEqual(listing);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('is dropped once the first page has rendered without taking it', async () => {
    const fetch = apiAccepting('valid');
    vi.stubGlobal('fetch', fetch);
    startFirstPageRead(TEST_CONFIG.apiUrl, categoryPage);
    dropEarlyRead();
    await apiClient().request('/products/Oppo%20Phones', { query: pageQuery });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
