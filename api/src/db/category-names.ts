import type { Database } from './database.ts';
import { categories } from './schema.ts';

type Names = ReadonlyMap<string, string>;

const kept = new WeakMap<Database, Promise<Names>>();

function namesOf(db: Database): Promise<Names> {
  let names = kept.get(db);
  if (!names) {
    const reading = db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .then((rows): Names => new Map(rows.map((row) => [row.id, row.name])));
    // A failed read is not kept: the next list reads them again.
    reading.catch(() => kept.get(db) === reading && kept.delete(db));
    kept.set(db, reading);
    names = reading;
  }
  return names;
}

/**
 * Gives each row its category's name. The names are read once per database: categories are only
 * ever added (the seed at start), never renamed or removed, so the lists a person reads often (My
 * Orders, My Products) name each phone's category from memory instead of joining the categories
 * table on every read. A category added since the names were read has them read again.
 */
export async function withCategoryNames<Row extends { categoryId: string }>(
  db: Database,
  rows: Row[],
): Promise<Array<Row & { categoryName: string }>> {
  let names = await namesOf(db);
  if (rows.some((row) => !names.has(row.categoryId))) {
    kept.delete(db);
    names = await namesOf(db);
  }
  for (const row of rows) {
    (row as Row & { categoryName: string }).categoryName = names.get(row.categoryId) ?? '';
  }
  return rows as Array<Row & { categoryName: string }>;
}
