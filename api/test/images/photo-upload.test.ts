import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImageUploaded } from '@sellphones/contracts/schemas';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../helper.ts';
import { firebaseSignUp, uniqueEmail } from '../support/firebase-emulator.ts';
import { multipartForm, type FormFile } from './multipart-form.ts';
import { useAppStoringPhotos } from './photo-fixtures.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'photo-upload-'));
const imagesDir = path.join(dataDir, 'images');

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(imagesDir)).sort();
  } catch {
    return [];
  }
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });

/** A real camera-style JPEG: maker, model and a GPS position in its EXIF. */
async function jpegWithGps(): Promise<Buffer> {
  return solid(640, 480)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a small solid-colour PNG made by sharp whose header then claims
 * 20000 x 20000 pixels (1.2 GB once decoded). Encoding a real one takes sharp over 20 s here.
 */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(64, 64).png().toBuffer());
  // IHDR is the first chunk: length (4) at 8, type (4) at 12, width and height at 16 and 20, CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('POST /images and GET /images/:name', () => {
  const ctx = useAppStoringPhotos(dataDir);

  async function upload(files: FormFile[], token = ctx.seller.accessToken) {
    const form = multipartForm(files);
    return ctx.app.inject({
      method: 'POST',
      url: '/images',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  }
  const photo = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormFile => ({
    filename,
    contentType,
    bytes,
  });
  const storedName = (displayUrl: string) => new URL(displayUrl).pathname.replace('/images/', '');

  it('stores a JPEG as a WebP without its EXIF and GPS, and serves it with safe headers', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload([photo(original)]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ImageUploaded, body)).toBe(true);
    expect(body.success).toBe(true);
    expect(body.data.display_url).toMatch(/^http:\/\/api\.test\/images\/[0-9a-f-]{36}\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: new URL(body.data.display_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([640, 480]);
  });

  it('makes a WebP of at most 1600 px, a 1080 px copy, a 480 px thumbnail and a 192 px copy, under random names', async () => {
    const wide = await solid(2400, 1200).png().toBuffer();
    const response = await upload([photo(wide, 'wide.png', 'image/png')]);
    expect(response.statusCode).toBe(200);
    const name = storedName(response.json().data.display_url);

    const full = await sharp(path.join(imagesDir, name)).metadata();
    expect([full.width, full.height]).toEqual([1600, 800]);
    const medium = await sharp(path.join(imagesDir, name.replace('.webp', '-medium.webp'))).metadata();
    expect([medium.width, medium.height]).toEqual([1080, 540]);
    const thumbnail = await sharp(path.join(imagesDir, name.replace('.webp', '-thumb.webp'))).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 240]);
    const small = await sharp(path.join(imagesDir, name.replace('.webp', '-small.webp'))).metadata();
    expect([small.width, small.height]).toEqual([192, 96]);
    expect(name).not.toContain('wide');
  });

  it("makes a photo's small copy when first asked for, if it was stored before small copies", async () => {
    const response = await upload([photo(await solid(1200, 900).jpeg().toBuffer())]);
    const name = storedName(response.json().data.display_url);
    const smallName = name.replace('.webp', '-small.webp');
    // As a photo uploaded before small copies were made: only the full size and the thumbnail.
    await rm(path.join(imagesDir, smallName));

    const first = await ctx.app.inject({ method: 'GET', url: `/images/${smallName}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const made = await sharp(first.rawPayload).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 192, 144]);
    // Kept like any copy: served from the store from now on, and removed with the photo.
    expect(await storedFiles()).toContain(smallName);
    const again = await ctx.app.inject({ method: 'GET', url: `/images/${smallName}` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers 404 for the small copy of a photo that was never stored", async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/images/00000000-0000-4000-8000-000000000000-small.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect((await storedFiles()).some((file) => file.startsWith('00000000-0000-4000-8000-000000000000'))).toBe(false);
  });

  it('accepts a WebP and a PNG whatever their file names and declared types say', async () => {
    const webp = await solid(100, 100).webp().toBuffer();
    expect((await upload([photo(webp, 'camera.gif', 'application/octet-stream')])).statusCode).toBe(200);
    const png = await solid(100, 100).png().toBuffer();
    expect((await upload([photo(png, 'notes.txt', 'text/plain')])).statusCode).toBe(200);
  });

  it('keeps only the re-encoded image of a JPEG with a ZIP archive appended', async () => {
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('payload.html<script>alert("stored")</script>'.repeat(20)),
      Buffer.from([0x50, 0x4b, 0x05, 0x06]),
      Buffer.alloc(18),
    ]);
    const polyglot = Buffer.concat([await solid(320, 240).jpeg().toBuffer(), zip]);
    const response = await upload([photo(polyglot)]);
    expect(response.statusCode).toBe(200);

    const stored = await readFile(path.join(imagesDir, storedName(response.json().data.display_url)));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(stored.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses every hostile upload with a readable 4xx and writes nothing', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    const corpus: Array<{ what: string; files: FormFile[]; reason?: RegExp }> = [
      {
        what: 'an SVG with a script',
        files: [photo(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
          'photo.svg',
          'image/svg+xml',
        )],
      },
      {
        what: 'an HTML file named .jpg',
        files: [photo(Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'))],
      },
      { what: 'a truncated JPEG', files: [photo(jpeg.subarray(0, Math.floor(jpeg.length / 2)))] },
      {
        what: 'a 20000 x 20000 PNG',
        files: [photo(await pngClaiming(20_000, 20_000), 'huge.png', 'image/png')],
        reason: /40 megapixels/,
      },
      {
        what: 'a 6 MB file',
        files: [photo(Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 0x41)]))],
      },
      { what: 'an empty file', files: [photo(Buffer.alloc(0))] },
      { what: 'two files in one request', files: [photo(jpeg, 'a.jpg'), photo(jpeg, 'b.jpg')] },
      { what: 'a photo in another field', files: [{ ...photo(jpeg), field: 'file' }] },
    ];

    const before = await storedFiles();
    for (const { what, files, reason } of corpus) {
      const response = await upload(files);
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, what).toBeLessThan(500);
      const message: string = response.json().message;
      expect(message, what).toMatch(/^[A-Z][^<>{}]+\.$/);
      expect(message, what).not.toMatch(/vips|sharp|busboy|FST_/i);
      if (reason) expect(message, what).toMatch(reason);
      // Each refusal has its code: the apps say it in the reader's language.
      expect(response.json().code, what).toMatch(/^PHOTO_[A-Z_]+$/);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('names the limit when a photo is too large', async () => {
    const response = await upload([photo(Buffer.alloc(6 * 1024 * 1024, 0xff))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'This photo is larger than 5 MB. Please choose a smaller one.', code: 'PHOTO_TOO_LARGE' });
  });

  it('refuses a request without a token, and a body that is not a form', async () => {
    const jpeg = await solid(10, 10).jpeg().toBuffer();
    const form = multipartForm([photo(jpeg)]);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/images', headers: form.headers, payload: form.payload });
    expect(anonymous.statusCode).toBe(401);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/images',
      headers: bearer(ctx.seller.accessToken),
      payload: { image: 'data:image/jpeg;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a form sent to any route but the upload', async () => {
    const form = multipartForm([photo(await solid(10, 10).jpeg().toBuffer())]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: { ...form.headers, ...bearer(ctx.seller.accessToken) },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/\S/);
  });

  it('refuses a Firebase identity that has no account, and takes one whose account exists', async () => {
    const session = await firebaseSignUp(uniqueEmail('signup'));
    const before = await storedFiles();
    const accountless = await upload([photo(await solid(50, 50).jpeg().toBuffer())], session.idToken);
    expect(accountless.statusCode).toBe(403);
    expect(accountless.json().message).toBe('Please create your account before uploading a photo.');
    expect(await storedFiles()).toEqual(before);

    // Sign-up saves the account first, then uploads its photo with the same Firebase token.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(session.idToken),
      payload: { name: 'New Seller', email: session.email, sellerAccount: true },
    });
    expect(saved.statusCode).toBe(200);
    const response = await upload([photo(await solid(50, 50).jpeg().toBuffer())], session.idToken);
    expect(response.statusCode).toBe(200);
  });

  it('serves a stored photo with an ETag, a 304 for it, and a byte range', async () => {
    const response = await upload([photo(await solid(300, 200).jpeg().toBuffer())]);
    const url = new URL(response.json().data.display_url).pathname;
    const whole = await ctx.app.inject({ method: 'GET', url });
    expect(whole.headers.etag).toBeTruthy();
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': whole.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 12));
  });

  it('does not serve names that the store never makes', async () => {
    for (const url of [
      '/images/..%2F..%2Fpackage.json',
      '/images/photo.svg',
      '/images/00000000-0000-0000-0000-000000000000.webp',
      '/images/00000000-0000-0000-0000-000000000000.webp.html',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('limits each uploader to 30 uploads a minute', async () => {
    const uploader = await createAccount(ctx.app, 'buyer');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await upload([photo(Buffer.alloc(0))], uploader.accessToken)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another account is not held back by this one.
    expect((await upload([photo(Buffer.alloc(0))])).statusCode).toBe(400);
  });
});
