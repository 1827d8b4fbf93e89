import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAccount, type TestAccount, type TestApp } from '../helper.ts';
import { uploadPhoto } from '../support/proof-cast.ts';
import { startLocalS3, type LocalS3 } from './local-s3-server.ts';
import { ageUpload, listPhoneWith, storedNameOf } from './photo-fixtures.ts';

// Two API instances on one bucket, as in cluster mode: whichever instance a photo was uploaded
// through, every instance serves it.
describe('photos in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let a: TestApp;
  let b: TestApp;
  let seller: TestAccount;

  let client: S3Client;
  const objectExists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key })).then(() => true, () => false);

  beforeAll(async () => {
    s3 = await startLocalS3();
    client = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.config.accessKeyId!, secretAccessKey: s3.config.secretAccessKey! },
    });
    [a, b] = await Promise.all([buildTestApp({ s3: s3.config }), buildTestApp({ s3: s3.config })]);
    await Promise.all([a.app.ready(), b.app.ready()]);
    seller = await createAccount(a.app, 'seller');
  });
  afterAll(async () => {
    client?.destroy();
    await Promise.all([a?.close(), b?.close()]);
    await s3?.stop();
  });

  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: new URL(url, 'http://api.test').pathname, headers });

  it('serves a photo uploaded through instance A from instance B, with the usual headers', async () => {
    const displayUrl = await uploadPhoto(a.app, seller.accessToken);
    expect(displayUrl).toMatch(/^http:\/\/api\.test\/images\/[0-9a-f-]{36}\.webp$/);

    const served = await get(b, displayUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 64, 48]);

    const thumbnail = await get(b, displayUrl.replace('.webp', '-thumb.webp'));
    expect(thumbnail.statusCode).toBe(200);
    const small = await get(b, displayUrl.replace('.webp', '-small.webp'));
    expect(small.statusCode).toBe(200);
  });

  it("makes a photo's small copy in the bucket when first asked for, if it was stored before small copies", async () => {
    const displayUrl = await uploadPhoto(a.app, seller.accessToken);
    const smallName = storedNameOf(displayUrl).replace('.webp', '-small.webp');
    await client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: smallName }));
    expect(await objectExists(smallName)).toBe(false);

    const made = await get(b, displayUrl.replace('.webp', '-small.webp'));
    expect(made.statusCode).toBe(200);
    expect((await sharp(made.rawPayload).metadata()).format).toBe('webp');
    // Kept in the bucket: instance A serves the copy B made.
    expect(await objectExists(smallName)).toBe(true);
    const fromA = await get(a, displayUrl.replace('.webp', '-small.webp'));
    expect(fromA.rawPayload.equals(made.rawPayload)).toBe(true);
  });

  it('answers a revalidation with 304 and a range with 206, on either instance', async () => {
    const displayUrl = await uploadPhoto(a.app, seller.accessToken);
    const whole = await get(b, displayUrl);
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(a, displayUrl)).headers.etag).toBe(etag);

    const revalidated = await get(a, displayUrl, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    const part = await get(b, displayUrl, { range: 'bytes=0-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 12));
  });

  it('answers 404 with the usual JSON body for a name that is not in the bucket', async () => {
    const missing = await get(b, '/images/00000000-0000-4000-8000-000000000000.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such image.');
  });

  it('deletes the objects of an upload left unused for a day, and keeps a used one', async () => {
    const unused = await uploadPhoto(a.app, seller.accessToken);
    const used = await uploadPhoto(a.app, seller.accessToken);
    expect(await listPhoneWith(a.app, seller, used)).toBe(200);
    await ageUpload(a.app, unused, 25);
    await ageUpload(a.app, used, 25);

    expect(await a.app.photos.sweepUnused()).toBe(1);

    const name = storedNameOf(unused);
    expect(await objectExists(name)).toBe(false);
    expect(await objectExists(name.replace('.webp', '-thumb.webp'))).toBe(false);
    expect(await objectExists(name.replace('.webp', '-small.webp'))).toBe(false);
    expect(await objectExists(storedNameOf(used))).toBe(true);
    expect((await get(b, unused)).statusCode).toBe(404);
    expect((await get(b, used)).statusCode).toBe(200);
  });

  it('answers a readable 503 when the bucket cannot be reached', async () => {
    const down = await buildTestApp({ s3: { ...s3.config, endpoint: 'http://127.0.0.1:9' } });
    try {
      await down.app.ready();
      const owner = await createAccount(down.app, 'seller');
      const upload = await uploadPhoto(down.app, owner.accessToken).catch((err: Error) => err.message);
      expect(upload).toMatch(/^POST \/images answered 503: .*could not be stored right now/);
      const served = await get(down, '/images/00000000-0000-4000-8000-000000000000.webp');
      expect(served.statusCode).toBe(503);
      expect(served.json().message).toBe('Photos cannot be shown right now. Please try again shortly.');
    } finally {
      await down.close();
    }
  });
});
