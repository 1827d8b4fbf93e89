import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, BD_PHONE_MESSAGES, IMEI_MESSAGES, type ShellApi } from '@sellphones/contracts';
import { USED_YEARS_MAX, type NewProduct } from '@sellphones/contracts/schemas';
import { LocaleProvider } from '@sellphones/ui';
import { AddProductPage } from '../src/pages/AddProductPage.tsx';
import { memoryDevice, renderWithShell, stubShell } from './render-with-shell.tsx';

afterEach(cleanup);

/** Whether the browser would ask before the page is closed or reloaded. */
function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The error text tied to an input through aria-describedby, as a screen reader reads it. */
function messageOf(label: string): string | null {
  const input = screen.getByLabelText(label, { exact: true });
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Everything aria-describedby points at (a hint, then an error), as a screen reader reads it. */
function descriptionOf(label: string): string {
  const ids = screen.getByLabelText(label, { exact: true }).getAttribute('aria-describedby') ?? '';
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add Product' }));

/** The product the form sent in its first request. */
const firstSentProduct = (request: ReturnType<typeof vi.fn>) => (request.mock.calls[0] as unknown as [string, { body: NewProduct }])[1].body;

async function fillValidProduct() {
  await userEvent.type(screen.getByLabelText('Product Name'), 'Xiaomi Note 11');
  await userEvent.upload(
    screen.getByLabelText('Product Image'),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'phone.jpg', { type: 'image/jpeg' }),
  );
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Xiaomi Phones');
  await userEvent.type(screen.getByLabelText('Original Price (৳)'), '250');
  await userEvent.type(screen.getByLabelText('Resale Price (৳)'), '199.99');
  await userEvent.type(screen.getByLabelText('Used Years'), '1');
  await userEvent.type(screen.getByLabelText('Phone'), '01711223344');
  await userEvent.type(screen.getByLabelText('IMEI'), '35 209900 176148 1');
  await userEvent.selectOptions(screen.getByLabelText('Division'), 'Chattogram');
  await userEvent.selectOptions(screen.getByLabelText('District'), "Cox's Bazar");
  await userEvent.type(screen.getByLabelText('Area (optional)'), 'Kolatoli');
  await userEvent.type(screen.getByLabelText('Description'), 'No scratches.');
}

describe('the add-product form', () => {
  it('speaks Bangla: labels in taka, every required message, and the place lists', async () => {
    renderWithShell(
      <LocaleProvider language="bn" currency="BDT">
        <AddProductPage shell={stubShell()} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await waitFor(() => expect(messageOf('পণ্যের নাম')).toBe('পণ্যের নাম লিখুন'));
    expect(messageOf('আসল দাম (৳)')).toBe('আসল দাম লিখুন');
    expect(messageOf('বিভাগ')).toBe('আপনার বিভাগ বেছে নিন');
    expect(descriptionOf('IMEI')).toContain('ফোনের IMEI লিখুন');
    // The phone's photo, not the seller's own; the used years asked for without repeating the label.
    expect(descriptionOf('পণ্যের ছবি')).toContain('ফোনের ছবি বেছে নিন');
    expect(messageOf('কত বছর ব্যবহৃত')).toBe('ফোনটি কত বছর ব্যবহার করেছেন লিখুন (এক বছরের কম হলে ০)।');
    await userEvent.selectOptions(screen.getByLabelText('বিভাগ'), 'চট্টগ্রাম');
    expect(screen.getByRole('option', { name: 'কক্সবাজার' })).toBeTruthy();
    // Brands read as Bangla readers say them; the category sent stays the API's English name.
    expect(screen.getByRole('option', { name: 'Xiaomi ফোন' })).toHaveProperty('value', 'Xiaomi Phones');
    // The photo picker too, where the browser's own button would say "Choose Files".
    expect(screen.getByText('ছবি বেছে নিন')).toBeTruthy();
    expect(descriptionOf('পণ্যের ছবি')).toContain('এখনো কোনো ছবি বাছা হয়নি');
  });

  it('shows each required message under its own input', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await submit();
    await waitFor(() => expect(messageOf('Product Name')).toBe('Please enter product name'));
    expect(descriptionOf('Product Image')).toContain('Please select your photo');
    expect(messageOf('Category')).toBe('Please select category name');
    expect(messageOf('Original Price (৳)')).toBe('Please enter original price');
    expect(messageOf('Resale Price (৳)')).toBe('Please enter resale price');
    // The spec's words (reused from the original price) come first, then what is really missing.
    expect(messageOf('Used Years')).toBe(
      'Please enter original price. Used Years is empty: enter how many years the phone has been used (0 if less than one).',
    );
    expect(messageOf('Phone')).toBe('Enter your phone number');
    expect(descriptionOf('IMEI')).toContain(IMEI_MESSAGES.required);
    expect(messageOf('Division')).toBe('Please select your division');
    expect(messageOf('District')).toBe('Please select your district');
    expect(messageOf('Area (optional)')).toBeNull();
    expect(messageOf('Description')).toBe('Enter your description');
    expect(messageOf('Condition')).toBeNull();
  });

  it('asks for a valid phone number shorter than 11 characters', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await userEvent.type(screen.getByLabelText('Phone'), '0171122334');
    await submit();
    await waitFor(() => expect(messageOf('Phone')).toBe('Please valid a phone number'));
  });

  it("lists a division's own districts only, and asks again when the division changes", async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    const district = () => screen.getByLabelText('District') as HTMLSelectElement;
    expect(district().options).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Sylhet');
    expect([...district().options].map((o) => o.text)).toEqual(['Select district', 'Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
    await userEvent.selectOptions(district(), 'Sunamganj');
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Mymensingh');
    expect(district().value).toBe('');
    expect([...district().options].map((o) => o.text)).toContain('Netrokona');
    await submit();
    await waitFor(() => expect(messageOf('District')).toBe('Please select your district'));
  });

  it('asks for a Bangladeshi mobile number when 11 digits are not one', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await userEvent.type(screen.getByLabelText('Phone'), '+14155552671');
    await submit();
    await waitFor(() => expect(messageOf('Phone')).toBe(BD_PHONE_MESSAGES.invalid));
  });

  it('says where to find the IMEI and refuses one whose check digit is wrong', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    const imei = screen.getByLabelText('IMEI');
    expect(descriptionOf('IMEI')).toContain('Dial *#06# on the phone');
    await userEvent.type(imei, '352099001761482');
    await submit();
    await waitFor(() => expect(descriptionOf('IMEI')).toContain(IMEI_MESSAGES.invalid));
    expect(imei.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a resale price above the original price', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await userEvent.type(screen.getByLabelText('Original Price (৳)'), '100');
    await userEvent.type(screen.getByLabelText('Resale Price (৳)'), '120');
    await submit();
    await waitFor(() => expect(messageOf('Resale Price (৳)')).toBe('Resale price cannot be more than the original price'));
  });

  it('uploads the photo when chosen, sends the prices as typed, then goes to My Products', async () => {
    const request = vi.fn(async () => ({ acknowledged: true, insertedId: 'id' }));
    const shell = stubShell({ request: request as ShellApi['request'] });
    renderWithShell(<AddProductPage shell={shell} />);
    await fillValidProduct();
    expect(shell.uploadImage).toHaveBeenCalledOnce();
    await screen.findByText('Photo uploaded');
    await submit();

    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/dashboard/myProducts'));
    expect(request).toHaveBeenCalledWith('/addProduct', {
      method: 'POST',
      body: {
        name: 'Xiaomi Note 11',
        img: 'http://api.test/images/x.webp',
        categoryName: 'Xiaomi Phones',
        originalPrice: 250,
        resalePrice: 199.99,
        usedYear: 1,
        phone: '01711223344',
        imei: '352099001761481',
        division: 'chattogram',
        district: 'coxs-bazar',
        area: 'Kolatoli',
        description: 'No scratches.',
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    // No condition chosen: the listing names none rather than one the seller never said.
    expect(firstSentProduct(request)).not.toHaveProperty('condition');
    expect(shell.notify).toHaveBeenCalledWith('Xiaomi Note 11 info save successful', 'success');
  });

  it('reads prices, years, phone and IMEI typed in Bangla digits, prices with grouping commas', async () => {
    const request = vi.fn(async () => ({ acknowledged: true, insertedId: 'id' }));
    const shell = stubShell({ request: request as ShellApi['request'] });
    renderWithShell(<AddProductPage shell={shell} />);
    await fillValidProduct();
    for (const [label, typed] of [
      ['Original Price (৳)', '২৫,০০০'],
      ['Resale Price (৳)', '১৯৯৯৯.৫'],
      ['Used Years', '২'],
      ['Phone', '০১৭১১-২২৩৩৪৪'],
      ['IMEI', '৩৫ ২০৯৯০০ ১৭৬১৪৮ ১'],
    ] as const) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), typed);
    }
    await screen.findByText('Photo uploaded');
    await submit();

    await waitFor(() => expect(request).toHaveBeenCalledOnce());
    expect(firstSentProduct(request)).toMatchObject({ originalPrice: 25000, resalePrice: 19999.5, usedYear: 2, phone: '01711-223344', imei: '352099001761481' });
  });

  it('asks for a price in digits when something else is typed', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await userEvent.type(screen.getByLabelText('Original Price (৳)'), 'twenty thousand');
    await userEvent.type(screen.getByLabelText('Used Years'), '১.৫');
    await submit();
    await waitFor(() => expect(messageOf('Original Price (৳)')).toBe('Enter the price in digits, e.g. 25000'));
    expect(messageOf('Used Years')).toBe('Used years must be a whole number');
  });

  it('says used years cannot be below 0, in English and in Bangla', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await userEvent.type(screen.getByLabelText('Used Years'), '-1');
    await submit();
    // -1 is a whole number: what is wrong is that it is below 0.
    await waitFor(() => expect(messageOf('Used Years')).toBe('Used years must be 0 or more'));
    cleanup();

    renderWithShell(
      <LocaleProvider language="bn" currency="BDT">
        <AddProductPage shell={stubShell()} />
      </LocaleProvider>,
    );
    await userEvent.type(screen.getByLabelText('কত বছর ব্যবহৃত'), '-১');
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await waitFor(() => expect(messageOf('কত বছর ব্যবহৃত')).toBe('ব্যবহারের বছর ০ বা তার বেশি হতে হবে'));
  });

  it('says used years cannot be more than the API takes, in English and in Bangla', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await userEvent.type(screen.getByLabelText('Used Years'), String(USED_YEARS_MAX + 1));
    await submit();
    await waitFor(() => expect(messageOf('Used Years')).toBe(`Used years must be ${USED_YEARS_MAX} or less`));
    await userEvent.clear(screen.getByLabelText('Used Years'));
    await userEvent.type(screen.getByLabelText('Used Years'), '100');
    await submit();
    await waitFor(() => expect(messageOf('Used Years')).toBe(`Used years must be ${USED_YEARS_MAX} or less`));
    cleanup();

    renderWithShell(
      <LocaleProvider language="bn" currency="BDT">
        <AddProductPage shell={stubShell()} />
      </LocaleProvider>,
    );
    await userEvent.type(screen.getByLabelText('কত বছর ব্যবহৃত'), '৪৫');
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    const banglaMax = USED_YEARS_MAX.toLocaleString('bn-BD');
    await waitFor(() => expect(messageOf('কত বছর ব্যবহৃত')).toBe(`ব্যবহারের বছর ${banglaMax} বা তার কম হতে হবে`));
  });

  it('says how long a name, an area and a description may be, the limits in Bangla digits in Bangla', async () => {
    const paste = async (label: string, text: string) => {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(text);
    };
    renderWithShell(<AddProductPage shell={stubShell()} />);
    await paste('Product Name', 'N'.repeat(121));
    await paste('Area (optional)', 'A'.repeat(61));
    await paste('Description', 'D'.repeat(2001));
    await submit();
    await waitFor(() => expect(messageOf('Product Name')).toBe('Write the product name in at most 120 characters'));
    expect(messageOf('Area (optional)')).toBe('Area must be at most 60 characters');
    expect(messageOf('Description')).toBe('Write the description in at most 2,000 characters');
    cleanup();

    renderWithShell(
      <LocaleProvider language="bn" currency="BDT">
        <AddProductPage shell={stubShell()} />
      </LocaleProvider>,
    );
    await paste('পণ্যের নাম', 'N'.repeat(121));
    await paste('এলাকা (ঐচ্ছিক)', 'A'.repeat(61));
    await paste('বিবরণ', 'D'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await waitFor(() => expect(messageOf('পণ্যের নাম')).toBe('পণ্যের নাম সর্বোচ্চ ১২০ অক্ষরে লিখুন'));
    expect(messageOf('এলাকা (ঐচ্ছিক)')).toBe('এলাকার নাম সর্বোচ্চ ৬০ অক্ষরের হতে পারে');
    expect(messageOf('বিবরণ')).toBe('বিবরণ সর্বোচ্চ ২,০০০ অক্ষরে লিখুন');
  });

  it('shows a refusal from the API and keeps everything typed', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(400, 'Resale price cannot be more than the original price');
    });
    const shell = stubShell({ request: request as ShellApi['request'] });
    renderWithShell(<AddProductPage shell={shell} />);
    await fillValidProduct();
    await screen.findByText('Photo uploaded');
    await submit();

    expect(await screen.findByText('Resale price cannot be more than the original price')).toBeTruthy();
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Product Name').value).toBe('Xiaomi Note 11');
    expect(screen.getByLabelText<HTMLInputElement>('Resale Price (৳)').value).toBe('199.99');
  });

  it('shows a refusal of the IMEI on the IMEI field and puts the keyboard there', async () => {
    const request = vi.fn(async () => {
      // As Chromium does to a button disabled while it waits.
      (document.activeElement as HTMLElement | null)?.blur();
      throw new ApiError(409, IMEI_MESSAGES.alreadyListed, 'IMEI_ALREADY_LISTED');
    });
    renderWithShell(<AddProductPage shell={stubShell({ request: request as ShellApi['request'] })} />);
    await fillValidProduct();
    await screen.findByText('Photo uploaded');
    await submit();

    const imei = screen.getByLabelText('IMEI');
    await waitFor(() => expect(document.activeElement).toBe(imei));
    expect(imei.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf('IMEI')).toContain(IMEI_MESSAGES.alreadyListed);
    // Said once, on the field: not again above the button.
    expect(screen.getAllByText(IMEI_MESSAGES.alreadyListed)).toHaveLength(1);
  });

  it.each([
    ['IMEI_ALREADY_LISTED', IMEI_MESSAGES.alreadyListed, 'এই IMEI-এর একটি ফোনের বিজ্ঞাপন আগেই আছে।'],
    // The seller's own phone listed again: where it is, not a warning that it may be stolen.
    ['IMEI_LISTED_BY_YOU', IMEI_MESSAGES.listedByYou, 'এই ফোনটির বিজ্ঞাপন আপনি আগেই দিয়েছেন: এটি ‘আমার পণ্য’-তে আছে।'],
  ])('says in Bangla, on the IMEI field, why the IMEI is refused (%s)', async (code, message, bangla) => {
    const device = memoryDevice();
    device.write(
      'add-product-draft',
      JSON.stringify({
        savedAt: Date.now(),
        values: {
          productName: 'Xiaomi Note 11',
          categoryName: 'Xiaomi Phones',
          originalPrice: '250',
          resalePrice: '199.99',
          usedYear: '1',
          phone: '01711223344',
          imei: '35 209900 176148 1',
          division: 'chattogram',
          district: 'coxs-bazar',
          description: 'No scratches.',
        },
        photos: [{ url: 'http://api.test/images/x.webp', uploadedAt: Date.now() }],
      }),
    );
    const request = vi.fn(async () => {
      throw new ApiError(409, message, code);
    });
    renderWithShell(
      <LocaleProvider language="bn" currency="BDT">
        <AddProductPage shell={stubShell({ request: request as ShellApi['request'], keptOnDevice: device })} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await waitFor(() => expect(descriptionOf('IMEI')).toContain(bangla));
    expect(document.activeElement).toBe(screen.getByLabelText('IMEI'));
  });

  it('gives the keyboard back to Add Product after any other refusal, said where it was', async () => {
    const request = vi.fn(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      throw new ApiError(400, 'Resale price cannot be more than the original price', 'LISTING_RESALE_ABOVE_ORIGINAL');
    });
    renderWithShell(<AddProductPage shell={stubShell({ request: request as ShellApi['request'] })} />);
    await fillValidProduct();
    await screen.findByText('Photo uploaded');
    await submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Resale price cannot be more than the original price');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Product' })));
    expect(screen.getByLabelText('IMEI').getAttribute('aria-invalid')).toBe('false');
  });

  it('sends the same phone again under the same key after a lost answer, and a changed one under a new key', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(502, 'The server could not be reached. Please try again.');
    });
    const shell = stubShell({ request: request as ShellApi['request'] });
    renderWithShell(<AddProductPage shell={shell} />);
    await fillValidProduct();
    await screen.findByText('Photo uploaded');
    const keyOfCall = (n: number) => (request.mock.calls[n] as unknown as [string, { idempotencyKey: string }])[1].idempotencyKey;

    await submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await screen.findByText('The server could not be reached. Please try again.');
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    // The API saves a repeated key once: a retry of an answer that was lost cannot list the phone twice.
    expect(keyOfCall(1)).toBe(keyOfCall(0));

    await userEvent.type(screen.getByLabelText('Description'), ' Box included.');
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect(keyOfCall(2)).not.toBe(keyOfCall(0));
  });

  it('uploads up to five photos, sends them in the order the seller arranged, the cover first', async () => {
    const request = vi.fn(async () => ({ acknowledged: true, insertedId: 'id' }));
    let stored = 0;
    const uploadImage = vi.fn(async () => ({ success: true, data: { display_url: `http://api.test/images/${++stored}.webp` } }));
    const shell = stubShell({ request: request as ShellApi['request'], uploadImage: uploadImage as ShellApi['uploadImage'] });
    renderWithShell(<AddProductPage shell={shell} />);
    expect(descriptionOf('Product Image')).toContain('No photo chosen yet');
    await fillValidProduct();
    // The input is emptied after each choice; the picker counts the photos kept.
    expect(descriptionOf('Product Image')).toContain('1 of 5 photos chosen');
    const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Product Image'), [photo('2.jpg'), photo('3.jpg'), photo('4.jpg'), photo('5.jpg'), photo('6.jpg')]);
    expect(await screen.findByText('A listing has at most 5 photos: the others were not added.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Photo uploaded')).toHaveLength(5));
    expect(uploadImage).toHaveBeenCalledTimes(5);
    expect((screen.getByLabelText('Product Image') as HTMLInputElement).disabled).toBe(true);
    expect(descriptionOf('Product Image')).toContain('5 of 5 photos chosen: remove one to choose another');

    // Photo 3 becomes the cover; photo 2 goes.
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await submit();

    await waitFor(() => expect(request).toHaveBeenCalledOnce());
    const body = firstSentProduct(request);
    expect(body.img).toBe('http://api.test/images/3.webp');
    expect(body.morePhotos).toEqual(['http://api.test/images/2.webp', 'http://api.test/images/4.webp', 'http://api.test/images/5.webp']);
  });

  it('keeps the keyboard on the photo moved or next to the one removed, and says what happened', async () => {
    let stored = 0;
    const uploadImage = vi.fn(async () => ({ success: true, data: { display_url: `http://api.test/images/${++stored}.webp` } }));
    renderWithShell(<AddProductPage shell={stubShell({ uploadImage: uploadImage as ShellApi['uploadImage'] })} />);
    const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Product Image'), [photo('1.jpg'), photo('2.jpg')]);
    await waitFor(() => expect(screen.getAllByText('Photo uploaded')).toHaveLength(2));
    const focusedName = () => document.activeElement?.getAttribute('aria-label');

    screen.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    // The cover has no Earlier: focus stays with the photo, on its Later.
    await waitFor(() => expect(focusedName()).toBe('Move photo 1 later'));
    expect(screen.getByRole('status').textContent).toBe('Photo 2 is now the cover');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focusedName()).toBe('Move photo 2 earlier'));
    expect(screen.getByRole('status').textContent).toBe('Photo 1 is now photo 2');

    screen.getByRole('button', { name: 'Remove photo 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focusedName()).toBe('Remove photo 1'));
    expect(screen.getByRole('status').textContent).toBe('Photo 1 removed');
    await userEvent.keyboard('{Enter}');
    // No photo left: back on the picker.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Product Image')));
  });

  it('says a photo is being got ready until its first bytes go, then how much is sent', async () => {
    let sent: (fraction: number) => void = () => undefined;
    let stored: (answer: { success: boolean; data: { display_url: string } }) => void = () => undefined;
    const uploadImage = vi.fn(
      (_file: File, onProgress?: (fraction: number) => void) =>
        new Promise((resolve) => {
          sent = onProgress ?? sent;
          stored = resolve;
        }),
    );
    renderWithShell(<AddProductPage shell={stubShell({ uploadImage: uploadImage as ShellApi['uploadImage'] })} />);
    await userEvent.upload(screen.getByLabelText('Product Image'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'camera.jpg', { type: 'image/jpeg' }));
    // The browser may be making a camera's photo smaller: nothing is sent yet, so no "0 %".
    expect(await screen.findByText('Getting photo 1 ready…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => sent(0.4));
    expect(await screen.findByText('Uploading photo… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Photo 1 upload' }).getAttribute('aria-valuenow')).toBe('40');
    act(() => stored({ success: true, data: { display_url: 'http://api.test/images/1.webp' } }));
    expect(await screen.findByText('Photo uploaded')).toBeTruthy();
  });

  it('shows no broken preview of a file named like a photo that the browser cannot draw', async () => {
    const uploadImage = vi.fn(() => new Promise(() => undefined));
    renderWithShell(<AddProductPage shell={stubShell({ uploadImage: uploadImage as ShellApi['uploadImage'] })} />);
    await userEvent.upload(screen.getByLabelText('Product Image'), new File(['not a picture'], 'renamed.jpg', { type: 'image/jpeg' }));
    const preview = await screen.findByRole('img', { name: 'Photo 1' });
    fireEvent.error(preview);
    expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeTruthy();
  });

  it('keeps a failed photo from being lost: it says so before saving and can be tried again', async () => {
    const request = vi.fn(async () => ({ acknowledged: true, insertedId: 'id' }));
    const uploadImage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'Many photos are being uploaded right now. Please try again in a few seconds.'))
      .mockResolvedValue({ success: true, data: { display_url: 'http://api.test/images/x.webp' } });
    const shell = stubShell({ request: request as ShellApi['request'], uploadImage: uploadImage as ShellApi['uploadImage'] });
    renderWithShell(<AddProductPage shell={shell} />);
    await fillValidProduct();
    expect(await screen.findByText('Many photos are being uploaded right now. Please try again in a few seconds.')).toBeTruthy();
    await submit();
    expect(await screen.findByText('A photo did not upload. Try it again or remove it.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Photo uploaded');
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalledOnce());
  });

  it('says why the API refused a file, offers no retry and shows no preview of it', async () => {
    const request = vi.fn(async () => ({ acknowledged: true, insertedId: 'id' }));
    const uploadImage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(415, 'Only JPEG, PNG or WebP photos can be uploaded.'))
      .mockRejectedValueOnce(new ApiError(413, 'This photo is larger than 5 MB. Please choose a smaller one.'));
    const shell = stubShell({ request: request as ShellApi['request'], uploadImage: uploadImage as ShellApi['uploadImage'] });
    renderWithShell(<AddProductPage shell={shell} />);
    // Its name says JPEG; the API found something else inside.
    await fillValidProduct();
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo.')).toBeTruthy();
    await userEvent.upload(
      screen.getByLabelText('Product Image'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'huge.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('This photo is larger than 5 MB. Please choose a smaller one.')).toBeTruthy();
    // Sending either again gets the same answer.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeTruthy();

    await submit();
    expect(await screen.findByText('A photo cannot be used: remove it and choose another.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("says the API's other refusals of a photo in Bangla, by their code", async () => {
    const uploadImage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'This photo could not be read. Please choose a JPEG, PNG or WebP photo.', 'PHOTO_UNREADABLE'));
    renderWithShell(
      <LocaleProvider language="bn" currency="BDT">
        <AddProductPage shell={stubShell({ uploadImage: uploadImage as ShellApi['uploadImage'] })} />
      </LocaleProvider>,
    );
    await userEvent.upload(screen.getByLabelText('পণ্যের ছবি'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'broken.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('ছবিটি পড়া যায়নি। একটি JPEG, PNG বা WebP ছবি বেছে নিন।')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeNull();
  });

  it('leaves out a file that is not a photo the site takes and says so on the field, which the next choice clears', async () => {
    const shell = stubShell();
    renderWithShell(<AddProductPage shell={shell} />);
    // The picker offers photos only, but a seller can switch it to all files.
    const user = userEvent.setup({ applyAccept: false });
    const picker = () => screen.getByLabelText('Product Image');
    const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    await user.upload(picker(), new File(['hello'], 'fake.txt', { type: 'text/plain' }));
    const said = 'fake.txt was not added: choose a JPEG, PNG or WebP photo.';
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    // Said with the field, and no photo row: no slot taken, no cover, nothing to send.
    expect(descriptionOf('Product Image')).toContain(said);
    expect(descriptionOf('Product Image')).toContain('No photo chosen yet');
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
    expect(shell.uploadImage).not.toHaveBeenCalled();
    await submit();
    await waitFor(() => expect(descriptionOf('Product Image')).toContain('Please select your photo'));
    expect(screen.queryByText('A photo cannot be used: remove it and choose another.')).toBeNull();

    // Several at once are named together; the photos among them are added.
    await user.upload(picker(), [new File(['x'], 'notes.pdf', { type: 'application/pdf' }), photo('1.jpg'), new File(['GIF89a'], 'funny.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('notes.pdf, funny.gif were not added: choose JPEG, PNG or WebP photos.')).toBeTruthy();
    expect(screen.queryByText(said)).toBeNull();
    await screen.findByText('Photo uploaded');
    expect(descriptionOf('Product Image')).toContain('1 of 5 photos chosen');

    // The next choice clears it; the four photos left all fit.
    await user.upload(picker(), [photo('2.jpg'), photo('3.jpg'), photo('4.jpg'), photo('5.jpg')]);
    await waitFor(() => expect(screen.getAllByText('Photo uploaded')).toHaveLength(5));
    expect(screen.queryByText(/not added/)).toBeNull();
    expect(descriptionOf('Product Image')).toContain('5 of 5 photos chosen');
  });

  it('does not count a refused file toward the five photos', async () => {
    renderWithShell(<AddProductPage shell={stubShell()} />);
    const user = userEvent.setup({ applyAccept: false });
    const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Product Image'), new File(['hello'], 'fake.txt', { type: 'text/plain' }));
    await user.upload(screen.getByLabelText('Product Image'), ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)));
    await waitFor(() => expect(screen.getAllByText('Photo uploaded')).toHaveLength(5));
    expect(screen.getByText('A listing has at most 5 photos: the others were not added.')).toBeTruthy();
    // The first real photo is the cover.
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByText('Cover photo')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
  });

  it('says in Bangla which file was not added and why, without adding it', async () => {
    const shell = stubShell();
    renderWithShell(
      <LocaleProvider language="bn" currency="BDT">
        <AddProductPage shell={shell} />
      </LocaleProvider>,
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('পণ্যের ছবি'), new File(['GIF89a'], 'funny.gif', { type: 'image/gif' }));
    const said = 'funny.gif যোগ করা হয়নি: একটি JPEG, PNG বা WebP ছবি বেছে নিন।';
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    expect(descriptionOf('পণ্যের ছবি')).toContain(said);
    expect(descriptionOf('পণ্যের ছবি')).toContain('এখনো কোনো ছবি বাছা হয়নি');
    expect(shell.uploadImage).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'ছবি ১ সরান' })).toBeNull();

    await user.upload(screen.getByLabelText('পণ্যের ছবি'), [new File(['x'], 'a.txt', { type: 'text/plain' }), new File(['y'], 'b.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('a.txt, b.pdf যোগ করা হয়নি: শুধু JPEG, PNG বা WebP ছবি বেছে নিন।')).toBeTruthy();
  });

  it('offers the submit button to sellers only', () => {
    renderWithShell(<AddProductPage shell={stubShell({ role: 'buyer' })} />);
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.getByText('Only seller accounts can add products.')).toBeTruthy();
  });

  it('asks before the page is closed or reloaded only while a photo is uploading, which a draft cannot keep', async () => {
    let finishUpload = () => {};
    const uploadImage = vi.fn(
      () =>
        new Promise((resolve) => {
          finishUpload = () => resolve({ success: true, data: { display_url: 'http://api.test/images/x.webp' } });
        }),
    );
    const request = vi.fn(async () => ({ acknowledged: true, insertedId: 'id' }));
    renderWithShell(
      <AddProductPage shell={stubShell({ request: request as ShellApi['request'], uploadImage: uploadImage as ShellApi['uploadImage'] })} />,
    );
    expect(leaving()).toBe(false);
    await fillValidProduct();
    expect(leaving()).toBe(true);
    finishUpload();
    await screen.findByText('Photo uploaded');
    // Everything typed and the uploaded photo are kept on the device: leaving loses nothing.
    expect(leaving()).toBe(false);
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalledOnce());
    expect(leaving()).toBe(false);
  });

  it('does not ask for a refused photo, which sending again would not change, but does for one that could not be sent', async () => {
    const uploadImage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(415, 'Only JPEG, PNG or WebP photos can be uploaded.'))
      .mockRejectedValueOnce(new ApiError(0, 'The upload could not reach the server'));
    renderWithShell(<AddProductPage shell={stubShell({ uploadImage: uploadImage as ShellApi['uploadImage'] })} />);
    const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'phone.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Product Image'), photo());
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo.')).toBeTruthy();
    expect(leaving()).toBe(false);
    await userEvent.upload(screen.getByLabelText('Product Image'), photo());
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(leaving()).toBe(true);
  });
});

