import { UNUSED_PHOTO_LIFETIME_MS } from '@sellphones/contracts/schemas';
import type { Database } from '../db/database.ts';
import { sweepPendingUploads } from '../db/photo-uploads.repository.ts';
import type { PhotoStore } from './photo-store.ts';

/** Every instance tries this often; one at a time sweeps (see sweepPendingUploads). */
export const SWEEP_EVERY_MS = 3600 * 1000;
const BATCH = 500;

/**
 * Deletes the photos (files or objects, then rows) of uploads no product or profile used within
 * a day, batch after batch. Returns how many were deleted; 0 when another instance is sweeping.
 */
export async function sweepUnusedPhotos(db: Database, store: PhotoStore, now = new Date()): Promise<number> {
  const olderThan = new Date(now.getTime() - UNUSED_PHOTO_LIFETIME_MS);
  let deleted = 0;
  for (;;) {
    const names = await sweepPendingUploads(db, olderThan, BATCH, (batch) => store.remove(batch));
    if (names === null) return deleted;
    deleted += names.length;
    if (names.length < BATCH) return deleted;
  }
}
