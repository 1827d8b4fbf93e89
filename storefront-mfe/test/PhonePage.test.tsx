import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, listingPath, type Role, type ShellApi } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import type { PhonePage as Phone } from '@sellphones/contracts/schemas';
import { PhonePage } from '../src/pages/PhonePage.tsx';
import { listedProduct } from './listed-product.ts';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';
import { stubShell } from './stub-shell.ts';

afterEach(cleanup);

const ID = '5f0c8d8e-2b1a-4c3d-9e8f-000000000001';

function phone(overrides: Partial<Phone> = {}): Phone {
  const listed = listedProduct();
  return {
    ...listed,
    photos: [listed.img, 'http://api.test/images/back.webp', 'http://api.test/images/box.webp'],
    photoThumbs: [listed.thumb, 'http://api.test/images/back-thumb.webp', 'http://api.test/images/box-thumb.webp'],
    coverMedium: listed.img,
    sellerSince: '2025-03-10T08:00:00.000Z',
    ...overrides,
  };
}

/** The first page of the phone's brand, which a signed-in reader's page reads for its other phones. */
const BRAND_PATH = listingPath(listedProduct().categoryName);
const NO_OTHER_PHONES = { products: [], page: 1, pageSize: 12, total: 0 };

/** Answers the brand's page with `brandPage` (no other phone), and everything else as `answer` does. */
const withBrandPage =
  (answer: (path: string, options?: { body?: unknown }) => Promise<unknown>, brandPage: unknown = NO_OTHER_PHONES) =>
  async (path: string, options?: { body?: unknown }) =>
    path === BRAND_PATH ? brandPage : answer(path, options);

function renderPage(role: Role | null, answer: (path: string) => Promise<unknown>, language: 'en' | 'bn' = 'en', brandPage?: unknown) {
  const request = vi.fn(withBrandPage(answer, brandPage)) as unknown as ShellApi['request'];
  const page = <PhonePage shell={stubShell(role, request)} />;
  renderWithShellProviders(
    language === 'bn' ? (
      <LocaleProvider language="bn" currency="BDT">
        {page}
      </LocaleProvider>
    ) : (
      page
    ),
    { url: `/phones/${ID}`, route: '/phones/:id' },
  );
  return { request };
}