describe('a half-filled listing kept on the device', () => {
  const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

  it('is given back, photos and all, when the seller comes back, and forgotten once the phone is added', async () => {
    const request = vi.fn(async () => ({ acknowledged: true, insertedId: 'id' }));
    const device = memoryDevice();
    const shell = stubShell({ request: request as ShellApi['request'], keptOnDevice: device });
    renderWithShell(<AddProductPage shell={shell} />);
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    await fillValidProduct();
    await screen.findByText('Photo uploaded');
    cleanup();

    renderWithShell(<AddProductPage shell={shell} />);
    expect(screen.getByText(/^This is the listing you started, kept on this device on \d+ \w+ \d{4}, \d\d:\d\d: carry on/)).toBeTruthy();
    expect(value('Product Name')).toBe('Xiaomi Note 11');
    expect(value('Category')).toBe('Xiaomi Phones');
    expect(value('Resale Price (৳)')).toBe('199.99');
    expect(value('IMEI')).toBe('35 209900 176148 1');
    expect(value('Division')).toBe('chattogram');
    expect(value('District')).toBe('coxs-bazar');
    expect(value('Description')).toBe('No scratches.');
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe('http://api.test/images/x.webp');
    expect(shell.uploadImage).toHaveBeenCalledOnce();

    await submit();
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/dashboard/myProducts'));
    expect(firstSentProduct(request)).toMatchObject({ name: 'Xiaomi Note 11', img: 'http://api.test/images/x.webp', district: 'coxs-bazar' });
    expect(device.kept.size).toBe(0);
    cleanup();
    renderWithShell(<AddProductPage shell={shell} />);
    expect(value('Product Name')).toBe('');
  });

  it('starts over, after asking, with nothing typed and no photo', async () => {
    const shell = stubShell();
    renderWithShell(<AddProductPage shell={shell} />);
    await fillValidProduct();
    await screen.findByText('Photo uploaded');
    cleanup();
    renderWithShell(<AddProductPage shell={shell} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const question = screen.getByText('Clear everything typed and every photo, and start this listing over?').closest('dialog')!;
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(value('Product Name')).toBe('Xiaomi Note 11');

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Start over', hidden: true }));
    expect(value('Product Name')).toBe('');
    expect(value('District')).toBe('');
    expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Product Name'));
    expect((shell.keptOnDevice as ReturnType<typeof memoryDevice>).kept.size).toBe(0);
  });

  it('says to choose photos again once the site no longer keeps them (a day after upload)', () => {
    const now = Date.now();
    const device = memoryDevice();
    device.write(
      'add-product-draft',
      JSON.stringify({
        savedAt: now - 3600_000,
        values: { productName: 'Vivo Y36', division: 'dhaka', district: 'coxs-bazar', categoryName: 'Nokia Phones' },
        photos: [{ url: 'http://api.test/images/old.webp', uploadedAt: now - 25 * 3600_000 }],
      }),
    );
    renderWithShell(<AddProductPage shell={stubShell({ keptOnDevice: device })} />);
    expect(screen.getByText(/Its photos were chosen more than a day ago and are no longer kept: choose them again\.$/)).toBeTruthy();
    expect(value('Product Name')).toBe('Vivo Y36');
    // A district of another division, or a category the site does not list, is chosen again.
    expect(value('Division')).toBe('dhaka');
    expect(value('District')).toBe('');
    expect(value('Category')).toBe('');
    expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull();
  });

  it('is not kept after a week', () => {
    const device = memoryDevice();
    device.write('add-product-draft', JSON.stringify({ savedAt: Date.now() - 8 * 24 * 3600_000, values: { productName: 'Vivo Y36' }, photos: [] }));
    renderWithShell(<AddProductPage shell={stubShell({ keptOnDevice: device })} />);
    expect(value('Product Name')).toBe('');
    expect(device.kept.size).toBe(0);
  });

  it('says so when the device keeps nothing, and then asks before the page is left', async () => {
    renderWithShell(<AddProductPage shell={stubShell({ keptOnDevice: memoryDevice({ full: true }) })} />);
    expect(leaving()).toBe(false);
    await userEvent.type(screen.getByLabelText('Product Name'), 'Vivo Y36');
    expect(await screen.findByText(/^This device is not keeping what you type/)).toBeTruthy();
    expect(leaving()).toBe(true);
  });

  it('in an older shell that keeps nothing, asks before the page is left as before, without a note', async () => {
    renderWithShell(<AddProductPage shell={stubShell({ keptOnDevice: undefined })} />);
    await userEvent.type(screen.getByLabelText('Product Name'), 'Vivo Y36');
    expect(leaving()).toBe(true);
    expect(screen.queryByText(/^This device is not keeping what you type/)).toBeNull();
  });
});
