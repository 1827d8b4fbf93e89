import { asc } from 'drizzle-orm';
import type { Database } from './database.ts';
import { categories, reviews, type CategoryRow, type ReviewRow } from './schema.ts';

export async function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.name));
}

export async function listReviews(db: Database): Promise<ReviewRow[]> {
  return db.select().from(reviews).orderBy(asc(reviews.name));
}

/** Idempotent: categories are keyed by name, so running it at every start adds only what is missing. */
export async function upsertCategories(
  db: Database,
  rows: Array<{ name: string; imageUrl: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(categories)
    .values(rows)
    .onConflictDoNothing({ target: categories.name });
}

export async function insertMissingReviews(
  db: Database,
  rows: Array<{ name: string; imageUrl: string; location: string; text: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(reviews).values(rows).onConflictDoNothing({ target: reviews.name });
}
