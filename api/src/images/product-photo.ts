import type { AppConfig } from '../config.ts';
import { IMGBB_DISPLAY_URL } from './imgbb-forwarder.ts';
import { photoPath, type LocalPhotoStore } from './local-photo-store.ts';

/**
 * What a product keeps as its photo, from the `img` the add-product form sends: a photo this API
 * stored (its own /images/<name> URL, kept as the path) or, while imgbb is on, an imgbb URL.
 * Anything else (another site's URL, a thumbnail, a name that was never stored) gives null.
 */
export async function resolveProductPhoto(
  img: string,
  config: Pick<AppConfig, 'publicUrl' | 'imgbbApiKey'>,
  store: LocalPhotoStore,
): Promise<string | null> {
  if (config.imgbbApiKey && IMGBB_DISPLAY_URL.test(img)) return img;

  const prefix = `${config.publicUrl}/images/`;
  let name: string | undefined;
  if (img.startsWith(prefix)) name = img.slice(prefix.length);
  else if (img.startsWith('/images/')) name = img.slice('/images/'.length);
  if (!name || name.endsWith('-thumb.webp')) return null;
  return (await store.exists(name)) ? photoPath(name) : null;
}
