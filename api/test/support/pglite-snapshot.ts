import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// PGlite's initdb costs up to half a minute on a busy machine; loading a dump of an already
// migrated database costs a few seconds. The global setup writes the dump once per schema.

const MIGRATIONS = path.resolve(import.meta.dirname, '..', '..', 'drizzle');

export function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)));
  }
  return path.join(tmpdir(), `sellphones-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The dump, or undefined when the global setup has not written one (a fresh initdb then). */
export function readSnapshot(): Blob | undefined {
  const file = snapshotPath();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
