import { and, asc, eq, inArray, isNull, lt, not, sql } from 'drizzle-orm';
import { storedNameOfPath } from '../images/stored-photo-name.ts';
import type { Database, Transaction } from './database.ts';
import { bookings, photoUploads, products, users } from './schema.ts';

/** An uploaded photo starts pending: nothing refers to it yet. */
export async function recordPendingUpload(db: Database, upload: { name: string; ownerId: string }): Promise<void> {
  await db.insert(photoUploads).values(upload);
}

/**
 * Marks a stored photo as used by a product or a profile of the account that uploaded it, so the
 * sweep keeps it (until a change releases it: releaseUploads). False when no such upload of that account exists (never stored here, another
 * account's, or already swept): the caller refuses the photo. One
 * statement, so it either sees the row before a sweep deletes it (and the sweep, which locks the
 * rows it deletes, then skips it) or sees it gone.
 */
export async function markUploadUsed(db: Database, name: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .update(photoUploads)
    .set({ usedAt: sql`coalesce(${photoUploads.usedAt}, now())` })
    // Only the account that uploaded a photo may use it: another's upload is not theirs to show.
    .where(and(eq(photoUploads.name, name), eq(photoUploads.ownerId, ownerId)))
    .returning({ name: photoUploads.name });
  return rows.length > 0;
}

/**
 * Whether a product or the profile of the upload's account shows it (as its /images/ path). Only
 * the account that uploaded a photo can use it (markUploadUsed), so only its own are looked at.
 * A deleted listing still shows its photos when someone booked it: the buyer's My Orders does.
 * A deleted account's profile shows nobody its photo.
 */
const shownByItsAccount = (() => {
  const path = sql`'/images/' || ${photoUploads.name}`;
  const bookedOrListed = sql`(${products.deletedAt} is null
    or exists (select 1 from ${bookings} where ${bookings.productId} = ${products.id}))`;
  return sql`(exists (select 1 from ${products} where ${products.sellerId} = ${photoUploads.ownerId}
      and (${products.imageUrl} = ${path} or ${path} = any(${products.moreImageUrls})) and ${bookedOrListed})
    or exists (select 1 from ${users} where ${users.id} = ${photoUploads.ownerId} and ${users.photoUrl} = ${path}
      and ${users.disabledAt} is null))`;
})();

/**
 * Hands uploads a change stopped showing back to the sweep, unless something else of their
 * account still shows them: a photo a seller takes off a listing, or the photos of a listing
 * deleted before anyone booked it, are deleted with their files, as an upload nothing used would
 * be (a day after it was uploaded, at the latest within the hour).
 */
export async function releaseUploads(tx: Database | Transaction, ownerId: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await tx
    .update(photoUploads)
    .set({ usedAt: null })
    .where(and(inArray(photoUploads.name, [...names]), eq(photoUploads.ownerId, ownerId), not(shownByItsAccount)));
}

/** A listing's photos as stored: its cover and the others. */
type ListingPhotos = { imageUrl: string; moreImageUrls: readonly string[] };

/**
 * Hands the photos of a seller's listings just taken down (deleted by the seller or an admin, or
 * with the seller's account) to the sweep: releaseUploads, which keeps those a booking of them or
 * another listing still shows. Imgbb's photos and the demo artwork are not stored here.
 */
export async function releaseListingPhotos(tx: Transaction, sellerId: string, listings: readonly ListingPhotos[]): Promise<void> {
  const stored = listings
    .flatMap((listing) => [listing.imageUrl, ...listing.moreImageUrls])
    .map(storedNameOfPath)
    .filter((name) => name !== null);
  await releaseUploads(tx, sellerId, stored);
}

/**
 * Hands a profile photo the account no longer shows (replaced, or its account deleted) to the
 * sweep. Google's and imgbb's photos are not stored here.
 */
export async function releaseProfilePhoto(tx: Database | Transaction, ownerId: string, photoUrl: string | null): Promise<void> {
  const stored = photoUrl === null ? null : storedNameOfPath(photoUrl);
  if (stored !== null) await releaseUploads(tx, ownerId, [stored]);
}

/** Any session-wide advisory lock key would do; this one is "photo sweep" in ASCII hex. */
const SWEEP_LOCK_KEY = 0x70686f74;

/**
 * Deletes up to `batch` pending uploads created before `olderThan`, calling `removeFiles` for
 * them before their rows go, in one transaction. Only one API instance sweeps at a time (a
 * transaction-scoped advisory lock; the others skip), and rows are locked, so a product saved
 * meanwhile either claims its photo first or finds it gone. Returns the names deleted, or null
 * when another instance holds the lock.
 */
export async function sweepPendingUploads(
  db: Database,
  olderThan: Date,
  batch: number,
  removeFiles: (names: string[]) => Promise<void>,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    // PGlite and node-postgres both answer raw SQL with { rows }.
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`)) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (lock.rows[0]?.locked !== true) return null;

    const stale = await tx
      .select({ name: photoUploads.name })
      .from(photoUploads)
      // A released upload that a change made at the same moment shows again is not deleted.
      .where(and(isNull(photoUploads.usedAt), lt(photoUploads.createdAt, olderThan), not(shownByItsAccount)))
      .orderBy(asc(photoUploads.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    const names = stale.map((row) => row.name);
    if (names.length === 0) return [];
    // Files first: if this transaction then fails, the rows stay and the next sweep retries.
    await removeFiles(names);
    await tx.delete(photoUploads).where(inArray(photoUploads.name, names));
    return names;
  });
}
