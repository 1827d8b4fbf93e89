import { ApiError, apiErrorFrom } from './api-error.ts';
import type { RequestOptions, UploadedImage } from './shell-api.ts';
import { photoForUpload } from './photo-for-upload.ts';
import { PHOTO_MAX_BYTES } from './schemas/choices-and-limits.ts';

export interface HttpClientOptions {
  baseUrl: string;
  getToken(): Promise<string | null>;
  /** Called after a 401: returns a fresh token, or null when the session is over. */
  refreshToken(): Promise<string | null>;
}

function urlOf(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The one place that speaks HTTP to the API: bearer token, JSON, and one retry after a 401. */
export function createHttpClient({ baseUrl, getToken, refreshToken }: HttpClientOptions) {
  async function send(path: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return fetch(urlOf(baseUrl, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let response = await send(path, options, await getToken());
    if (response.status === 401) {
      const fresh = await refreshToken();
      if (fresh) response = await send(path, options, fresh);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  /**
   * XMLHttpRequest rather than fetch: it is the only browser API that reports upload progress. The
   * photo is made smaller first where it can be; one still over the limit is refused as the API
   * would refuse it, without sending megabytes for that answer.
   */
  async function uploadImage(
    file: File,
    onProgress?: (fraction: number) => void,
  ): Promise<UploadedImage> {
    const photo = await photoForUpload(file);
    if (photo.size > PHOTO_MAX_BYTES) {
      throw new ApiError(413, 'This photo is larger than 5 MB. Please choose a smaller one.', 'PHOTO_TOO_LARGE');
    }
    const token = await getToken();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', urlOf(baseUrl, '/images'));
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new ApiError(0, 'The upload could not reach the server'));
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          // fall through to the status check
        }
        if (xhr.status >= 200 && xhr.status < 300 && body) {
          onProgress?.(1);
          resolve(body as UploadedImage);
          return;
        }
        const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
        const message = typeof fields.message === 'string' ? fields.message : 'The photo could not be uploaded';
        reject(new ApiError(xhr.status, message, typeof fields.code === 'string' ? fields.code : undefined));
      };
      const form = new FormData();
      form.append('image', photo);
      // Sending starts now: a photo being made smaller until then has shown no progress yet.
      onProgress?.(0);
      xhr.send(form);
    });
  }

  return { request, uploadImage };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
