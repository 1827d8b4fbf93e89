import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { markUploadUsed } from '../db/photo-uploads.repository.ts';
import { IMGBB_DISPLAY_URL } from './imgbb-forwarder.ts';
import { photoPath, storedPhotoNameIn } from './stored-photo-name.ts';

/**
 * What a product keeps as its photo, from the `img` the add-product form sends: a photo this API
 * stored for `ownerId` (its own /images/<name> URL, kept as the path, and marked used so the
 * sweep keeps it) or, while imgbb is on, an imgbb URL. Anything else (another site's URL, a
 * thumbnail, another account's upload, a name never stored or already swept) gives null.
 */
export async function resolveProductPhoto(
  img: string,
  config: Pick<AppConfig, 'publicUrl' | 'imgbbApiKey'>,
  db: Database,
  ownerId: string,
): Promise<string | null> {
  if (config.imgbbApiKey && IMGBB_DISPLAY_URL.test(img)) return img;
  const name = storedPhotoNameIn(img, config.publicUrl);
  if (!name) return null;
  return (await markUploadUsed(db, name, ownerId)) ? photoPath(name) : null;
}
