import { describe, expect, it, vi } from 'vitest';
import type { ShellApi } from '@sellphones/contracts';
import { listingQuery, readListingState } from '@sellphones/contracts';
import { prefetchListing, takePrefetchedListing } from '../src/category/prefetched-listing.ts';

const listing = { products: [], total: 0, page: 2, pageSize: 12 };

function fakeRequest() {
  return vi.fn(async () => listing) as unknown as ShellApi['request'] & ReturnType<typeof vi.fn>;
}

const queryOf = (search: string) => listingQuery(readListingState(new URLSearchParams(search)));

describe('the listing asked for before the category page renders', () => {
  it('is asked once, for the address, and handed to the page that shows that address', async () => {
    const request = fakeRequest();
    prefetchListing(request, {
      pathname: '/products/Oppo%20Phones',
      search: '?sort=price-asc&page=2',
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('/products/Oppo%20Phones', {
      query: queryOf('?sort=price-asc&page=2'),
      signal: undefined,
    });
    await expect(
      takePrefetchedListing('Oppo Phones', queryOf('?sort=price-asc&page=2')),
    ).resolves.toEqual(listing);
    // Used once: a later visit of the same page asks the API again.
    expect(takePrefetchedListing('Oppo Phones', queryOf('?sort=price-asc&page=2'))).toBeNull();
  });

  it('is not handed to a page showing something else, nor kept for a later visit', () => {
    prefetchListing(fakeRequest(), { pathname: '/products/Oppo%20Phones', search: '' });
    expect(takePrefetchedListing('Vivo Phones', queryOf(''))).toBeNull();
    expect(takePrefetchedListing('Oppo Phones', queryOf(''))).toBeNull();
  });

  it("starts the first phone's photo as soon as the listing names it", async () => {
    const requested: string[] = [];
    vi.spyOn(window, 'Image').mockImplementation(function (this: HTMLImageElement) {
      const photo = document.createElement('img');
      Object.defineProperty(photo, 'src', { set: (url: string) => requested.push(url) });
      return photo;
    } as unknown as () => HTMLImageElement);
    const page = { ...listing, products: [{ img: 'http://api.example/assets/a.svg' }, { img: 'http://api.example/assets/b.svg' }] };
    const request = vi.fn(async () => page) as unknown as ShellApi['request'];
    prefetchListing(request, { pathname: '/products/Oppo%20Phones', search: '' });
    await takePrefetchedListing('Oppo Phones', queryOf(''));
    expect(requested).toEqual(['http://api.example/assets/a.svg']);
    vi.restoreAllMocks();
  });

  it('is not asked on other addresses', () => {
    const request = fakeRequest();
    prefetchListing(request, { pathname: '/blog', search: '' });
    expect(request).not.toHaveBeenCalled();
  });
});
