import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient } from '../src/index.ts';

/** A tiny API that accepts only the token "fresh" and echoes what it received. */
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'Bearer fresh') {
        res.statusCode = 401;
        res.end(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Please log in again' }));
        return;
      }
      if (req.url?.startsWith('/refuse')) {
        res.statusCode = 409;
        res.end(JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'This phone is already sold' }));
        return;
      }
      res.end(JSON.stringify({
        method: req.method,
        url: req.url,
        body: body ? JSON.parse(body) : null,
        ...(req.headers['idempotency-key'] ? { idempotencyKey: req.headers['idempotency-key'] } : {}),
      }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

describe('the HTTP client every app uses', () => {
  it('sends JSON with the bearer token and the query string', async () => {
    const client = createHttpClient({ baseUrl, getToken: async () => 'fresh', refreshToken: async () => null });
    const answer = await client.request<{ method: string; url: string; body: unknown }>('/bookedProduct', {
      method: 'POST',
      body: { phone: '01712345678' },
      query: { page: 2, search: '', sort: undefined },
    });
    expect(answer).toEqual({ method: 'POST', url: '/bookedProduct?page=2', body: { phone: '01712345678' } });
  });

  it('sends the idempotency key of a write as the Idempotency-Key header', async () => {
    const client = createHttpClient({ baseUrl, getToken: async () => 'fresh', refreshToken: async () => null });
    const key = '7d0f3c3e-2b8a-4c1e-9a57-5f1c2d3e4f50';
    const answer = await client.request<{ idempotencyKey?: string }>('/addProduct', { method: 'POST', body: {}, idempotencyKey: key });
    expect(answer.idempotencyKey).toBe(key);
  });

  it('after a 401 gets a fresh token once and retries', async () => {
    const refreshToken = vi.fn(async () => 'fresh');
    const client = createHttpClient({ baseUrl, getToken: async () => 'expired', refreshToken });
    await expect(client.request('/anything')).resolves.toMatchObject({ url: '/anything' });
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('gives up with the API message when no fresh token can be had', async () => {
    const refreshToken = vi.fn(async () => null);
    const client = createHttpClient({ baseUrl, getToken: async () => 'expired', refreshToken });
    const failure = client.request('/anything');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Please log in again' });
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('turns a refusal into an ApiError a person can read', async () => {
    const client = createHttpClient({ baseUrl, getToken: async () => 'fresh', refreshToken: async () => null });
    await expect(client.request('/refuse')).rejects.toMatchObject({
      status: 409,
      message: 'This phone is already sold',
    });
  });

  it('refuses a photo over 5 MB it could not make smaller without sending it', async () => {
    const getToken = vi.fn(async () => 'fresh');
    const client = createHttpClient({ baseUrl, getToken, refreshToken: async () => null });
    const photo = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'camera.jpg', { type: 'image/jpeg' });
    await expect(client.uploadImage(photo)).rejects.toMatchObject({ status: 413, code: 'PHOTO_TOO_LARGE' });
    expect(getToken).not.toHaveBeenCalled();
  });

  it('says an upload has started (0) as it starts sending, not before: a photo may first be made smaller', async () => {
    const said: string[] = [];
    class RecordingRequest {
      upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      status = 200;
      responseText = JSON.stringify({ success: true, data: { display_url: 'http://api.test/images/a.webp' } });
      onload?: () => void;
      onerror?: () => void;
      open() {}
      setRequestHeader() {}
      send() {
        said.push('send');
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
    try {
      const client = createHttpClient({ baseUrl, getToken: async () => 'fresh', refreshToken: async () => null });
      const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'small.jpg', { type: 'image/jpeg' });
      await client.uploadImage(photo, (fraction) => said.push(String(fraction)));
      expect(said).toEqual(['0', 'send', '0.5', '1']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