describe("a phone's page", () => {
  it("shows the seller's rating, and says so when nobody has rated the seller yet", async () => {
    renderPage('buyer', async () => phone({ sellerRating: { average: 4.5, count: 12 } }));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('★ 4.5 (12 ratings)')).toBeTruthy();
    cleanup();
    renderPage('buyer', async () => phone({ sellerRating: { average: null, count: 0 } }));
    expect(within(await screen.findByRole('region', { name: 'Details' })).getByText('No ratings yet')).toBeTruthy();
  });

  it.each([
    { language: 'en', term: 'Selling here since', since: 'Mar 2025' },
    { language: 'bn', term: 'এখানে বিক্রি করছেন', since: 'মার্চ ২০২৫ থেকে' },
  ] as const)('says since when the seller has sold here, to visitors too ($language)', async ({ language, term, since }) => {
    // The last day of February 2025 in UTC is already March in Bangladesh.
    renderPage(null, async () => phone({ sellerSince: '2025-02-28T20:00:00.000Z' }), language);
    const details = await screen.findByRole('region', { name: language === 'en' ? 'Details' : 'বিস্তারিত' });
    const fact = within(details).getByText(term);
    expect(fact.tagName).toBe('DT');
    expect(fact.nextElementSibling?.textContent).toBe(since);
    expect(fact.nextElementSibling?.querySelector('time')?.getAttribute('datetime')).toBe('2025-02-28T20:00:00.000Z');
  });

  describe("the brand's other phones", () => {
    const other = (n: number) =>
      listedProduct({ _id: `5f0c8d8e-2b1a-4c3d-9e8f-00000000001${n}`, name: `Samsung Galaxy S2${n}` });
    // The brand's newest page holds this phone too: it is not offered again.
    const brandPage = { products: [other(1), listedProduct(), other(2), other(3), other(4)], page: 1, pageSize: 12, total: 5 };

    it.each([
      { language: 'en', heading: 'More Samsung Phones', every: 'See all Samsung Phones', book: 'Book Now: Samsung Galaxy S21' },
      { language: 'bn', heading: 'আরও Samsung ফোন', every: 'সব Samsung ফোন দেখুন', book: 'এখনই বুক করুন: Samsung Galaxy S21' },
    ] as const)('shows a buyer three more of the brand, each leading to its page, and the brand ($language)', async ({ language, heading, every, book }) => {
      renderPage('buyer', async () => phone(), language, brandPage);
      const more = await screen.findByRole('region', { name: heading });
      const names = within(more).getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
      expect(names).toEqual(['Samsung Galaxy S21', 'Samsung Galaxy S22', 'Samsung Galaxy S23']);
      expect(within(more).getByRole('link', { name: 'Samsung Galaxy S21' })).toHaveProperty('pathname', `/phones/${other(1)._id}`);
      expect(within(more).getByRole('link', { name: book })).toHaveProperty('pathname', `/phones/${other(1)._id}`);
      expect(within(more).getByRole('link', { name: every })).toHaveProperty('pathname', '/products/Samsung%20Phones');
    });

    it('shows nothing when the brand has no other phone, and reads nothing for a visitor', async () => {
      const { request } = renderPage('buyer', async () => phone(), 'en', { ...brandPage, products: [listedProduct()], total: 1 });
      await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy A54' });
      await waitFor(() => expect(request).toHaveBeenCalledWith(BRAND_PATH, expect.anything()));
      expect(screen.queryByRole('region', { name: 'More Samsung Phones' })).toBeNull();
      cleanup();
      const visitor = renderPage(null, async () => phone());
      await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy A54' });
      expect(visitor.request).not.toHaveBeenCalledWith(BRAND_PATH, expect.anything());
      expect(screen.queryByRole('region', { name: 'More Samsung Phones' })).toBeNull();
    });
  });

  it('lets a signed-in person report the listing once: reason and words checked, the answer shown', async () => {
    const sent: unknown[] = [];
    const { request } = renderPage('buyer', async () => phone());
    vi.mocked(request).mockImplementation(withBrandPage(async (path: string, options?: { body?: unknown }) => {
      if (path === '/reports') {
        sent.push(options?.body);
        return { acknowledged: true, insertedId: ID };
      }
      return phone();
    }) as never);
    const open = await screen.findByRole('button', { name: 'Report this listing' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    const form = screen.getByRole('form', { name: 'Report this listing' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(within(form).getByText('Choose what is wrong')).toBeTruthy();
    expect(within(form).getByText('Tell us what is wrong in a few words (at least 10 characters).')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(within(form).getByLabelText(/What is wrong/));
    await userEvent.selectOptions(within(form).getByLabelText(/What is wrong/), 'scam');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(document.activeElement).toBe(within(form).getByLabelText(/Tell us more/));
    await userEvent.type(within(form).getByLabelText(/Tell us more/), 'Asks for money before meeting.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    const thanks = await screen.findByText('Thank you: our team will look at this listing.');
    // The form the buyer was in is gone: the keyboard is on the thanks, which a screen reader reads.
    expect(document.activeElement).toBe(thanks);
    expect(sent).toEqual([{ productId: ID, reason: 'scam', text: 'Asks for money before meeting.' }]);
  });

  it('says a listing reported before is with the team, and gives the keyboard back to Send on another refusal', async () => {
    const answers = [
      new ApiError(503, 'Service Unavailable'),
      new ApiError(409, 'You have already reported this listing. Our team will look at it.', 'REPORT_DUPLICATE'),
    ];
    const { request } = renderPage('buyer', async () => phone());
    vi.mocked(request).mockImplementation(withBrandPage(async (path: string) => {
      if (path === '/reports') throw answers.shift();
      return phone();
    }) as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const form = screen.getByRole('form', { name: 'Report this listing' });
    await userEvent.selectOptions(within(form).getByLabelText(/What is wrong/), 'scam');
    await userEvent.type(within(form).getByLabelText(/Tell us more/), 'Asks for money before meeting.');
    const send = within(form).getByRole('button', { name: 'Send the report' });
    await userEvent.click(send);
    expect(await within(form).findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(send));

    await userEvent.click(send);
    const said = await screen.findByText('You have already reported this listing. Our team will look at it.');
    expect(said.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(said);
    expect(screen.queryByRole('form', { name: 'Report this listing' })).toBeNull();
  });

  it.each([
    { language: 'en', said: 'You reported this listing on 20 Nov 2026. Our team will look at it.', open: 'Report this listing' },
    { language: 'bn', said: 'আপনি ২০ নভে, ২০২৬ তারিখে এই বিজ্ঞাপনের বিরুদ্ধে অভিযোগ করেছেন। আমাদের দল এটি দেখবে।', open: 'এই বিজ্ঞাপনের বিরুদ্ধে অভিযোগ করুন' },
  ] as const)('says when the reader reported the listing before, instead of offering the form again ($language)', async ({ language, said, open }) => {
    renderPage('buyer', async () => phone({ youReportedAt: '2026-11-20T10:00:00.000Z' }), language);
    expect(await screen.findByText(said)).toBeTruthy();
    expect(screen.queryByRole('button', { name: open })).toBeNull();
  });

  it('writes each condition with a capital, as the others are', async () => {
    renderPage('buyer', async () => phone({ condition: 'excellent' }));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Excellent')).toBeTruthy();
  });

  it('tells the buyer to check the IMEI with NEIR before paying: the exact SMS once booked', async () => {
    renderPage('buyer', async () => phone({ imei: { last4: '7518' } }));
    expect(await screen.findByText(/Book it to see its whole IMEI, then check it by SMS to 16002/)).toBeTruthy();
    cleanup();
    renderPage('buyer', async () => phone({ imei: { last4: '7518', full: '490154203237518' } }));
    expect(await screen.findByText('KYD 490154203237518')).toBeTruthy();
    expect(screen.getByText(/Before you pay, check this phone with NEIR/)).toBeTruthy();
  });

  it("offers no report of one's own listing, nor to a visitor", async () => {
    renderPage('seller', async () => phone({ isOwn: true }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
    cleanup();
    renderPage(null, async () => phone());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });

  it('shows the loading text, then every detail and photo, and names the tab after the phone', async () => {
    const { request } = renderPage('buyer', async () => phone({ phone: '01711000000' }));
    expect(screen.getByText(/loading/i)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy A54' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(`/phones/${ID}`, expect.anything());
    const details = screen.getByRole('region', { name: 'Details' });
    for (const text of ['৳260', '৳449', 'Good', '1 Year', 'Demo Seller', '01711000000', 'Mirpur, Dhaka', '3 days ago']) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    // The row under the cover: the cover's own photo (loaded already), then the others' thumbnails.
    const small = (n: number) =>
      screen.getByRole('button', { name: `View Samsung Galaxy A54, photo ${n} of 3 full screen` }).querySelector('img')?.getAttribute('src');
    expect([small(1), small(2), small(3)]).toEqual([
      'http://api.test/assets/products/a54.svg',
      'http://api.test/images/back-thumb.webp',
      'http://api.test/images/box-thumb.webp',
    ]);
    expect(document.title).toBe('Samsung Galaxy A54 | Sell Phones BD');
  });

  it('shows the cover at the size the screen needs, not the full photo on a phone, and the row reuses it', async () => {
    const cover = 'http://api.test/images/cover.webp';
    renderPage('buyer', async () =>
      phone({
        img: cover,
        photos: [cover, 'http://api.test/images/back.webp'],
        photoThumbs: ['http://api.test/images/cover-thumb.webp', 'http://api.test/images/back-thumb.webp'],
        coverMedium: 'http://api.test/images/cover-medium.webp',
      }),
    );
    const large = (await screen.findByRole('button', { name: 'View photos of Samsung Galaxy A54 full screen' })).querySelector('img')!;
    expect(large.getAttribute('src')).toBe('http://api.test/images/cover-medium.webp');
    expect(large.getAttribute('srcset')).toBe(
      'http://api.test/images/cover-thumb.webp 480w, http://api.test/images/cover-medium.webp 1080w, http://api.test/images/cover.webp 1600w',
    );
    expect(large.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
    const rowFirst = screen.getByRole('button', { name: 'View Samsung Galaxy A54, photo 1 of 2 full screen' }).querySelector('img')!;
    expect([rowFirst.getAttribute('srcset'), rowFirst.getAttribute('sizes')]).toEqual([large.getAttribute('srcset'), large.getAttribute('sizes')]);
  });

  it('lets a buyer book the phone from its page', async () => {
    renderPage('buyer', async () => phone());
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now: Samsung Galaxy A54' }));
    expect(await screen.findByRole('dialog', { name: 'Book Samsung Galaxy A54' })).toBeTruthy();
  });

  it('offers the buyer who booked the phone to pay for it or see My Orders, not Book Now again', async () => {
    const yourBooking = { _id: '7d0f3c3e-2b8a-4c1e-9a57-5f1c2d3e4f50', bookedAt: '2026-11-30T10:00:00.000Z' };
    renderPage('buyer', async () => phone({ yourBooking }));
    expect(await screen.findByText('You booked this phone on 30 Nov 2026. Pay for it to make it yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay for Samsung Galaxy A54' }).getAttribute('href')).toBe(`/dashboard/payment/${yourBooking._id}`);
    expect(screen.getByRole('link', { name: 'See My Orders' }).getAttribute('href')).toBe('/dashboard/myOrders');
    expect(screen.queryByRole('button', { name: /Book Now/ })).toBeNull();
    cleanup();

    renderPage('buyer', async () => phone({ yourBooking }), 'bn');
    expect(await screen.findByText('আপনি ৩০ নভে, ২০২৬ তারিখে ফোনটি বুক করেছেন। দাম পরিশোধ করলে এটি আপনার।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Samsung Galaxy A54-এর দাম পরিশোধ করুন' })).toBeTruthy();
  });

  it('tells the buyer who keeps the phone to pay in cash that it is kept for them, not for "a buyer"', async () => {
    const reservedUntil = '2026-12-02T10:00:00.000Z';
    const yourBooking = { _id: '7d0f3c3e-2b8a-4c1e-9a57-5f1c2d3e4f50', bookedAt: '2026-11-30T10:00:00.000Z', reservedUntil };
    renderPage('buyer', async () => phone({ reservedUntil, yourBooking }));
    expect(await screen.findByText(/^You booked this phone on 30 Nov 2026 to pay in cash at the meetup: it is kept for you until /)).toBeTruthy();
    expect(screen.queryByText(/^Reserved for a buyer who pays in cash/)).toBeNull();
  });

  it('asks a visitor to log in to book, and offers sellers, admins and the owner no Book Now', async () => {
    renderPage(null, async () => phone());
    expect((await screen.findByRole('link', { name: 'Log in to book' })).getAttribute('href')).toBe('/login');
    cleanup();
    for (const role of ['seller', 'admin'] as const) {
      renderPage(role, async () => phone());
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('button', { name: /Book Now/ })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Log in to book' })).toBeNull();
      cleanup();
    }
    renderPage('buyer', async () => phone({ isOwn: true }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Book Now/ })).toBeNull();
  });

  it('says a sold or deleted phone is no longer for sale, and an unknown one is not there', async () => {
    renderPage('buyer', async () => Promise.reject(new ApiError(410, 'This phone is no longer for sale.')));
    expect(await screen.findByRole('heading', { level: 1, name: 'This phone is no longer for sale.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the phones for sale' }).getAttribute('href')).toBe('/');
    cleanup();
    renderPage(null, async () => Promise.reject(new ApiError(404, 'There is no phone at this address.')));
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no phone at this address.' })).toBeTruthy();
  });

  it('tries again by itself, then offers Try again when the phone could not be loaded', async () => {
    let broken = true;
    renderPage('buyer', async () => {
      if (broken) throw new ApiError(503, 'The service is busy. Please try again.');
      return phone();
    });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8_000 });
    broken = false;
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy A54' })).toBeTruthy();
  }, 15_000);

  describe('sharing', () => {
    const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
    const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    afterEach(() => {
      for (const [name, original] of [['share', originalShare], ['clipboard', originalClipboard]] as const) {
        if (original) Object.defineProperty(navigator, name, original);
        else Reflect.deleteProperty(navigator, name);
      }
    });
    const setNavigator = (name: 'share' | 'clipboard', value: unknown) =>
      Object.defineProperty(navigator, name, { value, configurable: true, writable: true });

    it("opens a phone's share sheet with the phone's own address, to anyone", async () => {
      const share = vi.fn(async () => undefined);
      setNavigator('share', share);
      renderPage(null, async () => phone({ name: 'Samsung Galaxy A54', resalePrice: 26_000 }));
      await userEvent.click(await screen.findByRole('button', { name: 'Share this phone' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Samsung Galaxy A54',
        text: 'Samsung Galaxy A54 for ৳26,000 on Sell Phones BD',
        url: `${window.location.origin}/phones/${ID}`,
      });
    });

    it("shares a Bangla page's address with its language, for a Bangla preview and page", async () => {
      const share = vi.fn(async () => undefined);
      setNavigator('share', share);
      renderPage(null, async () => phone({ name: 'Samsung Galaxy A54', resalePrice: 26_000 }), 'bn');
      await userEvent.click(await screen.findByRole('button', { name: 'ফোনটি শেয়ার করুন' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/phones/${ID}?lang=bn` }));
    });

    it('says nothing when the share sheet is closed without sharing', async () => {
      setNavigator('share', vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))));
      const request = vi.fn(withBrandPage(async () => phone())) as unknown as ShellApi['request'];
      const shell = stubShell('buyer', request);
      renderWithShellProviders(<PhonePage shell={shell} />, { url: `/phones/${ID}`, route: '/phones/:id' });
      await userEvent.click(await screen.findByRole('button', { name: 'Share this phone' }));
      expect(shell.notify).not.toHaveBeenCalled();
    });

    it('copies the address where there is no share sheet, and says so', async () => {
      setNavigator('share', undefined);
      const writeText = vi.fn(async () => undefined);
      setNavigator('clipboard', { writeText });
      const request = vi.fn(withBrandPage(async () => phone())) as unknown as ShellApi['request'];
      const shell = stubShell('buyer', request);
      renderWithShellProviders(<PhonePage shell={shell} />, { url: `/phones/${ID}`, route: '/phones/:id' });
      await userEvent.click(await screen.findByRole('button', { name: 'Share this phone' }));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/phones/${ID}`);
      expect(shell.notify).toHaveBeenCalledWith('Link copied: paste it in a chat or a post', 'success');
    });
  });
});

describe("what buyers say about a phone's seller", () => {
  const RATINGS_PATH = `/products/${ID}/seller-ratings`;
  const said = {
    summary: { average: 3.7, count: 25 },
    ratings: [
      { stars: 5, comment: 'Met on time, phone as described.', commentRemoved: false, buyerFirstName: 'Nila', ratedAt: '2026-11-20T10:00:00.000Z' },
      { stars: 2, commentRemoved: true, buyerFirstName: 'Karim', ratedAt: '2026-11-18T10:00:00.000Z' },
      { stars: 4, commentRemoved: false, buyerFirstName: 'Rafiq', ratedAt: '2026-11-15T10:00:00.000Z' },
    ],
  };
  const answering = (ratings: () => Promise<unknown>) => async (path: string) =>
    path === RATINGS_PATH ? ratings() : phone({ sellerRating: { average: 3.7, count: 25 } });

  it('shows the latest ratings, newest first, in the buyers\' words, and a removed comment as removed', async () => {
    const { request } = renderPage(null, answering(async () => said));
    const reviews = await screen.findByRole('region', { name: 'What buyers say about Demo Seller' });
    await within(reviews).findByText('The latest 3 of 25 ratings.');
    const items = within(reviews).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '★★★★★ 5 of 5, from Nila on 20 Nov 2026“Met on time, phone as described.”',
      '★★☆☆☆ 2 of 5, from Karim on 18 Nov 2026Our team removed this comment.',
      '★★★★☆ 4 of 5, from Rafiq on 15 Nov 2026',
    ]);
    expect(request).toHaveBeenCalledWith(RATINGS_PATH, expect.anything());
  });

  it('says them in Bangla', async () => {
    renderPage('buyer', answering(async () => said), 'bn');
    const reviews = await screen.findByRole('region', { name: 'ক্রেতারা Demo Seller সম্পর্কে যা বলেছেন' });
    expect(await within(reviews).findByText('২৫টি রেটিংয়ের মধ্যে সর্বশেষ ৩টি।')).toBeTruthy();
    expect(within(reviews).getByText(/^৫-এর মধ্যে ২, Karim-এর দেওয়া, /)).toBeTruthy();
    expect(within(reviews).getByText('আমাদের দল এই মন্তব্যটি সরিয়ে দিয়েছে।')).toBeTruthy();
  });

  it('reads nothing for a seller nobody has rated', async () => {
    const { request } = renderPage('buyer', async () => phone({ sellerRating: { average: null, count: 0 } }));
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: /What buyers say/ })).toBeNull();
    expect(request).not.toHaveBeenCalledWith(RATINGS_PATH, expect.anything());
  });

  it('offers to try again when the ratings could not be read, and shows them then', async () => {
    let fail = true;
    renderPage('buyer', answering(async () => {
      if (fail) throw new ApiError(503, '');
      return said;
    }));
    const reviews = await screen.findByRole('region', { name: 'What buyers say about Demo Seller' });
    expect(await within(reviews).findByText("The seller's ratings could not be loaded.")).toBeTruthy();
    fail = false;
    await userEvent.click(within(reviews).getByRole('button', { name: /try again/i }));
    expect(await within(reviews).findByText('“Met on time, phone as described.”')).toBeTruthy();
  });
});
