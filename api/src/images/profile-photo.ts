import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { IMGBB_DISPLAY_URL } from './imgbb-forwarder.ts';
import { resolveProductPhoto } from './product-photo.ts';

/** Google's profile photo hosts (what a Google sign-in's photoURL points at). */
const GOOGLE_PHOTO_HOST = /^lh[3-6]\.googleusercontent\.com$/;

function isGoogleProfilePhoto(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:'
    && GOOGLE_PHOTO_HOST.test(parsed.hostname)
    && parsed.port === ''
    && parsed.username === ''
    && parsed.password === '';
}

/**
 * What an account keeps as its profile photo: a photo that account uploaded here (as for
 * products: the path, marked used), imgbb's while imgbb is on, or a Google profile photo. Every
 * admin's browser loads these in All Buyers, so any other address (a tracker, an internal host)
 * gives null; so does an upload before the account exists (`ownerId` undefined: uploads need one).
 */
export async function resolveProfilePhoto(
  url: string,
  config: Pick<AppConfig, 'publicUrl' | 'imgbbApiKey'>,
  db: Database,
  ownerId: string | undefined,
): Promise<string | null> {
  if (isGoogleProfilePhoto(url)) return url;
  if (config.imgbbApiKey && IMGBB_DISPLAY_URL.test(url)) return url;
  return ownerId ? resolveProductPhoto(url, config, db, ownerId) : null;
}
