import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ShellApi } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import { CategoryPage } from '../src/pages/CategoryPage.tsx';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';
import { stubShell } from './stub-shell.ts';

afterEach(cleanup);

function renderCategory(cateName: string, answer: () => Promise<unknown>, language: 'en' | 'bn' = 'en') {
  const request = vi.fn(answer) as unknown as ShellApi['request'];
  renderWithShellProviders(
    <LocaleProvider language={language} currency="BDT">
      <CategoryPage shell={stubShell('buyer', request)} />
    </LocaleProvider>,
    { url: `/products/${encodeURIComponent(cateName)}`, route: '/products/:cateName' },
  );
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
