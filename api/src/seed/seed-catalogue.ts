import type { Database } from '../db/database.ts';
import { insertMissingReviews, upsertCategories } from '../db/catalogue.repository.ts';
import {
  categoryImagePath,
  reviewImagePath,
  SEED_CATEGORIES,
  SEED_REVIEWS,
} from './catalogue-data.ts';

/** The five categories and the reviews. Safe to run at every start: only missing rows are added. */
export async function seedCatalogue(db: Database): Promise<void> {
  await upsertCategories(
    db,
    SEED_CATEGORIES.map((c) => ({ name: c.name, imageUrl: categoryImagePath(c.file) })),
  );
  await insertMissingReviews(
    db,
    SEED_REVIEWS.map((r) => ({
      name: r.name,
      imageUrl: reviewImagePath(r.file),
      location: r.location,
      text: r.text,
    })),
  );
}
