import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import { AdvertisedCard } from '../src/products/AdvertisedCard.tsx';
import { ProductCard } from '../src/products/ProductCard.tsx';
import { listedProduct } from './listed-product.ts';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';

afterEach(cleanup);

function renderCard(role: Role | null, overrides: Parameters<typeof listedProduct>[0] = {}) {
  const onBook = vi.fn();
  const product = listedProduct(overrides);
  renderWithShellProviders(<ProductCard product={product} role={role} onBook={onBook} />);
  return { onBook, product };
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

  it('names the condition the seller gave, and none when they gave none, in either language', () => {
    renderCard('buyer', { condition: 'Fair' });
    expect(screen.getByText('Condition')).toBeTruthy();
    expect(screen.getByText('Fair')).toBeTruthy();
    cleanup();
    renderCard('buyer', { condition: undefined });
    expect(screen.queryByText('Condition')).toBeNull();
    expect(screen.queryByText('Good')).toBeNull();
    cleanup();
    renderWithShellProviders(
      <LocaleProvider language="bn" currency="BDT">
        <ProductCard product={listedProduct({ condition: undefined })} role="buyer" onBook={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.queryByText('অবস্থা')).toBeNull();
    expect(screen.queryByText('ভালো')).toBeNull();
  });

  it("gives a signed-in reader the seller's number as a link a phone calls with one tap", () => {
    renderCard('buyer', { phone: '01712345678' });
    expect(screen.getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:01712345678');
  });

  it("lets a signed-in reader message the seller on WhatsApp about this phone, its page linked", () => {
    const product = renderCard('buyer', { phone: '01712345678' }).product;
    const link = screen.getByRole('link', { name: 'WhatsApp Demo Seller about Samsung Galaxy A54 (opens in a new tab)' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/8801712345678');
    expect(href.searchParams.get('text')).toBe(
      `Hello, is your Samsung Galaxy A54 on Sell Phones BD still for sale? ${window.location.origin}/phones/${product._id}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers no WhatsApp where the number is not shown (to a visitor)', () => {
    renderCard(null, { phone: undefined });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^01/ })).toBeNull();
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

describe("a card's photo", () => {
  const photo = {
    img: 'http://api.test/images/0b5c3c57-8a31-4a5e-9d61-1f6f2a6f0c11.webp',
    thumb: 'http://api.test/images/0b5c3c57-8a31-4a5e-9d61-1f6f2a6f0c11-thumb.webp',
  };

  /** The card's <img> and the <source> a phone's screen takes. */
  function cardPhoto(name = 'Samsung Galaxy A54') {
    const img = screen.getByRole('img', { name }) as HTMLImageElement;
    const source = img.closest('picture')?.querySelector('source');
    return { img, source };
  }

  it('is the thumbnail, with the full photo offered only to a card shown wider than it', () => {
    renderWithShellProviders(<ProductCard product={listedProduct(photo)} role="buyer" onBook={vi.fn()} />);
    const { img, source } = cardPhoto();
    expect(img.getAttribute('src')).toBe(photo.thumb);
    expect(img.getAttribute('srcset')).toBe(`${photo.thumb} 480w, ${photo.img} 1600w`);
    // One column on a phone, in the page's 16 px sides.
    expect(img.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
    // A phone takes the thumbnail whatever its screen's density (3x would choose the 1600 px photo).
    expect(source?.getAttribute('media')).toBe('(max-width: 480px)');
    expect(source?.getAttribute('srcset')).toBe(photo.thumb);
    // Its box is known before it loads: nothing below it moves.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
  });

  it('is fetched first on the first card, and lazily on the others', () => {
    renderWithShellProviders(
      <>
        <ProductCard product={listedProduct({ ...photo, _id: 'a', name: 'First' })} role="buyer" onBook={vi.fn()} priority />
        <ProductCard product={listedProduct({ ...photo, _id: 'b', name: 'Second' })} role="buyer" onBook={vi.fn()} />
      </>,
    );
    const first = cardPhoto('First').img;
    const second = cardPhoto('Second').img;
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });

  it('opens in full in the viewer', async () => {
    renderWithShellProviders(<ProductCard product={listedProduct(photo)} role="buyer" onBook={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'View photo of Samsung Galaxy A54 full screen' }));
    await screen.findByRole('button', { name: 'Rotate' });
    // The page behind the viewer is hidden: what is shown is the viewer's photo, the full one.
    const shown = screen.getAllByRole('img', { name: 'Samsung Galaxy A54' }).map((img) => img.getAttribute('src'));
    expect(shown).toEqual([photo.img]);
    await userEvent.keyboard('{Escape}');
  });

  it('is its only size where the API has no thumbnail (the demo artwork, imgbb)', () => {
    renderWithShellProviders(<ProductCard product={listedProduct()} role="buyer" onBook={vi.fn()} />);
    const { img, source } = cardPhoto();
    expect(img.getAttribute('src')).toBe('http://api.test/assets/products/a54.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(source).toBeFalsy();
  });

  it("is the thumbnail on the home page's advertised cards too", () => {
    const { _id, name, categoryName, location, sellerName, usedYear, originalPrice, resalePrice, timePosted } = listedProduct();
    renderWithShellProviders(
      <AdvertisedCard
        product={{ _id, name, categoryName, location, sellerName, usedYear, originalPrice, resalePrice, timePosted, ...photo }}
        role={null}
      />,
    );
    const { img, source } = cardPhoto();
    expect(img.getAttribute('src')).toBe(photo.thumb);
    expect(img.getAttribute('srcset')).toBe(`${photo.thumb} 480w, ${photo.img} 1600w`);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(source?.getAttribute('srcset')).toBe(photo.thumb);
  });
});
