export const IMGBB_UPLOAD_URL = 'https://api.imgbb.com/1/upload';

declare module '../config.ts' {
  interface AppConfig {
    /** Where photos go when IMGBB_API_KEY is set; tests point it at a local stand-in. */
    imgbbUploadUrl?: string;
  }
}

/** imgbb's display URLs: the only outside photos a product may use, and only while imgbb is on. */
export const IMGBB_DISPLAY_URL = /^https:\/\/i\.ibb\.co\/[A-Za-z0-9._\-/]+$/;

/** The photo service could not take the photo: the uploader may try again later. */
export class PhotoServiceUnavailable extends Error {
  readonly statusCode = 503;
  constructor() {
    super('The photo service is not available right now. Please try again shortly.');
    this.name = 'PhotoServiceUnavailable';
  }
}

/**
 * Sends the re-encoded WebP (never the uploaded bytes) to imgbb, as the earlier product did from
 * the browser, but with the key kept on the server. Returns imgbb's display_url.
 */
export async function forwardToImgbb(
  webp: Buffer,
  options: { apiKey: string; uploadUrl?: string },
): Promise<string> {
  const url = new URL(options.uploadUrl ?? IMGBB_UPLOAD_URL);
  url.searchParams.set('key', options.apiKey);
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(webp)], { type: 'image/webp' }), 'photo.webp');

  let body: unknown;
  try {
    const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new PhotoServiceUnavailable();
    body = await response.json();
  } catch {
    throw new PhotoServiceUnavailable();
  }
  const displayUrl = (body as { data?: { display_url?: unknown } } | null)?.data?.display_url;
  if (typeof displayUrl !== 'string' || !/^https:\/\//.test(displayUrl)) throw new PhotoServiceUnavailable();
  return displayUrl;
}
