import type { Database } from './database.ts';
import { mapRowsQuickly } from './quick-row-mapping.ts';

/**
 * A query prepared once per database and reused: its SQL is built once, and PostgreSQL plans a
 * prepared statement once per connection instead of on every call. For the reads every signed-in
 * page makes. `prepare` gives one prepared select or an object of them; their rows are mapped
 * quickly (quick-row-mapping.ts).
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const kept = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = kept.get(db);
    if (!prepared) {
      prepared = prepare(db);
      const selects = 'fields' in (prepared as object) ? [prepared] : Object.values(prepared as object);
      for (const select of selects) mapRowsQuickly(select);
      kept.set(db, prepared);
    }
    return prepared;
  };
}
