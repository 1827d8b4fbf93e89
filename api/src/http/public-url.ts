import { copyPathOf } from '../images/stored-photo-name.ts';

/**
 * Images the API serves itself are stored as paths ("/assets/..."); they become absolute URLs
 * on the way out, so changing PUBLIC_URL needs no data migration. Absolute URLs (imgbb) pass.
 */
export function toPublicUrl(publicUrl: string, stored: string): string {
  if (/^https?:\/\//i.test(stored)) return stored;
  return `${publicUrl}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

/** Where callers fetch a stored photo's 480 px thumbnail, for cards (the photo itself where it has none). */
export function toPublicThumbnailUrl(publicUrl: string, stored: string): string {
  return toPublicUrl(publicUrl, copyPathOf(stored, 'thumb'));
}

/** Where callers fetch a stored photo's 1080 px copy, for a phone's page on a phone (the photo itself where it has none). */
export function toPublicMediumUrl(publicUrl: string, stored: string): string {
  return toPublicUrl(publicUrl, copyPathOf(stored, 'medium'));
}

/** Where callers fetch a stored photo's 192 px copy, for a table row's picture (the photo itself where it has none). */
export function toPublicSmallUrl(publicUrl: string, stored: string): string {
  return toPublicUrl(publicUrl, copyPathOf(stored, 'small'));
}
