import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import { ProductCard } from '../src/products/ProductCard.tsx';
import { listedProduct } from './listed-product.ts';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';

afterEach(cleanup);

function renderCard(role: Role | null, overrides: Parameters<typeof listedProduct>[0] = {}) {
  const onBook = vi.fn();
  renderWithShellProviders(<ProductCard product={listedProduct(overrides)} role={role} onBook={onBook} />);
  return { onBook };
}

describe('the product card on a category page', () => {
  it('shows one used year as "1 Year" and more as "3 Years"', () => {
    renderCard('buyer', { usedYear: 1 });
    expect(screen.getByText('1 Year')).toBeTruthy();
    cleanup();
    renderCard('buyer', { usedYear: 3 });
    expect(screen.getByText('3 Years')).toBeTruthy();
  });

  it('shows both prices, seller, location and the time posted as relative time', () => {
    renderCard('buyer');
    expect(screen.getByText('৳449')).toBeTruthy();
    expect(screen.getByText('৳260')).toBeTruthy();
    expect(screen.getByText('Demo Seller')).toBeTruthy();
    expect(screen.getByText('Mirpur, Dhaka')).toBeTruthy();
    expect(screen.getByText('3 days ago')).toBeTruthy();
  });

  it('reads in Bangla, with taka in Bangla digits, when the reader chose Bangla', () => {
    renderWithShellProviders(
      <LocaleProvider language="bn" currency="BDT">
        <ProductCard product={listedProduct({ resalePrice: 26_000, originalPrice: 44_999, usedYear: 2 })} role="buyer" onBook={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByText('বিক্রয় মূল্য')).toBeTruthy();
    expect(screen.getByText(/^২৬,০০০\s?৳$/)).toBeTruthy();
    expect(screen.getByText(/^৪৪,৯৯৯\s?৳$/)).toBeTruthy();
    expect(screen.getByText('২ বছর')).toBeTruthy();
    expect(screen.getByText('৩ দিন আগে')).toBeTruthy();
    expect(screen.getByText('ভালো')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'এখনই বুক করুন: Samsung Galaxy A54' })).toBeTruthy();
  });

  it('offers Book Now to a buyer, named after the phone, and hands the phone to the booking form', async () => {
    const { onBook } = renderCard('buyer');
    // Named per phone: a screen reader's list of buttons tells the cards apart.
    await userEvent.click(screen.getByRole('button', { name: 'Book Now: Samsung Galaxy A54' }));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ name: 'Samsung Galaxy A54' }));
  });

  it.each(['seller', 'admin'] as const)('hides Book Now from a %s', (role) => {
    renderCard(role);
    expect(screen.queryByRole('button', { name: /^Book Now/ })).toBeNull();
  });

  it("hides Book Now on the viewer's own phone", () => {
    renderCard('buyer', { isOwn: true });
    expect(screen.queryByRole('button', { name: /^Book Now/ })).toBeNull();
  });

  it('opens the photo in the full-screen viewer from the keyboard', async () => {
    renderCard('buyer');
    const opener = screen.getByRole('button', { name: 'View photo of Samsung Galaxy A54 full screen' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Rotate' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
  });
});
