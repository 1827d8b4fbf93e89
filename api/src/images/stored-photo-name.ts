import { randomUUID } from 'node:crypto';

/**
 * The smaller copies kept beside each stored photo: `<uuid>-medium.webp` (a phone's page on a
 * phone's screen), `<uuid>-thumb.webp` (cards), `<uuid>-small.webp` (table rows).
 */
export type PhotoCopy = 'medium' | 'thumb' | 'small';

/** Stored names: a random UUID, optionally a copy's suffix, always .webp. Nothing else is ever served. */
export const STORED_PHOTO_NAME = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-medium|-thumb|-small)?\\.webp$';
const STORED_PHOTO_NAME_RE = new RegExp(STORED_PHOTO_NAME);
const COPY_SUFFIX = /-(medium|thumb|small)\.webp$/;

export function isStoredPhotoName(name: string): boolean {
  return STORED_PHOTO_NAME_RE.test(name);
}

/** A fresh name for an upload's full-size photo. */
export const newPhotoName = () => `${randomUUID()}.webp`;

export const copyName = (name: string, copy: PhotoCopy) => name.replace(/\.webp$/, `-${copy}.webp`);

/** Every file a stored photo is kept as: the full size and its copies. */
export const storedFilesOf = (name: string) => [name, copyName(name, 'medium'), copyName(name, 'thumb'), copyName(name, 'small')];

/** Copies that photos stored before them lack, and the file each is made from: the next size up. */
const MADE_FROM = { small: '-thumb.webp', medium: '.webp' } as const;
export type LateCopy = keyof typeof MADE_FROM;

/** For a late copy's name (see LateCopy), which copy it is and the file it is made from. */
export function lateCopyOf(name: string): { copy: LateCopy; source: string } | null {
  if (!isStoredPhotoName(name)) return null;
  for (const copy of Object.keys(MADE_FROM) as LateCopy[]) {
    if (name.endsWith(`-${copy}.webp`)) return { copy, source: name.replace(`-${copy}.webp`, MADE_FROM[copy]) };
  }
  return null;
}

/** The path a stored photo is served at; products and profiles keep this path, not an absolute URL. */
export const photoPath = (name: string) => `/images/${name}`;

/**
 * Where a photo (as kept: a path or imgbb's URL) has a smaller copy: next to a photo stored here
 * (local disk or S3), which always has both. Imgbb's photos and the demo artwork under /assets
 * have none, and are their own copies.
 */
export function copyPathOf(stored: string, copy: PhotoCopy): string {
  const name = storedNameOfPath(stored);
  return name ? photoPath(copyName(name, copy)) : stored;
}

/** The full-size stored photo a product or profile keeps (its /images/ path), or null for imgbb's and the demo artwork. */
export function storedNameOfPath(stored: string): string | null {
  if (!stored.startsWith('/images/')) return null;
  const name = stored.slice('/images/'.length);
  return isStoredPhotoName(name) && !COPY_SUFFIX.test(name) ? name : null;
}

/**
 * The full-size stored photo an URL from an app names (this API's absolute /images/ URL, or the
 * path alone), or null for anything else: another site, a copy, a name the store never makes.
 */
export function storedPhotoNameIn(url: string, publicUrl: string): string | null {
  const prefix = `${publicUrl}/images/`;
  let name: string | undefined;
  if (url.startsWith(prefix)) name = url.slice(prefix.length);
  else if (url.startsWith('/images/')) name = url.slice('/images/'.length);
  if (!name || !isStoredPhotoName(name) || COPY_SUFFIX.test(name)) return null;
  return name;
}
