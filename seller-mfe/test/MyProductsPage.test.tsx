import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OWN_LIST_PAGE_SIZE, type ShellApi } from '@sellphones/contracts';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { LocaleProvider } from '@sellphones/ui';
import { MyProductsPage } from '../src/pages/MyProductsPage.tsx';
import { renderWithShell, stubShell } from './render-with-shell.tsx';

afterEach(cleanup);

const product = (overrides: Partial<MyProduct>): MyProduct =>
  ({
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Phone',
    categoryName: 'Oppo Phones',
    img: 'http://api.test/images/a.webp',
    thumb: 'http://api.test/images/a-small.webp',
    originalPrice: 300,
    resalePrice: 200,
    condition: 'Good',
    usedYear: 1,
    phone: '01711223344',
    location: 'Dhaka',
    description: 'Fine',
    sellerEmail: 'seller@example.test',
    sellerName: 'Rahim',
    timePosted: '2026-11-20T10:00:00.000Z',
    sold: false,
    advertised: false,
    ...overrides,
  }) as MyProduct;

function shellListing(products: MyProduct[], extra?: ShellApi['request']) {
  const request = vi.fn(async (path: string, options?: { method?: string }) => {
    if (!options?.method || options.method === 'GET') return products;
    return extra ? extra(path, options as never) : { acknowledged: true };
  });
  return stubShell({ request: request as ShellApi['request'] });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('My Products', () => {
  it('offers Advertise only for unsold phones, and Delete not for sold ones', async () => {
    renderWithShell(
      <MyProductsPage
        shell={shellListing([
          product({ _id: '00000000-0000-4000-8000-000000000001', name: 'Unsold Oppo' }),
          product({ _id: '00000000-0000-4000-8000-000000000002', name: 'Sold Vivo', sold: true }),
          product({ _id: '00000000-0000-4000-8000-000000000003', name: 'Advertised Realme', advertised: true }),
        ])}
      />,
    );
    await screen.findByText('Unsold Oppo');

    const sold = within(rowOf('Sold Vivo'));
    expect(sold.getByText('Sold')).toBeTruthy();
    expect(sold.queryByRole('button', { name: /^Advertise / })).toBeNull();
    expect(sold.queryByRole('button', { name: /^Delete / })).toBeNull();

    const unsold = within(rowOf('Unsold Oppo'));
    expect(unsold.getByText('Unsold')).toBeTruthy();
    expect(unsold.getByRole('button', { name: 'Advertise Unsold Oppo' })).toBeTruthy();
    expect(unsold.getByRole('button', { name: 'Delete Unsold Oppo' })).toBeTruthy();

    const advertised = within(rowOf('Advertised Realme'));
    expect(advertised.getByText('Advertised')).toBeTruthy();
    expect(advertised.queryByRole('button', { name: /^Advertise / })).toBeNull();
  });

  it("shows each phone's small copy, not its full photo, on a phone's data plan", async () => {
    renderWithShell(<MyProductsPage shell={shellListing([product({ name: 'Unsold Oppo' })])} />);
    const picture = await screen.findByRole('img', { name: 'Unsold Oppo' });
    expect(picture.getAttribute('src')).toBe('http://api.test/images/a-small.webp');
  });

  it('tells the seller why an admin hid a listing, and offers nothing on it', async () => {
    renderWithShell(
      <MyProductsPage
        shell={shellListing([
          product({ name: 'Hidden Oppo', hiddenReason: 'Reported as stolen; NEIR shows it blocked.', hiddenAt: '2026-11-22T10:00:00.000Z' }),
        ])}
      />,
    );
    await screen.findByText('Hidden Oppo');
    const hidden = within(rowOf('Hidden Oppo'));
    expect(hidden.getByText('Hidden by our team: Reported as stolen; NEIR shows it blocked.')).toBeTruthy();
    expect(hidden.queryByRole('button')).toBeNull();
  });

  it('asks before advertising, then says so', async () => {
    const shell = shellListing([product({ name: 'Unsold Oppo' })]);
    renderWithShell(<MyProductsPage shell={shell} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Advertise Unsold Oppo' }));
    expect(screen.getByText('Are you sure advertise Unsold Oppo product')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await vi.waitFor(() => expect(shell.notify).toHaveBeenCalledWith('advertise product successful', 'success'));
    expect(shell.request).toHaveBeenCalledWith('/advertise/00000000-0000-4000-8000-000000000001', { method: 'PUT' });
    // Advertise is gone once the phone is advertised: the keyboard goes on to the phone's next button.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Change price of Unsold Oppo'));
  });

  it('deletes only after OK, and shows a refusal readably', async () => {
    const shell = shellListing([product({ name: 'Unsold Oppo' })], async () => {
      throw new ApiError(409, 'A sold phone stays in the order history and cannot be deleted');
    });
    renderWithShell(<MyProductsPage shell={shell} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Unsold Oppo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(shell.request).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Unsold Oppo' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await vi.waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith('A sold phone stays in the order history and cannot be deleted', 'error'),
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete Unsold Oppo'));
  });

  it("puts the keyboard on the next phone's first button once one is deleted, and on the heading after the last", async () => {
    const listed = [
      product({ name: 'Unsold Oppo' }),
      product({ _id: '00000000-0000-4000-8000-000000000002', name: 'Sold Vivo', sold: true }),
      product({ _id: '00000000-0000-4000-8000-000000000003', name: 'Advertised Realme', advertised: true }),
    ];
    const deleteListed = async (path: string) => {
      listed.splice(listed.findIndex((one) => path.endsWith(one._id)), 1);
      return { deletedCount: 1 };
    };
    const shell = shellListing(listed, deleteListed as ShellApi['request']);
    renderWithShell(<MyProductsPage shell={shell} />);
    const focusedName = () => document.activeElement?.getAttribute('aria-label');
    const deleteOne = async (name: string) => {
      await userEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }));
      await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
      await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    };
    await deleteOne('Unsold Oppo');
    // The sold phone has no buttons; the advertised one starts with Change price.
    await waitFor(() => expect(focusedName()).toBe('Change price of Advertised Realme'));
    await deleteOne('Advertised Realme');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Products' })));
  });

  it('shows the empty state with a link to add a product', async () => {
    renderWithShell(<MyProductsPage shell={shellListing([])} />);
    expect(await screen.findByText('No Product Added!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe('/dashboard/addProduct');
  });

  it('shows Loading.... and then a failed fetch with a retry', async () => {
    let fail = true;
    const request = vi.fn(async () => {
      if (fail) throw new ApiError(503, 'The service is temporarily unavailable.');
      return [];
    });
    renderWithShell(<MyProductsPage shell={stubShell({ request: request as ShellApi['request'] })} />);
    expect(screen.getByText('Loading....')).toBeTruthy();
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Product Added!')).toBeTruthy();
  });

  it('shows the first page and, while pages come back full, more on request', async () => {
    const firstPage = Array.from({ length: OWN_LIST_PAGE_SIZE }, (_, i) =>
      product({ _id: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`, name: `Phone ${i}` }),
    );
    const secondPage = [product({ _id: '00000000-0000-4000-8000-000000000999', name: 'Oldest Phone' })];
    const request = vi.fn(async (path: string) => (path.includes('page=2') ? secondPage : firstPage));
    renderWithShell(<MyProductsPage shell={stubShell({ request: request as ShellApi['request'] })} />);
    await screen.findByText('Phone 0');
    expect(screen.queryByText('Oldest Phone')).toBeNull();
    expect(request).toHaveBeenCalledWith(`/myProduct/seller%40example.test?page=1&limit=${OWN_LIST_PAGE_SIZE}`, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Show more products' }));
    await screen.findByText('Oldest Phone');
    expect(screen.getByText('Phone 0')).toBeTruthy();
    // The second page was short: it was the last.
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
    // The button pressed is gone: the keyboard goes on at the first phone loaded.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Advertise Oldest Phone'));
  });

  describe('changing the price', () => {
    const priceBox = () => screen.getByLabelText('New resale price (৳)', { selector: 'input' });
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save price', hidden: true }));

    it('checks the price before sending it, reads Bangla digits, and says what the phone now costs', async () => {
      const answer = async (_path: string, options?: { body?: unknown }) => ({ resalePrice: (options?.body as { resalePrice: number }).resalePrice });
      const shell = shellListing(
        [product({ name: 'Unsold Oppo' }), product({ _id: '00000000-0000-4000-8000-000000000002', name: 'Sold Oppo', sold: true })],
        answer as ShellApi['request'],
      );
      renderWithShell(<MyProductsPage shell={shell} />);
      await screen.findByText('Unsold Oppo');
      expect(within(rowOf('Sold Oppo')).queryByRole('button', { name: /^Change price/ })).toBeNull();
      await userEvent.click(within(rowOf('Unsold Oppo')).getByRole('button', { name: 'Change price of Unsold Oppo' }));
      expect(screen.getByRole('heading', { name: 'Change the price of Unsold Oppo', hidden: true })).toBeTruthy();
      expect(priceBox().getAttribute('aria-describedby')).toBe('new-resale-price-hint');
      expect(screen.getByText('Now ৳200; at most the original price, ৳300. Buyers who booked it pay no more than the new price.')).toBeTruthy();

      await save();
      expect(await screen.findByText('Please enter resale price')).toBeTruthy();
      await userEvent.type(priceBox(), 'cheap');
      await save();
      expect(await screen.findByText('Enter the price in digits, e.g. 25000')).toBeTruthy();
      await userEvent.clear(priceBox());
      await userEvent.type(priceBox(), '301');
      await save();
      expect(await screen.findByText('Resale price cannot be more than the original price')).toBeTruthy();
      expect(shell.request).toHaveBeenCalledTimes(1);

      await userEvent.clear(priceBox());
      await userEvent.type(priceBox(), '১৭৫');
      await save();
      await vi.waitFor(() => expect(shell.notify).toHaveBeenCalledWith('Unsold Oppo now costs ৳175', 'success'));
      expect(shell.request).toHaveBeenCalledWith('/product/00000000-0000-4000-8000-000000000001/price', { method: 'PUT', body: { resalePrice: 175 } });
      expect(screen.queryByRole('heading', { name: 'Change the price of Unsold Oppo', hidden: true })).toBeNull();
    });

    it('keeps the dialog and the price typed when the API refuses, and says why', async () => {
      const shell = shellListing([product({ name: 'Unsold Oppo' })], async () => {
        throw new ApiError(409, 'A buyer is paying for this phone right now. Try again in 15 minutes.', 'LISTING_BEING_PAID');
      });
      renderWithShell(<MyProductsPage shell={shell} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Change price of Unsold Oppo' }));
      await userEvent.type(priceBox(), '150');
      await save();
      expect(await screen.findByRole('alert', { hidden: true })).toHaveProperty('textContent', 'A buyer is paying for this phone right now. Try again in 15 minutes.');
      expect((priceBox() as HTMLInputElement).value).toBe('150');
      expect(shell.notify).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
      expect(screen.queryByRole('heading', { name: 'Change the price of Unsold Oppo', hidden: true })).toBeNull();
    });
  });

  describe('changing the details', () => {
    const dialog = () => within(screen.getByRole('heading', { name: 'Edit the details of Unsold Oppo', hidden: true }).closest('form')!);
    const box = (label: string) => dialog().getByLabelText(label, { exact: false }) as HTMLInputElement;
    const save = () => userEvent.click(dialog().getByRole('button', { name: 'Save details', hidden: true }));
    const listed = product({
      name: 'Unsold Oppo',
      condition: 'excellent',
      usedYear: 2,
      phone: '01711223344',
      division: 'dhaka',
      district: 'gazipur',
      area: 'Tongi',
      description: 'Boxed, one owner',
    });

    it('starts from the listing, checks as Add a Product does, and sends the details only', async () => {
      const shell = shellListing([listed, product({ _id: '00000000-0000-4000-8000-000000000002', name: 'Sold Oppo', sold: true })]);
      renderWithShell(<MyProductsPage shell={shell} />);
      await screen.findByText('Unsold Oppo');
      expect(within(rowOf('Sold Oppo')).queryByRole('button', { name: /^Edit details/ })).toBeNull();
      await userEvent.click(within(rowOf('Unsold Oppo')).getByRole('button', { name: 'Edit details of Unsold Oppo' }));
      expect(dialog().getByRole('heading', { name: 'Edit the details of Unsold Oppo', hidden: true })).toBeTruthy();
      expect(dialog().getByText('The name, category and IMEI stay as listed; the price and the photos have buttons of their own.')).toBeTruthy();
      expect(box('Condition').value).toBe('excellent');
      // A listed phone has a condition: the three, and no "Select condition" to go back to.
      expect(Array.from((box('Condition') as unknown as HTMLSelectElement).options, (option) => option.value)).toEqual(['excellent', 'Good', 'Fair']);
      expect(box('Used Years').value).toBe('2');
      expect(box('Phone').value).toBe('01711223344');
      expect(box('District').value).toBe('gazipur');
      expect(box('Area').value).toBe('Tongi');
      expect(box('Description').value).toBe('Boxed, one owner');

      // Another division empties the district, which must be chosen again; an empty description is refused.
      await userEvent.selectOptions(box('Division'), 'chattogram');
      expect(box('District').value).toBe('');
      await userEvent.clear(box('Description'));
      await userEvent.clear(box('Phone'));
      await userEvent.type(box('Phone'), '01234567890');
      await save();
      expect(await dialog().findByText('Please select your district')).toBeTruthy();
      expect(dialog().getByText('Enter your description')).toBeTruthy();
      expect(dialog().getByText(/^Please enter a Bangladeshi mobile number/)).toBeTruthy();
      expect(box('Description').getAttribute('aria-invalid')).toBe('true');
      expect(shell.request).toHaveBeenCalledTimes(1);

      await userEvent.selectOptions(box('District'), 'coxs-bazar');
      await userEvent.type(box('Description'), '  Screen replaced  ');
      await userEvent.clear(box('Phone'));
      await userEvent.type(box('Phone'), '০১৮১২৩৪৫৬৭৮');
      await userEvent.clear(box('Used Years'));
      await userEvent.type(box('Used Years'), '৩');
      await save();
      await vi.waitFor(() => expect(shell.notify).toHaveBeenCalledWith('The details of Unsold Oppo are saved', 'success'));
      expect(shell.request).toHaveBeenCalledWith('/product/00000000-0000-4000-8000-000000000001/details', {
        method: 'PUT',
        body: {
          condition: 'excellent',
          usedYear: 3,
          phone: '01812345678',
          division: 'chattogram',
          district: 'coxs-bazar',
          area: 'Tongi',
          description: 'Screen replaced',
        },
      });
      expect(screen.queryByRole('heading', { name: 'Edit the details of Unsold Oppo', hidden: true })).toBeNull();
    });

    it('speaks Bangla: the button, the heading, the fields and their messages', async () => {
      renderWithShell(
        <LocaleProvider language="bn" currency="BDT">
          <MyProductsPage shell={shellListing([listed])} />
        </LocaleProvider>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Unsold Oppo-এর বিবরণ বদলান' }));
      const form = within(screen.getByRole('heading', { name: 'Unsold Oppo-এর বিবরণ বদলান', hidden: true }).closest('form')!);
      expect((form.getByLabelText('বিভাগ', { exact: false }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('ঢাকা');
      expect((form.getByLabelText('জেলা', { exact: false }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('গাজীপুর');
      await userEvent.clear(form.getByLabelText('বিবরণ', { exact: false }));
      await userEvent.click(form.getByRole('button', { name: 'বিবরণ সংরক্ষণ করুন', hidden: true }));
      expect(await form.findByText('বিবরণ লিখুন')).toBeTruthy();
    });

    it('leaves a listing that names no condition without one, unless the seller chooses one', async () => {
      const { condition: _none, ...unsaid } = listed;
      const shell = shellListing([unsaid as MyProduct]);
      renderWithShell(<MyProductsPage shell={shell} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit details of Unsold Oppo' }));
      const condition = box('Condition') as unknown as HTMLSelectElement;
      expect(condition.value).toBe('');
      expect(condition.selectedOptions[0]?.textContent).toBe('Select condition');
      await save();
      await vi.waitFor(() => expect(shell.notify).toHaveBeenCalledWith('The details of Unsold Oppo are saved', 'success'));
      const sent = vi.mocked(shell.request).mock.calls.find(([, options]) => (options as { method?: string } | undefined)?.method === 'PUT');
      const { body } = sent![1] as { body: object };
      expect(body).toMatchObject({ description: 'Boxed, one owner' });
      expect(body).not.toHaveProperty('condition');
    });

    it('keeps the dialog and what was typed when the API refuses, and says why', async () => {
      const shell = shellListing([listed], async () => {
        throw new ApiError(409, 'Only the details of a phone still for sale can be changed.', 'LISTING_DETAILS_NOT_FOR_SALE');
      });
      renderWithShell(<MyProductsPage shell={shell} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit details of Unsold Oppo' }));
      await userEvent.type(box('Description'), '. Charger included');
      await save();
      expect(await dialog().findByRole('alert', { hidden: true })).toHaveProperty('textContent', 'Only the details of a phone still for sale can be changed.');
      expect(box('Description').value).toBe('Boxed, one owner. Charger included');
      expect(shell.notify).not.toHaveBeenCalled();

      await userEvent.click(dialog().getByRole('button', { name: 'Cancel', hidden: true }));
      expect(screen.queryByRole('heading', { name: 'Edit the details of Unsold Oppo', hidden: true })).toBeNull();
    });
  });

  describe('changing the photos', () => {
    const dialog = () => within(screen.getByRole('heading', { name: 'Change the photos of Unsold Oppo', hidden: true }).closest('form')!);
    const save = () => userEvent.click(dialog().getByRole('button', { name: 'Save photos', hidden: true }));
    const PHOTOS = ['http://api.test/images/cover.webp', 'http://api.test/images/back.webp'];

    function shellWithPhotos(onPut: (body: unknown) => unknown) {
      const request = vi.fn(async (path: string, options?: { method?: string; body?: unknown }) => {
        if (options?.method === 'PUT') return onPut(options.body);
        if (path.startsWith('/phones/')) {
          return { _id: '00000000-0000-4000-8000-000000000001', photos: PHOTOS, photoThumbs: PHOTOS.map((url) => url.replace('.webp', '-thumb.webp')) };
        }
        return [product({ name: 'Unsold Oppo' })];
      });
      const uploadImage = vi.fn(async () => ({ success: true, data: { display_url: 'http://api.test/images/new.webp' } }));
      return stubShell({ request: request as ShellApi['request'], uploadImage: uploadImage as ShellApi['uploadImage'] });
    }

    it("starts from the phone's photos; a new cover, one removed and one added are saved in that order", async () => {
      const shell = shellWithPhotos((body) => body);
      renderWithShell(<MyProductsPage shell={shell} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Change photos of Unsold Oppo' }));
      expect(await dialog().findAllByText('Photo uploaded', undefined, { timeout: 2000 })).toHaveLength(2);
      expect(dialog().getByText(/A photo you remove is deleted from the site by the next day/)).toBeTruthy();
      // Shown by their thumbnails, saved by their own addresses.
      expect(dialog().getByRole('img', { name: 'Photo 1', hidden: true }).getAttribute('src')).toBe('http://api.test/images/cover-thumb.webp');

      await userEvent.click(dialog().getByRole('button', { name: 'Move photo 2 earlier', hidden: true }));
      await userEvent.click(dialog().getByRole('button', { name: 'Remove photo 2', hidden: true }));
      const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'new.jpg', { type: 'image/jpeg' });
      await userEvent.upload(dialog().getByLabelText('Product Image'), photo);
      await waitFor(() => expect(dialog().getAllByText('Photo uploaded')).toHaveLength(2));
      await save();

      await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('The photos of Unsold Oppo are saved', 'success'));
      expect(shell.request).toHaveBeenCalledWith('/product/00000000-0000-4000-8000-000000000001/photos', {
        method: 'PUT',
        body: { img: 'http://api.test/images/back.webp', morePhotos: ['http://api.test/images/new.webp'] },
      });
    });

    it('leaves out a file that is not a photo and says so in the dialog, keeping the photos there', async () => {
      const shell = shellWithPhotos((body) => body);
      renderWithShell(<MyProductsPage shell={shell} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Change photos of Unsold Oppo' }));
      expect(await dialog().findAllByText('Photo uploaded', undefined, { timeout: 2000 })).toHaveLength(2);
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(dialog().getByLabelText('Product Image'), new File(['hello'], 'fake.txt', { type: 'text/plain' }));
      expect(await dialog().findByText('fake.txt was not added: choose a JPEG, PNG or WebP photo.')).toBeTruthy();
      expect(dialog().getAllByRole('button', { name: /^Remove photo/, hidden: true })).toHaveLength(2);
      expect(shell.uploadImage).not.toHaveBeenCalled();
      await save();
      await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('The photos of Unsold Oppo are saved', 'success'));
    });

    it('asks for a photo when every one was removed, and keeps the dialog when the API refuses', async () => {
      const shell = shellWithPhotos(() => {
        throw new ApiError(409, 'A buyer is paying for this phone right now. Try again in 15 minutes.', 'LISTING_BEING_PAID');
      });
      renderWithShell(<MyProductsPage shell={shell} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Change photos of Unsold Oppo' }));
      await dialog().findAllByText('Photo uploaded');
      await userEvent.click(dialog().getByRole('button', { name: 'Remove photo 2', hidden: true }));
      await userEvent.click(dialog().getByRole('button', { name: 'Remove photo 1', hidden: true }));
      await save();
      expect(await dialog().findByText('Please select your photo')).toBeTruthy();
      expect(shell.request).not.toHaveBeenCalledWith(expect.stringMatching(/\/photos$/), expect.anything());

      const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'new.jpg', { type: 'image/jpeg' });
      await userEvent.upload(dialog().getByLabelText('Product Image'), photo);
      await dialog().findByText('Photo uploaded');
      await save();
      expect(await dialog().findByText('A buyer is paying for this phone right now. Try again in 15 minutes.')).toBeTruthy();
      expect(shell.notify).not.toHaveBeenCalled();
    });
  });
});
