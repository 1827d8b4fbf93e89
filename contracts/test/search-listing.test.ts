import { describe, expect, it } from 'vitest';
import { readSearchState, searchQuery, writeSearchState } from '../src/search-listing.ts';

describe("the search page's address", () => {
  it('reads the words, filters, sort and page, closest names first by default', () => {
    expect(readSearchState(new URLSearchParams('q=%20samsng%20&condition=Fair&minPrice=100&page=2'))).toEqual({
      q: 'samsng',
      sort: 'relevance',
      condition: 'Fair',
      minPrice: 100,
      maxPrice: undefined,
      page: 2,
    });
    expect(readSearchState(new URLSearchParams('q=vivo&sort=newest')).sort).toBe('newest');
    expect(readSearchState(new URLSearchParams('q=vivo&sort=cheapest')).sort).toBe('relevance');
  });

  it('writes an address that reads back the same, leaving the defaults out', () => {
    const state = readSearchState(new URLSearchParams('q=redmi note13&sort=price-asc&maxPrice=300&page=3'));
    const written = writeSearchState(state);
    expect(written.toString()).toBe('q=redmi+note13&maxPrice=300&page=3&sort=price-asc');
    expect(readSearchState(written)).toEqual(state);
    expect(writeSearchState({ ...state, sort: 'newest', page: 1, maxPrice: undefined }).toString()).toBe('q=redmi+note13&sort=newest');
    expect(writeSearchState({ ...state, sort: 'relevance', page: 1, maxPrice: undefined }).toString()).toBe('q=redmi+note13');
  });

  it("asks the API for the words with the category page's query", () => {
    expect(searchQuery(readSearchState(new URLSearchParams('q=oppo&sort=newest&page=2')))).toEqual({
      q: 'oppo',
      sort: 'newest',
      condition: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      page: 2,
    });
    expect(searchQuery(readSearchState(new URLSearchParams('q=oppo'))).sort).toBeUndefined();
  });
});
