import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellApi } from '@sellphones/contracts';
import type { ListingPage } from '@sellphones/contracts/schemas';
import { LocaleProvider } from '@sellphones/ui';
import { SearchPage } from '../src/pages/SearchPage.tsx';
import { listedProduct } from './listed-product.ts';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';
import { stubShell } from './stub-shell.ts';

afterEach(cleanup);

const found: ListingPage = { products: [listedProduct()], page: 1, pageSize: 12, total: 13 };

function renderAt(url: string, answer: ListingPage = found) {
  const request = vi.fn(async () => answer) as unknown as ShellApi['request'] & ReturnType<typeof vi.fn>;
  renderWithShellProviders(<SearchPage shell={stubShell(null, request)} />, { url, route: '/search' });
  return { request };
}

describe('the search results page', () => {
  it('asks the API for the words, filters, sort and page in the address, and shows the cards', async () => {
    const { request } = renderAt('/search?q=samsng&condition=Good&sort=price-asc&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Phones matching “samsng”' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Samsung Galaxy A54' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/search', {
      query: { q: 'samsng', sort: 'price-asc', condition: 'Good', minPrice: undefined, maxPrice: undefined, page: 2 },
      signal: expect.anything(),
    });
    expect(screen.getByText(/13 phones for sale/)).toBeTruthy();
    // The card leads to the phone's own page.
    expect(screen.getByRole('link', { name: 'Samsung Galaxy A54' }).getAttribute('href')).toBe(`/phones/${found.products[0]!._id}`);
  });

  it('offers Best match first and sorts again from page one when the sort changes', async () => {
    const { request } = renderAt('/search?q=vivo&page=3');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sort as HTMLSelectElement).value).toBe('relevance');
    await userEvent.selectOptions(sort, 'newest');
    await vi.waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('/search', expect.objectContaining({ query: expect.objectContaining({ q: 'vivo', sort: 'newest', page: undefined }) })),
    );
  });

  it('turns the page from the pager and puts the keyboard on the count above the new cards', async () => {
    const { request } = renderAt('/search?q=samsung');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('/search', expect.objectContaining({ query: expect.objectContaining({ page: 2 }) })),
    );
    await vi.waitFor(() => expect(document.activeElement?.textContent).toMatch(/^13 phones for sale/));
    // The sort stays where the user is: only the pager moves the keyboard.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort by' }));
  });

  it('forgets a wrong price range, and what was typed, when other words are searched for', async () => {
    const request = vi.fn(async () => found) as unknown as ShellApi['request'];
    // The header's search box, as far as this page can tell: a new address with other words.
    renderWithShellProviders(
      <>
        <Link to="/search?q=oppo">Search for oppo</Link>
        <SearchPage shell={stubShell(null, request)} />
      </>,
      { url: '/search?q=samsung', route: '/search' },
    );
    await userEvent.type(screen.getByLabelText('Min price (৳)'), '500');
    await userEvent.type(screen.getByLabelText('Max price (৳)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply prices' }));
    expect(await screen.findByText('The lowest price must not be above the highest price')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Search for oppo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Phones matching “oppo”' })).toBeTruthy();
    expect(screen.queryByText('The lowest price must not be above the highest price')).toBeNull();
    expect((screen.getByLabelText('Min price (৳)') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('Max price (৳)').getAttribute('aria-invalid')).toBeNull();
  });

  it('suggests other words when nothing matches, and leads to every brand\'s phones', async () => {
    renderAt('/search?q=xyzzy', { products: [], page: 1, pageSize: 12, total: 0 });
    expect(await screen.findByText('Try another word, such as a model (A54 or Redmi Note 13), or see every phone of a brand:')).toBeTruthy();
    const brands = within(screen.getByRole('navigation', { name: 'Every phone of a brand' })).getAllByRole('link');
    expect(brands.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Oppo Phones', '/products/Oppo%20Phones'],
      ['Xiaomi Phones', '/products/Xiaomi%20Phones'],
      ['Realme Phones', '/products/Realme%20Phones'],
      ['Vivo Phones', '/products/Vivo%20Phones'],
      ['Samsung Phones', '/products/Samsung%20Phones'],
    ]);
    expect(screen.queryByRole('button', { name: 'Clear the filters' })).toBeNull();
  });

  it('says so in Bangla, with the brands in Bangla', async () => {
    const request = vi.fn(async () => ({ products: [], page: 1, pageSize: 12, total: 0 })) as unknown as ShellApi['request'];
    renderWithShellProviders(
      <LocaleProvider language="bn" currency="BDT">
        <SearchPage shell={stubShell(null, request)} />
      </LocaleProvider>,
      { url: '/search?q=xyzzy', route: '/search' },
    );
    expect(await screen.findByText(/^অন্য কোনো শব্দ লিখে দেখুন/)).toBeTruthy();
    const brands = within(screen.getByRole('navigation', { name: 'কোনো ব্র্যান্ডের সব ফোন' })).getAllByRole('link');
    expect(brands.map((link) => link.textContent)).toContain('Samsung ফোন');
  });

  it('asks for a model when the address has no words, without calling the API', () => {
    const { request } = renderAt('/search');
    expect(screen.getByRole('heading', { name: /Type a model in the search box above/ })).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});
