import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAccount, type TestAccount, type TestApp } from '../helper.ts';
import { multipartForm } from './multipart-form.ts';
import { validImei } from '../orders/paid-order-fixtures.ts';

interface ReceivedUpload {
  path: string;
  key: string | null;
  contentType: string;
  body: Buffer;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const DISPLAY_URL = 'https://i.ibb.co/Abc123/photo.webp';

/** A local stand-in for api.imgbb.com: records each upload and answers as imgbb does. */
function startFakeImgbb(received: ReceivedUpload[]) {
  let failNext = false;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    received.push({
      path: url.pathname,
      key: url.searchParams.get('key'),
      contentType: request.headers['content-type'] ?? '',
      body: await readBody(request),
    });
    if (failNext) {
      failNext = false;
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: { display_url: DISPLAY_URL, url: DISPLAY_URL }, success: true, status: 200 }));
  });
  return {
    server,
    failOnce() {
      failNext = true;
    },
  };
}

describe('POST /images with IMGBB_API_KEY set', () => {
  const received: ReceivedUpload[] = [];
  const fake = startFakeImgbb(received);
  let dataDir: string;
  let testApp: TestApp;
  let seller: TestAccount;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    dataDir = await mkdtemp(path.join(tmpdir(), 'imgbb-'));
    testApp = await buildTestApp({
      dataDir,
      imgbbApiKey: 'test-imgbb-key',
      imgbbUploadUrl: `http://127.0.0.1:${port}/1/upload`,
    });
    await testApp.app.ready();
    seller = await createAccount(testApp.app, 'seller');
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => fake.server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(bytes: Buffer) {
    const form = multipartForm([{ filename: 'phone.jpg', contentType: 'image/jpeg', bytes }]);
    return testApp.app.inject({
      method: 'POST',
      url: '/images',
      headers: { ...bearer(seller.accessToken), ...form.headers },
      payload: form.payload,
    });
  }

  const jpeg = () =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: 'navy' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();

  it('forwards the re-encoded WebP, with the key as a query parameter, and answers its display_url', async () => {
    const response = await upload(await jpeg());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { display_url: DISPLAY_URL } });

    const sent = received.at(-1)!;
    expect(sent.path).toBe('/1/upload');
    expect(sent.key).toBe('test-imgbb-key');
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body.includes(Buffer.from('name="image"'))).toBe(true);
    expect(sent.body.includes(Buffer.from('WEBP'))).toBe(true);
    // Not the uploaded JPEG: its start-of-image marker and EXIF never leave the API.
    expect(sent.body.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(sent.body.includes(Buffer.from('TestCam'))).toBe(false);

    await expect(readdir(path.join(dataDir, 'images'))).rejects.toThrow();
  });

  it('answers 503 with a readable message when imgbb fails', async () => {
    fake.failOnce();
    const response = await upload(await jpeg());
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The photo service is not available right now. Please try again shortly.');
  });

  it('lets a product use the imgbb photo, but no other site’s', async () => {
    const product = {
      name: 'Realme 9',
      imei: validImei(),
      categoryName: 'Realme Phones',
      originalPrice: 200,
      resalePrice: 120,
      usedYear: 1,
      phone: '01712345678',
      division: 'sylhet',
      district: 'sylhet',
      description: 'Fine.',
    };
    const ok = await testApp.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(seller.accessToken),
      payload: { ...product, img: DISPLAY_URL },
    });
    expect(ok.statusCode).toBe(200);

    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/addProduct',
      headers: bearer(seller.accessToken),
      payload: { ...product, img: 'https://evil.example/photo.webp' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
