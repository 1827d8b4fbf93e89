import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ShellApi } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import { CategoryPage } from '../src/pages/CategoryPage.tsx';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';
import { stubShell } from './stub-shell.ts';
import { listedProduct } from './listed-product.ts';

afterEach(cleanup);

function renderCategory(cateName: string, answer: () => Promise<unknown>, language: 'en' | 'bn' = 'en', search = '') {
  const request = vi.fn(answer) as unknown as ShellApi['request'] & ReturnType<typeof vi.fn>;
  renderWithShellProviders(
    <LocaleProvider language={language} currency="BDT">
      <CategoryPage shell={stubShell('buyer', request)} />
    </LocaleProvider>,
    { url: `/products/${encodeURIComponent(cateName)}${search}`, route: '/products/:cateName' },
  );
  return { request };
}

describe('a category page at an address that names no brand', () => {
  const noSuchCategory = async () => {
    throw new ApiError(404, 'No such category');
  };

  it('says there is no such brand and leads to the phones for sale, with nothing to retry', async () => {
    renderCategory('Nokia Phones', noSuchCategory);
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no “Nokia Phones” brand here.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the phones for sale' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('says so in Bangla', async () => {
    renderCategory('Nokia Phones', noSuchCategory, 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'এখানে “Nokia ফোন” নামে কোনো ব্র্যান্ড নেই।' })).toBeTruthy();
  });

  it('still offers to try again when the phones could not be read', async () => {
    renderCategory('Samsung Phones', async () => {
      throw new ApiError(503, 'The catalogue is unavailable');
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Samsung Phones' })).toBeTruthy();
  });
});

describe('a category page with no phone to show', () => {
  it('offers to clear the filters that hide the phones, and puts the keyboard on what is shown then', async () => {
    const { request } = renderCategory('Samsung Phones', async () => ({ products: [], page: 1, pageSize: 12, total: 0 }), 'en', '?condition=Fair&minPrice=90000&sort=price-asc');
    expect(await screen.findByRole('heading', { level: 2, name: 'No product available !!!' })).toBeTruthy();
    expect(screen.getByText('No phone matches every filter you chose.')).toBeTruthy();
    request.mockImplementation(async () => ({ products: [listedProduct()], page: 1, pageSize: 12, total: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('/products/Samsung%20Phones', expect.objectContaining({ query: expect.objectContaining({ sort: 'price-asc', condition: undefined, minPrice: undefined }) })));
    const summary = await screen.findByText('1 phone for sale');
    // The keyboard moves once the new page is on screen, in the effect after it is drawn.
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('with no filter on, says only that there is none, in Bangla too', async () => {
    renderCategory('Samsung Phones', async () => ({ products: [], page: 1, pageSize: 12, total: 0 }), 'bn');
    expect(await screen.findByRole('heading', { level: 2, name: 'কোনো ফোন পাওয়া যায়নি।' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ফিল্টারগুলো মুছে দিন' })).toBeNull();
  });
});
