import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createPgliteSnapshot } from '../../src/db/database.ts';
import { snapshotPath } from './pglite-snapshot.ts';

/** Writes the migrated PGlite dump that test apps start from, unless this schema has one. */
export async function setup() {
  const file = snapshotPath();
  if (existsSync(file)) return;
  const snapshot = await createPgliteSnapshot();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file);
}
