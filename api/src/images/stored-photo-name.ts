import { randomUUID } from 'node:crypto';

/** Stored names: a random UUID, optionally "-thumb", always .webp. Nothing else is ever served. */
export const STORED_PHOTO_NAME = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\\.webp$';
const STORED_PHOTO_NAME_RE = new RegExp(STORED_PHOTO_NAME);

export function isStoredPhotoName(name: string): boolean {
  return STORED_PHOTO_NAME_RE.test(name);
}

/** A fresh name for an upload's full-size photo. */
export const newPhotoName = () => `${randomUUID()}.webp`;

export const thumbnailName = (name: string) => name.replace(/\.webp$/, '-thumb.webp');

/** The path a stored photo is served at; products and profiles keep this path, not an absolute URL. */
export const photoPath = (name: string) => `/images/${name}`;

/**
 * Where a product's photo (as kept: a path or imgbb's URL) has its 480 px thumbnail: next to a
 * photo stored here (local disk or S3), which always has one. Imgbb's photos and the demo artwork
 * under /assets have none, and are their own thumbnail.
 */
export function thumbnailPathOf(stored: string): string {
  if (!stored.startsWith('/images/')) return stored;
  const name = stored.slice('/images/'.length);
  if (!isStoredPhotoName(name) || name.endsWith('-thumb.webp')) return stored;
  return photoPath(thumbnailName(name));
}

/**
 * The full-size stored photo an URL from an app names (this API's absolute /images/ URL, or the
 * path alone), or null for anything else: another site, a thumbnail, a name the store never makes.
 */
export function storedPhotoNameIn(url: string, publicUrl: string): string | null {
  const prefix = `${publicUrl}/images/`;
  let name: string | undefined;
  if (url.startsWith(prefix)) name = url.slice(prefix.length);
  else if (url.startsWith('/images/')) name = url.slice('/images/'.length);
  if (!name || !isStoredPhotoName(name) || name.endsWith('-thumb.webp')) return null;
  return name;
}
